import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import type { Database, Queryable } from '../db/queryable.ts';
import { schemaVersion } from '../db/migrations.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { BLOB_TABLES, DatabaseBlobStore } from '../storage/database-blob-store.ts';
import { BackupError } from './backup-error.ts';
import { ident, listSequences, listTables, type TableShape } from './schema.ts';
import {
  FILE_PREFIX,
  FORMAT,
  FORMAT_VERSION,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  PIECE_BYTES,
  pieceName,
  SEQUENCES_ENTRY,
  type BackupHeader,
  type BackupManifest,
  type FileSum,
  type SequencePositions,
  type TableSum,
} from './format.ts';

export interface BackupSummary {
  schemaVersion: number;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  /** Size of the backup file. */
  bytes: number;
}

const ROWS_PER_FETCH = 2000;

/**
 * Writes a backup of every table and stored file to `file`, from one snapshot: a single
 * REPEATABLE READ transaction, so servers may keep writing meanwhile. The backup is written
 * under a temporary name and renamed when complete: `file` is never a partial backup.
 */
export async function writeBackup(db: Database, blobs: BlobStore, file: string, now = new Date()): Promise<BackupSummary> {
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  const pack = tarPack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partial, { flags: 'wx' }));
  try {
    const summary = await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await useStableSettings(tx);
      return writeEntries(tx, db.kind, blobs.kind === 'database' ? new DatabaseBlobStore(tx) : blobs, pack, now);
    });
    pack.finalize();
    await written;
    await rename(partial, file);
    return { ...summary, bytes: (await stat(file)).size };
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw err;
  }
}

/**
 * Settings for one long transaction that reads or writes everything: no statement or idle
 * timeout cuts it short, floats print exactly, times print in UTC.
 */
export async function useStableSettings(tx: Queryable): Promise<void> {
  for (const setting of [
    'statement_timeout = 0',
    'idle_in_transaction_session_timeout = 0',
    'extra_float_digits = 3',
    "TimeZone = 'UTC'",
  ])
    await tx.query(`SET LOCAL ${setting}`);
}

async function writeEntries(
  tx: Queryable,
  database: Database['kind'],
  files: BlobStore,
  pack: Pack,
  now: Date,
): Promise<Omit<BackupSummary, 'bytes'>> {
  const tables = (await listTables(tx)).filter((t) => !BLOB_TABLES.includes(t.name));
  if (!tables.some((t) => t.name === 'schema_migrations'))
    throw new BackupError('The database has no tables yet: there is nothing to back up.');
  const header: BackupHeader = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    schemaVersion: await schemaVersion(tx),
    database,
    createdAt: now.toISOString(),
  };
  await addBuffer(pack, HEADER_ENTRY, Buffer.from(JSON.stringify(header, null, 2)), now);
  const tableSums: Record<string, TableSum> = {};
  let rows = 0;
  for (const t of tables) {
    tableSums[t.name] = await addTableRows(tx, pack, t, now);
    rows += tableSums[t.name]!.rows;
  }
  const positions: SequencePositions = {};
  for (const seq of await listSequences(tx)) {
    const [p] = await tx.query<{ value: string; called: boolean }>(
      `SELECT last_value::text AS value, is_called AS called FROM ${ident(seq)}`,
    );
    positions[seq] = p!;
  }
  const sequences = Buffer.from(JSON.stringify(positions, null, 2));
  await addBuffer(pack, SEQUENCES_ENTRY, sequences, now);
  const fileSums: Record<string, FileSum> = {};
  let fileBytes = 0;
  for (const f of await storedFiles(tx, files)) {
    const source = f.size > 0 ? files.read(f.id, 0, f.size - 1) : [];
    const sha256 = await addStream(pack, `${FILE_PREFIX}${f.id}`, f.size, source, new Date(f.modified));
    fileSums[f.id] = { size: f.size, sha256, modified: f.modified };
    fileBytes += f.size;
  }
  const manifest: BackupManifest = { ...header, tables: tableSums, sequences: { sha256: sha256Of(sequences) }, files: fileSums };
  await addBuffer(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)), now);
  return { schemaVersion: header.schemaVersion, tables: tables.length, rows, files: Object.keys(fileSums).length, fileBytes };
}

/** Every stored file with its size and time (in the database: to the microsecond, as stored). */
async function storedFiles(tx: Queryable, files: BlobStore): Promise<{ id: string; size: number; modified: string }[]> {
  if (files.kind === 'database')
    return tx.query(
      `SELECT file_id AS id, size::float8 AS size, to_json(created_at) #>> '{}' AS modified FROM files ORDER BY file_id`,
    );
  const out = [];
  for (const id of (await files.list()).sort()) {
    const info = await files.info(id);
    // Gone since it was listed: on disk, only a server deleting a material does that.
    if (info) out.push({ id, size: info.size, modified: info.modified.toISOString() });
  }
  return out;
}

/** A table's rows as JSON lines, read through a cursor: a piece of a few MB in memory at a time. */
async function addTableRows(tx: Queryable, pack: Pack, t: TableShape, now: Date): Promise<TableSum> {
  const hash = createHash('sha256');
  const cols = t.columns.map(ident).join(', ');
  const order = t.key.length ? ` ORDER BY ${t.key.map(ident).join(', ')}` : '';
  await tx.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS j FROM (SELECT ${cols} FROM ${ident(t.name)}${order}) r`,
  );
  let rows = 0;
  let piece: Buffer[] = [];
  let pieceBytes = 0;
  let pieces = 0;
  const flush = async () => {
    if (!piece.length) return;
    await addBuffer(pack, pieceName(t.name, pieces++), Buffer.concat(piece), now);
    piece = [];
    pieceBytes = 0;
  };
  for (;;) {
    const batch = await tx.query<{ j: string }>(`FETCH ${ROWS_PER_FETCH} FROM backup_rows`);
    for (const { j } of batch) {
      const line = Buffer.from(`${j}\n`);
      hash.update(line);
      piece.push(line);
      pieceBytes += line.length;
      rows++;
      if (pieceBytes >= PIECE_BYTES) await flush();
    }
    if (batch.length < ROWS_PER_FETCH) break;
  }
  await flush();
  await tx.query('CLOSE backup_rows');
  return { rows, sha256: hash.digest('hex') };
}

const sha256Of = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Adds an entry from memory; resolves once the tar stream took it (so memory stays bounded). */
function addBuffer(pack: Pack, name: string, bytes: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => pack.entry({ name, mtime }, bytes, (err) => (err ? reject(err) : resolve())));
}

/** Adds an entry of `size` bytes streamed from `source`; answers their SHA-256. */
async function addStream(
  pack: Pack,
  name: string,
  size: number,
  source: AsyncIterable<Buffer> | Buffer[],
  mtime: Date,
): Promise<string> {
  const hash = createHash('sha256');
  let sink!: ReturnType<Pack['entry']>;
  // Settles when the tar stream took the whole entry, or failed (e.g. fewer bytes than `size`).
  const done = new Promise<void>((resolve, reject) => {
    sink = pack.entry({ name, size, mtime }, (err) => (err ? reject(err) : resolve()));
  });
  done.catch(() => {}); // awaited below; a failure mid-copy surfaces there or through the copy
  for await (const chunk of source) {
    hash.update(chunk);
    if (!sink.write(chunk)) await Promise.race([once(sink, 'drain'), done]);
  }
  sink.end(null);
  await done;
  return hash.digest('hex');
}
