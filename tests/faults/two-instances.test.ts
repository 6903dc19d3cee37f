import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { download, getJson, pdfBytes, sendJson, signInDemo, teacherMaterials, upload, uploadForm } from './api-client.ts';

const databaseUrl = process.env.DATABASE_URL;
const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe.skipIf(!databaseUrl)('two server instances on one PostgreSQL', () => {
  it('start together on an empty database, each serves, range-reads and deletes what the other stored, and concurrent attendance saves through both have one winner', async () => {
    const schema = `faults_${randomBytes(4).toString('hex')}`;
    const start = async () => {
      const dir = await mkdtemp(join(tmpdir(), 'edu-faults-instance-'));
      dirs.push(dir);
      const s = await startServer({ DATA_DIR: dir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
      servers.push(s);
      return s;
    };
    // Both migrate and seed the same empty schema at once.
    const [a, b] = await Promise.all([start(), start()]);
    // A session is a database row: signed in through A, it works on B.
    const cookie = await signInDemo(a.base, 'teacher');
    expect((await getJson(`${b.base}/api/me`, cookie)).status).toBe(200);

    const bytes = pdfBytes('shared between instances', 3 * 1024 * 1024 + 123);
    const up = await upload(a.base, uploadForm([{ bytes, name: 'shared.pdf' }]), cookie);
    expect(up.status).toBe(201);
    const name = 'Lectures/Mathematics/shared.pdf';

    const onB = (await teacherMaterials(b.base, cookie)).get(name);
    expect(onB).toBeDefined();
    const range = await fetch(new URL(onB!.url, b.base), { headers: { ...cookie, range: 'bytes=1048000-1049999' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 1048000-1049999/${bytes.length}`);
    expect(Buffer.from(await range.arrayBuffer()).equals(bytes.subarray(1048000, 1050000))).toBe(true);
    expect((await download(b.base, onB!, cookie)).equals(bytes)).toBe(true);

    const del = await sendJson(`${b.base}/api/deleteStudyMaterial`, 'DELETE', { fileName: name }, cookie);
    expect(del.status).toBe(200);
    expect((await teacherMaterials(a.base, cookie)).has(name)).toBe(false);
    expect((await fetch(new URL(onB!.url, a.base), { headers: cookie })).status).toBe(404);

    // 20 saves of one class and day from the same version, 10 through each instance.
    const roster = (await getJson(`${a.base}/api/students?class=Class%20B&limit=100`, cookie)).body.data as {
      student_id: string;
      name: string;
    }[];
    const submission = (i: number) => ({
      date: '2022-02-07',
      class: 'Class B',
      teacherId: '1',
      version: 0,
      records: roster.map((x, j) => ({ studentId: x.student_id, name: x.name, status: (i + j) % 3 ? 'present' : 'absent' })),
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendJson(`${(i % 2 ? a : b).base}/api/attendance`, 'POST', submission(i), cookie)),
    );
    expect(answers.map((x) => x.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const winner = submission(answers.findIndex((x) => x.status === 200));
    const stored = (await getJson(`${b.base}/api/attendance?date=2022-02-07&class=Class%20B`, cookie)).body;
    expect(stored.version).toBe(1);
    expect(new Map((stored.data as { student_id: string; status: string }[]).map((r) => [r.student_id, r.status]))).toEqual(
      new Map(winner.records.map((r) => [r.studentId, r.status])),
    );
    console.log(
      `[faults] two instances: 20 concurrent attendance saves -> ${JSON.stringify(answers.map((x) => x.status).reduce<Record<number, number>>((m, x) => ({ ...m, [x]: (m[x] ?? 0) + 1 }), {}))}`,
    );
  });
});
