import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerEnv, type ServerProcess } from '../support/server-process.ts';
import { storedState } from './stored-state.ts';
import { download, getJson, pdfBytes, sendJson, signInDemo, sleep, teacherMaterials, upload, uploadForm, type HeaderMap } from './api-client.ts';

/** When the kill comes: this many ms after the request was sent, or right after its answer. */
type KillAt = number | 'after-answer';
const UPLOAD_KILLS: KillAt[] = [0, 10, 25, 50, 100, 200, 'after-answer', 'after-answer'];
const DELETE_KILLS: KillAt[] = [0, 5, 15, 30, 'after-answer'];
const FILES_PER_UPLOAD = 6;
const FILE_BYTES = 768 * 1024;

const dirs: string[] = [];
afterAll(async () => { await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))); });

/** Sends `request`, kills the server at `at`, restarts it; the answer if one came before the kill. */
async function crashDuring<T>(server: ServerProcess, env: ServerEnv, at: KillAt, request: () => Promise<T>): Promise<{ answer?: T; server: ServerProcess }> {
  const sent = request().catch(() => undefined);
  if (at === 'after-answer') await sent;
  else await sleep(at);
  await server.crash();
  const answer = await sent;
  return { answer, server: await startServer(env) };
}

export function crashSuite(name: string, makeEnv: () => Promise<ServerEnv>) {
  describe(`kill -9 during and right after writes (${name})`, () => {
    it('keeps every acknowledged upload and delete, stores each upload whole or not at all, and leaves files and rows matching', async () => {
      const env = await makeEnv();
      let server = await startServer(env);
      const cookie: HeaderMap = await signInDemo(server.base, 'teacher');
      const kept = new Map<string, Buffer>();
      const report = { uploads: 0, acknowledged: 0, lostUnanswered: 0, deletes: 0, deletesAcknowledged: 0 };

      for (const [round, at] of UPLOAD_KILLS.entries()) {
        const files = Array.from({ length: FILES_PER_UPLOAD }, (_, j) => ({ name: `crash-${round}-${j}.pdf`, bytes: pdfBytes(`round ${round} file ${j}`, FILE_BYTES) }));
        const r = await crashDuring(server, env, at, () => upload(server.base, uploadForm(files), cookie));
        server = r.server;
        const listed = await teacherMaterials(server.base, cookie);
        const present = files.filter((f) => listed.has(`Lectures/Mathematics/${f.name}`));
        report.uploads++;
        if (r.answer?.status === 201) {
          report.acknowledged++;
          expect(present).toHaveLength(files.length);
        } else {
          // Unanswered: the whole upload or none of it.
          expect([0, files.length]).toContain(present.length);
          if (present.length === 0) report.lostUnanswered++;
        }
        for (const f of present) kept.set(`Lectures/Mathematics/${f.name}`, Buffer.from(f.bytes));
      }

      for (const [round, at] of DELETE_KILLS.entries()) {
        const names = [...kept.keys()].slice(round * 3, round * 3 + 3);
        const r = await crashDuring(server, env, at, () => Promise.all(names.map((fileName) => sendJson(`${server.base}/api/deleteStudyMaterial`, 'DELETE', { fileName }, cookie))));
        server = r.server;
        const listed = await teacherMaterials(server.base, cookie);
        for (const [i, fileName] of names.entries()) {
          report.deletes++;
          if (r.answer?.[i]?.status === 200) {
            report.deletesAcknowledged++;
            expect(listed.has(fileName)).toBe(false);
          }
          if (!listed.has(fileName)) kept.delete(fileName);
        }
      }

      // Every kept material is listed and serves exactly its bytes.
      const listed = await teacherMaterials(server.base, cookie);
      for (const [fileName, bytes] of kept) {
        const m = listed.get(fileName);
        expect(m, fileName).toBeDefined();
        expect((await download(server.base, m!, cookie)).equals(bytes), fileName).toBe(true);
      }
      expect((await getJson(`${server.base}/healthz`)).status).toBe(200);
      await server.stop();

      const state = await storedState(env);
      expect(state.files).toEqual(state.rows);
      expect(state.hiddenRows).toBe(0);
      expect(state.tempFiles).toEqual([]);
      console.log(`[faults] ${name}: ${JSON.stringify({ ...report, rows: state.rows.length, files: state.files.length, orphans: 0 })}`);
    });
  });
}

crashSuite('embedded database, files on disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'edu-faults-'));
  dirs.push(dir);
  return { DATA_DIR: dir, DATABASE_URL: undefined };
});

if (process.env.DATABASE_URL) {
  crashSuite('PostgreSQL, files in the database', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'edu-faults-'));
    dirs.push(dir);
    return { DATA_DIR: dir, DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: `faults_${randomBytes(4).toString('hex')}` };
  });
}
