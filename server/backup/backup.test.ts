import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { getJson, PDF, startHarness, uploadPdfs, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { seed } from '../seed/seed.ts';
import type { Database } from '../db/queryable.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { MIGRATIONS } from '../db/migrations.ts';
import { openDatabase } from '../db/database.ts';
import { FileStore } from '../storage/file-store.ts';
import { DiskBlobStore } from '../storage/disk-blob-store.ts';
import { BLOB_TABLES } from '../storage/database-blob-store.ts';
import { writeBackup } from './write-backup.ts';
import { restoreBackup } from './restore-backup.ts';
import { dropAll, ident, listTables } from './schema.ts';
import { rewriteBackup } from '../test-support/rewrite-backup.ts';

let h: Harness;
let teacher: HeaderMap;
let dir: string;
let backup: string;
let before: Snapshot;
let backupMs = 0;
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Every table's rows (as JSON, in a fixed order) and every stored file's SHA-256. */
interface Snapshot {
  tables: Record<string, string[]>;
  files: Record<string, string>;
}

async function snapshot(db: Database, blobs: BlobStore): Promise<Snapshot> {
  const tables: Snapshot['tables'] = {};
  for (const t of await listTables(db)) {
    const order = (t.key.length ? t.key : t.columns).map(ident).join(', ');
    const rows = await db.query<{ j: string }>(
      `SELECT row_to_json(r)::text AS j FROM (SELECT * FROM ${ident(t.name)} ORDER BY ${order}) r`,
    );
    tables[t.name] = rows.map((r) => r.j);
  }
  const files: Snapshot['files'] = {};
  for (const id of (await blobs.list()).sort()) {
    const hash = createHash('sha256');
    const info = (await blobs.info(id))!;
    for await (const chunk of blobs.read(id, 0, info.size - 1)) hash.update(chunk as Buffer);
    files[id] = `${info.size}:${hash.digest('hex')}`;
  }
  return { tables, files };
}

const restore = (file: string, force = false) => restoreBackup(h.db, h.store, file, { force });
type Listed = { id: number; name: string };
const materials = async () => (await getJson(`${h.base}/api/getStudyMaterials/1`, teacher)).body;

// One server and one seeded school for the whole file: creating PGlite and seeding take seconds.
beforeAll(async () => {
  h = await startHarness();
  await h.reset();
  await h.db.query('TRUNCATE students, teachers CASCADE');
  await seed(h.db, h.blobs, { demoAccounts: true, largePdfBytes: 300_000 });
  teacher = await h.signIn('teacher');
  const uploaded = await uploadPdfs(h.base, ['Backup drill.pdf'], teacher);
  expect(uploaded.status).toBe(201);
  dir = await mkdtemp(join(tmpdir(), 'edu-backup-'));
  backup = join(dir, 'school.tar.gz');
  before = await snapshot(h.db, h.blobs);
  const t = Date.now();
  await writeBackup(h.db, h.blobs, backup);
  backupMs = Date.now() - t;
}, 240_000);
afterAll(async () => {
  await h?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('restores a wiped database: every table row and every file byte as they were, and the server serves them', async () => {
    const listed = await materials();
    expect(listed.materials.some((m: Listed) => m.name.endsWith('/Backup drill.pdf'))).toBe(true);
    expect(Object.keys(before.files).length).toBeGreaterThanOrEqual(9); // the seed's files and the upload
    console.log(`backup of the demo seed: ${(await stat(backup)).size} bytes in ${backupMs} ms`);

    await h.blobs.clear();
    await dropAll(h.db);
    expect(await listTables(h.db)).toEqual([]);

    const summary = await restore(backup);
    expect(summary).toMatchObject({ fromSchema: MIGRATIONS.length, toSchema: MIGRATIONS.length });
    expect(summary.files).toBe(Object.keys(before.files).length);
    expect(await snapshot(h.db, h.blobs)).toEqual(before);
    // The same session still works, and the uploaded file's bytes come back over HTTP.
    expect(await materials()).toEqual(listed);
    const drill = listed.materials.find((m: Listed) => m.name.endsWith('/Backup drill.pdf'));
    const served = await fetch(`${h.base}/api/files/${drill.id}`, { headers: teacher });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(PDF));
    expect((await h.diskState()).tmp).toEqual([]);
  });

  it('continues the ids where they were: the next material gets the next id', async () => {
    const ids = (await materials()).materials.map((m: { id: number }) => m.id);
    const res = await uploadPdfs(h.base, ['After restore.pdf'], teacher);
    expect(res.status).toBe(201);
    const next = (await materials()).materials.find((m: Listed) => m.name.endsWith('/After restore.pdf'));
    expect(next.id).toBe(Math.max(...ids) + 1);
    await restore(backup, true);
  });

  it('refuses a database that holds data, and --force replaces it', async () => {
    await h.db.query("UPDATE students SET name = 'Changed Name' WHERE student_id = 'S001'");
    const changed = await snapshot(h.db, h.blobs);
    await expect(restore(backup)).rejects.toThrow(
      /^The target database is not empty \(\d+ rows in \d+ tables(, \d+ files)?\): restore into an empty one, or add --force to replace everything in it\.$/,
    );
    expect(await snapshot(h.db, h.blobs)).toEqual(changed);
    await restore(backup, true);
    expect(await snapshot(h.db, h.blobs)).toEqual(before);
  });

  it('restores into a database that has only its migrations, without --force', async () => {
    await h.blobs.clear();
    await dropAll(h.db);
    const { migrate } = await import('../db/migrations.ts');
    await migrate(h.db);
    await restore(backup);
    expect(await snapshot(h.db, h.blobs)).toEqual(before);
  });
});

