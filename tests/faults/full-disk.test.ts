import { execFileSync } from 'node:child_process';
import { chownSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerEnv, type ServerProcess } from '../support/server-process.ts';
import { startOwnPostgres, type OwnPostgres } from './own-postgres.ts';
import { canMount, folderIn, mountSmallDisk, type SmallDisk } from './small-disk.ts';
import {
  getJson,
  pdfBytes,
  saveClassBDay,
  signInDemo,
  teacherMaterials,
  upload,
  uploadForm,
  type HeaderMap,
} from './api-client.ts';

const DISK_FULL = "The server's storage is full: nothing was saved. Please tell the school's administrator.";
const mountable = canMount();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** Saves of one class on day after day, until one answers otherwise than 200. */
async function saveUntilRefused(server: ServerProcess, cookie: HeaderMap, firstDay: Date) {
  const roster = (
    (await getJson(`${server.base}/api/students`, cookie)).body.data as { student_id: string; name: string; classes: string[] }[]
  ).filter((x) => x.classes.includes('Class B'));
  const save = (date: string) => saveClassBDay(server.base, cookie, roster, date, (i) => (i % 2 ? 'present' : 'absent'));
  for (let i = 0; i < 200; i++) {
    const date = new Date(firstDay.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    let res = await save(date);
    // A save refused by the per-minute write limit waits as told and saves the same day again.
    while (res.status === 429) {
      await new Promise((r) => setTimeout(r, (Number(res.headers.get('retry-after')) || 1) * 1000));
      res = await save(date);
    }
    if (res.status !== 200) return { saved: i, date, res, save };
  }
  throw new Error('200 saves on a full disk all answered 200: is the database on that disk?');
}

const versionOf = async (server: ServerProcess, cookie: HeaderMap, date: string) =>
  (await getJson(`${server.base}/api/attendance?date=${date}&class=Class%20B`, cookie)).body.version;

/**
 * With the database's disk full: a save answers 507 with the message and stores nothing, an
 * upload the same and leaves no file behind, reads go on; once space is freed, both work.
 */
async function fullDiskCase(name: string, disk: SmallDisk, env: ServerEnv, tmpDir: string) {
  // No processing jobs: their temp files would mix with the upload's; uploads are refused by the disk itself, not the floor.
  const server = await startServer({ MIN_FREE_DISK_MB: '0', MATERIAL_JOB_POLL_MS: '0', ...env });
  cleanups.push(() => server.stop());
  const cookie = await signInDemo(server.base, 'teacher');
  disk.fill();
  const left = disk.freeBytes();

  const refused = await saveUntilRefused(server, cookie, new Date('2023-01-02'));
  expect(refused.res.status, refused.res.text).toBe(507);
  expect(refused.res.body).toEqual({ message: DISK_FULL });
  expect(await versionOf(server, cookie, refused.date), 'the refused save stored nothing').toBe(0);

  const bytes = pdfBytes('on a full disk', 1024 * 1024);
  const up = await upload(server.base, uploadForm([{ bytes, name: 'full-disk.pdf' }]), cookie);
  expect(up.status, up.text).toBe(507);
  expect(up.body).toEqual({ message: DISK_FULL });
  expect((await teacherMaterials(server.base, cookie)).has('Lectures/Mathematics/full-disk.pdf')).toBe(false);
  const tmpFiles = async () =>
    (await readdir(tmpDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  expect(await tmpFiles(), 'no temp file left').toEqual([]);
  expect((await getJson(`${server.base}/api/students`, cookie)).status, 'reads go on').toBe(200);

  disk.free();
  expect((await refused.save(refused.date)).status).toBe(200);
  expect(await versionOf(server, cookie, refused.date)).toBe(1);
  expect((await upload(server.base, uploadForm([{ bytes, name: 'full-disk.pdf' }]), cookie)).status).toBe(201);
  expect((await teacherMaterials(server.base, cookie)).has('Lectures/Mathematics/full-disk.pdf')).toBe(true);
  expect(server.output()).not.toMatch(/Internal server error|"statusCode":500/);
  console.log(
    `[faults] full disk (${name}): filled to ${left} bytes free; ${refused.saved} saves answered 200, then 507 "${DISK_FULL}"; ` +
      `a 1 MB upload 507, not listed, no temp file; reads 200; after freeing space the save 200 (version 1) and the upload 201`,
  );
}

describe.skipIf(!mountable)('a full disk (a tmpfs of its own: needs root and mount rights)', () => {
  it('embedded database: DATA_DIR on a full disk answers 507 and saves nothing; freed, it works again', async () => {
    const disk = mountSmallDisk(160);
    cleanups.push(() => disk.close());
    const dataDir = folderIn(disk, 'data');
    // DATABASE_URL unset: the suite runs with one exported, and this case is the embedded database's.
    await fullDiskCase(
      'PGlite, DATA_DIR on a 160 MB tmpfs',
      disk,
      { DATA_DIR: dataDir, DATABASE_URL: undefined },
      join(dataDir, 'tmp'),
    );
  });

  it('PostgreSQL: its tablespace on a full disk answers 507 (53100) and saves nothing; freed, it works again', async () => {
    const db: OwnPostgres = await startOwnPostgres();
    cleanups.push(() => db.close());
    const disk = mountSmallDisk(32);
    cleanups.push(() => disk.close());
    const space = folderIn(disk, 'tablespace');
    // PostgreSQL wants its tablespace folder to be its own.
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(space, id('-u'), id('-g'));
    const admin = new pg.Client({ connectionString: db.url.replace(/\/edu_faults$/, '/postgres') });
    await admin.connect();
    try {
      await admin.query(`CREATE TABLESPACE small LOCATION '${space}'`);
      await admin.query('ALTER DATABASE edu_faults SET TABLESPACE small');
    } finally {
      await admin.end();
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'edu-faults-full-pg-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await fullDiskCase(
      'PostgreSQL, tablespace on a 32 MB tmpfs',
      disk,
      { DATA_DIR: dataDir, DATABASE_URL: db.url },
      join(dataDir, 'tmp'),
    );
  });
});
