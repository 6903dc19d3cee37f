import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerEnv } from '../support/server-process.ts';
import { crashDuring, type KillAt } from './crash.ts';
import { storedState } from './stored-state.ts';
import {
  download,
  getJson,
  pdfBytes,
  sendJson,
  signInDemo,
  teacherMaterials,
  upload,
  uploadForm,
  type HeaderMap,
} from './api-client.ts';

const UPLOAD_KILLS: KillAt[] = [0, 10, 25, 50, 100, 200, 'after-answer', 'after-answer'];
const DELETE_KILLS: KillAt[] = [0, 5, 15, 30, 'after-answer'];
const ATTENDANCE_KILLS: KillAt[] = [0, 2, 5, 10, 20, 40, 'after-answer', 'after-answer'];
const FILES_PER_UPLOAD = 6;
const FILE_BYTES = 768 * 1024;

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

export function crashSuite(name: string, makeEnv: () => Promise<ServerEnv>) {
  describe(`kill -9 during and right after writes (${name})`, () => {
    it('keeps every acknowledged upload and delete, stores each upload whole or not at all, and leaves files and rows matching', async () => {
      const env = await makeEnv();
      let server = await startServer(env);
      const cookie: HeaderMap = await signInDemo(server.base, 'teacher');
      const kept = new Map<string, Buffer>();
      const report = { uploads: 0, acknowledged: 0, lostUnanswered: 0, deletes: 0, deletesAcknowledged: 0 };

      for (const [round, at] of UPLOAD_KILLS.entries()) {
        const files = Array.from({ length: FILES_PER_UPLOAD }, (_, j) => ({
          name: `crash-${round}-${j}.pdf`,
          bytes: pdfBytes(`round ${round} file ${j}`, FILE_BYTES),
        }));
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
        const r = await crashDuring(server, env, at, () =>
          Promise.all(
            names.map((fileName) => sendJson(`${server.base}/api/deleteStudyMaterial`, 'DELETE', { fileName }, cookie)),
          ),
        );
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
      console.log(
        `[faults] ${name}: ${JSON.stringify({ ...report, rows: state.rows.length, files: state.files.length, orphans: 0 })}`,
      );
    });

    it("keeps every acknowledged attendance save, and a class's day is always one whole submission", async () => {
      const env = await makeEnv();
      let server = await startServer(env);
      const cookie: HeaderMap = await signInDemo(server.base, 'teacher');
      const roster = (await getJson(`${server.base}/api/students?class=Class%20A&limit=100`, cookie)).body.data as {
        student_id: string;
        name: string;
      }[];
      const day = async (date: string) => {
        const res = await getJson(`${server.base}/api/attendance?date=${date}&class=Class%20A`, cookie);
        return {
          version: res.body.version as number,
          statuses: new Map((res.body.data as { student_id: string; status: string }[]).map((r) => [r.student_id, r.status])),
        };
      };
      const submission = (date: string, version: number, round: number) => ({
        date,
        class: 'Class A',
        teacherId: '1',
        version,
        records: roster.map((x, j) => ({
          studentId: x.student_id,
          name: x.name,
          status: (round + j) % 2 ? 'present' : 'absent',
        })),
      });
      const same = (statuses: Map<string, string>, sub: ReturnType<typeof submission>) =>
        statuses.size === sub.records.length && sub.records.every((r) => statuses.get(r.studentId) === r.status);
      const report = { saves: 0, acknowledged: 0, keptUnanswered: 0 };

      for (const [round, at] of ATTENDANCE_KILLS.entries()) {
        // Odd rounds replace the day the round before saved.
        const date = `2022-01-${String(10 + Math.floor(round / 2)).padStart(2, '0')}`;
        const before = await day(date);
        const sub = submission(date, before.version, round);
        const r = await crashDuring(server, env, at, () => sendJson(`${server.base}/api/attendance`, 'POST', sub, cookie));
        server = r.server;
        const after = await day(date);
        report.saves++;
        if (r.answer?.status === 200) {
          report.acknowledged++;
          expect(same(after.statuses, sub), `round ${round}`).toBe(true);
        } else {
          // Unanswered: this submission whole, or the day as it was.
          const kept = same(after.statuses, sub);
          const unchanged =
            [...before.statuses].every(([id, st]) => after.statuses.get(id) === st) &&
            after.statuses.size === before.statuses.size;
          expect(kept || unchanged, `round ${round}`).toBe(true);
          if (kept) report.keptUnanswered++;
        }
      }
      await server.stop();
      console.log(`[faults] ${name}, attendance: ${JSON.stringify(report)}`);
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