describe('a restore refuses a bad file and changes nothing', () => {
  const refuses = async (file: string, message: RegExp) => {
    await expect(restore(file, true)).rejects.toThrow(message);
    expect(await snapshot(h.db, h.blobs)).toEqual(before);
    expect((await h.diskState()).tmp).toEqual([]);
  };

  it('a missing file', async () => {
    const missing = join(dir, 'missing.tar.gz');
    await refuses(missing, new RegExp(`^${missing} not found\\.$`));
  });

  it('a file that is not a backup: text, a PDF, another tar', async () => {
    const text = join(dir, 'notes.txt');
    await writeFile(text, 'hello\n'.repeat(200));
    await refuses(text, /notes\.txt is not a backup made by npm run backup\.$/);
    const pdf = join(dir, 'lecture.pdf');
    await writeFile(pdf, PDF);
    await refuses(pdf, /lecture\.pdf is not a backup made by npm run backup\.$/);
    const other = join(dir, 'other.tar.gz');
    await rewriteBackup(backup, other, (name, bytes) => (name === 'backup.json' ? { name: 'README', bytes } : { name, bytes }));
    await refuses(other, /other\.tar\.gz is not a backup made by npm run backup\.$/);
  });

  it('a file cut short', async () => {
    const whole = await readFile(backup);
    const cut = join(dir, 'cut.tar.gz');
    for (const fraction of [0.3, 0.99]) {
      await writeFile(cut, whole.subarray(0, Math.floor(whole.length * fraction)));
      await refuses(cut, /cut\.tar\.gz is incomplete \(cut short\): copy the whole backup again, or use another one\.$/);
    }
  });

  it('damaged rows or file bytes (the checksums do not match)', async () => {
    const rows = join(dir, 'rows.tar.gz');
    await rewriteBackup(backup, rows, (name, bytes) => ({
      name,
      // Same length, no constraint broken: only the checksum can tell.
      bytes: name.startsWith('tables/students/') ? Buffer.from(bytes.toString('utf8').replace('@', '#')) : bytes,
    }));
    await refuses(rows, /rows\.tar\.gz is damaged \(the rows of students do not match their checksum\): use another backup\.$/);
    const bytes = join(dir, 'bytes.tar.gz');
    await rewriteBackup(backup, bytes, (name, b) => {
      if (!name.startsWith('files/')) return { name, bytes: b };
      const copy = Buffer.from(b);
      const at = copy.length >> 1;
      copy[at] = copy[at]! ^ 0xff;
      return { name, bytes: copy };
    });
    await refuses(bytes, /bytes\.tar\.gz is damaged \(file [\w-]+ does not match its checksum\): use another backup\.$/);
    const flipped = join(dir, 'flipped.tar.gz');
    const whole = Buffer.from(await readFile(backup));
    const at = whole.length >> 1;
    whole[at] = whole[at]! ^ 0x55;
    await writeFile(flipped, whole);
    await refuses(flipped, /flipped\.tar\.gz is (damaged|incomplete)/);
  });

  it('a backup of a newer version', async () => {
    const newer = join(dir, 'newer.tar.gz');
    await rewriteBackup(backup, newer, (name, bytes) => {
      if (name !== 'backup.json') return { name, bytes };
      const header = JSON.parse(bytes.toString('utf8'));
      return { name, bytes: Buffer.from(JSON.stringify({ ...header, schemaVersion: MIGRATIONS.length + 1 })) };
    });
    await refuses(
      newer,
      new RegExp(
        `newer\\.tar\\.gz was made by a newer version of the portal \\(schema version ${MIGRATIONS.length + 1}, this one knows ${MIGRATIONS.length}\\): update the portal, then restore\\.$`,
      ),
    );
  });
});

/** The data itself, wherever a database keeps its files: the rows of every other table and each file's bytes. */
const portable = (s: Snapshot) => ({
  tables: Object.fromEntries(Object.entries(s.tables).filter(([t]) => !BLOB_TABLES.includes(t))),
  files: s.files,
});

describe.skipIf(!onPostgres)('moving between PostgreSQL and the embedded database', () => {
  it('restores a PostgreSQL backup into an embedded database, and that one back into PostgreSQL', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'edu-backup-pglite-'));
    const embedded = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      const store = new FileStore(dataDir);
      await store.init();
      const disk = new DiskBlobStore(store);
      const summary = await restoreBackup(embedded, store, backup);
      expect(summary.database).toBe('postgres');
      expect(portable(await snapshot(embedded, disk))).toEqual(portable(before));
      const again = join(dir, 'from-embedded.tar.gz');
      await writeBackup(embedded, disk, again);
      await restore(again, true);
      expect(portable(await snapshot(h.db, h.blobs))).toEqual(portable(before));
    } finally {
      await embedded.close();
      await rm(dataDir, { recursive: true, force: true });
      await restore(backup, true);
    }
  }, 120_000);
});

const run = promisify(execFile);
const cli = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(`../${script}`, import.meta.url)), ...args], {
    env: { ...process.env, ...env },
  }).then(
    () => ({ code: 0, stderr: '' }),
    (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
  );

describe('the commands', () => {
  it('npm run restore of a missing file ends with one line and exit code 1', async () => {
    const missing = join(dir, 'nowhere.tar.gz');
    expect(await cli('restore-cli.ts', [missing], { DATA_DIR: join(dir, 'unused') })).toEqual({
      code: 1,
      stderr: `${missing} not found.\n`,
    });
    await expect(stat(join(dir, 'unused'))).rejects.toThrow(); // no data folder made for nothing
  }, 120_000); // the first command compiles the server's TypeScript

  it.skipIf(onPostgres)(
    'npm run backup refuses an embedded database a running server has open',
    async () => {
      const out = await cli('backup-cli.ts', [join(dir, 'live.tar.gz')], { DATA_DIR: h.dataDir, DATABASE_URL: '' });
      expect(out.code).toBe(1);
      expect(out.stderr).toBe(
        `The embedded database in ${h.dataDir} is in use by process ${process.pid} (a running server): stop it, then run this again.\n`,
      );
    },
    120_000,
  );
});
