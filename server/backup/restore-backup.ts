import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/queryable.ts';
import { MIGRATIONS, migrateIn } from '../db/migrations.ts';
import { BLOB_TABLES } from '../storage/database-blob-store.ts';
import { isFileId, type FileStore } from '../storage/file-store.ts';
import { BackupError } from './backup-error.ts';
import { BackupReader } from './read-backup.ts';
import { DatabaseFileSink, DiskFileSink, type FileSink } from './file-sinks.ts';
import { countRows, dropAll, ident, listSequences, listTables, setUserTriggers, type TableShape } from './schema.ts';
import { useStableSettings } from './write-backup.ts';
import {
  checkHeader,
  FILE_PREFIX,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  parseJsonEntry,
  pieceTable,
  SEQUENCES_ENTRY,
  type BackupHeader,
  type BackupManifest,
  type FileSum,
  type SequencePositions,
  type TableSum,
} from './format.ts';

export interface RestoreOptions {
  /** Replace whatever the target holds (default: refuse a target that holds data). */
  force?: boolean;
}

export interface RestoreSummary {
  /** Where the backup came from. */
  database: BackupHeader['database'];
  createdAt: string;
  /** The backup's schema version, and the one the data was migrated to. */
  fromSchema: number;
  toSchema: number;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
}

const EMPTY_SHA256 = createHash('sha256').digest('hex');

/**
 * Restores a backup of writeBackup into `db` (and, for the embedded database, `store`'s
 * DATA_DIR/files): all or nothing. The file is read twice: first only to compare every row
 * count and checksum with its manifest (a damaged file touches nothing), then to load it, in
 * one transaction, into the schema of the backup's version, checked again on the way. Only
 * then are the files put in place, the data migrated to this code's schema and the
 * transaction committed. A target that holds data is refused unless `force`.
 */
export async function restoreBackup(
  db: Database,
  store: FileStore | undefined,
  file: string,
  opts: RestoreOptions = {},
): Promise<RestoreSummary> {
  const checked = await openBackup(file);
  try {
    verify(await readEntries(checked.reader, file), checked.header, file);
  } finally {
    checked.reader.close();
  }
  const { reader, header } = await openBackup(file);
  let sink: FileSink | undefined;
  try {
    const summary = await db.transaction(async (tx) => {
      await useStableSettings(tx);
      sink = db.kind === 'postgres' ? new DatabaseFileSink(tx) : new DiskFileSink(requireStore(store));
      await prepareTarget(tx, sink, opts.force ?? false);
      await dropAll(tx);
      await migrateIn(tx, header.schemaVersion);
      const tables = (await listTables(tx)).filter((t) => !BLOB_TABLES.includes(t.name));
      await setUserTriggers(tx, tables, false);
      await tx.query(`TRUNCATE ${tables.map((t) => ident(t.name)).join(', ')} CASCADE`);
      const loaded = await readEntries(reader, file, { tx, sink, shapes: new Map(tables.map((t) => [t.name, t])) });
      const manifest = verify(loaded, header, file);
      checkTables(manifest, tables, file);
      await setSequences(tx, loaded.sequences, file);
      await sink.finish(manifest.files);
      await setUserTriggers(tx, tables, true);
      await migrateIn(tx);
      return {
        database: header.database,
        createdAt: header.createdAt,
        fromSchema: header.schemaVersion,
        toSchema: MIGRATIONS.length,
        tables: tables.length,
        rows: Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0),
        files: Object.keys(manifest.files).length,
        fileBytes: Object.values(manifest.files).reduce((n, f) => n + f.size, 0),
      };
    });
    await sink!.afterCommit();
    return summary;
  } catch (err) {
    await sink?.abort();
    throw err;
  } finally {
    reader.close();
  }
}

/**
 * The header of a backup file, checked (it exists, is a backup, of a version this code
 * restores): a command asks before it opens the database.
 */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const { reader, header } = await openBackup(file);
  reader.close();
  return header;
}

/** Opens a backup and checks its header: a backup, of a format and schema this code knows. */
async function openBackup(file: string): Promise<{ reader: BackupReader; header: BackupHeader }> {
  const reader = await BackupReader.open(file);
  try {
    const first = await reader.next();
    if (!first || first.name !== HEADER_ENTRY) throw new BackupError(`${file} is not a backup made by npm run backup.`);
    const header = checkHeader(parseJsonEntry(await reader.readAll(first), file, HEADER_ENTRY), file, MIGRATIONS.length);
    return { reader, header };
  } catch (err) {
    reader.close();
    throw err;
  }
}

function requireStore(store: FileStore | undefined): FileStore {
  if (!store) throw new Error('Restoring into the embedded database needs its data folder');
  return store;
}

/**
 * Refuses a target that holds data, unless `force`. Data is any row beyond those the schema's
 * migrations put there themselves (the catalogue, the first classes), or any stored file.
 */
async function prepareTarget(tx: Queryable, sink: FileSink, force: boolean): Promise<void> {
  const files = await sink.existingFiles();
  const existing = await listTables(tx);
  const counts = await countRows(tx, existing);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (force || (total === 0 && files === 0)) return;
  // What a new database holds: its migrations' own rows (rolled back with the rest on refusal).
  await dropAll(tx);
  await migrateIn(tx);
  const fresh = await countRows(tx, await listTables(tx));
  const extra = [...counts].filter(([t, n]) => n > (fresh.get(t) ?? 0) && t !== 'schema_migrations');
  if (extra.length || files) {
    const rows = extra.reduce((a, [, n]) => a + n, 0);
    throw new BackupError(
      `The target database is not empty (${rows} rows in ${extra.length} tables${files ? `, ${files} files` : ''}): ` +
        'restore into an empty one, or add --force to replace everything in it.',
    );
  }
}

interface Loaded {
  tables: Map<string, { rows: number; hash: ReturnType<typeof createHash> }>;
  files: Map<string, { size: number; sha256: string }>;
  sequences?: { positions: unknown; sha256: string };
  manifest?: unknown;
}

/** Where the rows and files go; without one, entries are only counted and checksummed. */
interface Target {
  tx: Queryable;
  sink: FileSink;
  shapes: Map<string, TableShape>;
}

/** Reads every entry after the header: rows into their tables, files into the sink. */
async function readEntries(reader: BackupReader, file: string, target?: Target): Promise<Loaded> {
  const loaded: Loaded = { tables: new Map(), files: new Map() };
  const damaged = (what: string) => new BackupError(`${file} is damaged (${what}): use another backup.`);
  for (let entry = await reader.next(); entry; entry = await reader.next()) {
    if (loaded.manifest !== undefined) throw damaged(`${entry.name} after the manifest`);
    const table = pieceTable(entry.name);
    if (table !== undefined) {
      const shape = target?.shapes.get(table);
      if (target && !shape) throw damaged(`rows of an unknown table ${table}`);
      const bytes = await reader.readAll(entry);
      const lines = countPiece(loaded, table, bytes, file);
      if (target) await loadPiece(target.tx, shape!, lines, file);
    } else if (entry.name.startsWith(FILE_PREFIX)) {
      const id = entry.name.slice(FILE_PREFIX.length);
      if (!isFileId(id) || loaded.files.has(id)) throw damaged(`bad file entry ${entry.name}`);
      loaded.files.set(id, target ? await target.sink.write(id, entry.body) : await checksum(entry.body));
    } else if (entry.name === SEQUENCES_ENTRY) {
      const bytes = await reader.readAll(entry);
      loaded.sequences = {
        positions: parseJsonEntry(bytes, file, entry.name),
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    } else if (entry.name === MANIFEST_ENTRY) {
      loaded.manifest = parseJsonEntry(await reader.readAll(entry), file, entry.name);
    } else {
      throw damaged(`unexpected entry ${entry.name}`);
    }
  }
  return loaded;
}

async function checksum(body: AsyncIterable<Buffer>): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Adds a piece of a table's JSON lines to its count and checksum; answers the lines. */
function countPiece(loaded: Loaded, table: string, bytes: Buffer, file: string): string[] {
  const sum = loaded.tables.get(table) ?? { rows: 0, hash: createHash('sha256') };
  loaded.tables.set(table, sum);
  sum.hash.update(bytes);
  const lines = bytes.toString('utf8').split('\n');
  if (lines.pop() !== '') throw new BackupError(`${file} is damaged (a piece of ${table} is cut short): use another backup.`);
  sum.rows += lines.length;
  return lines;
}

/** Inserts one piece of a table's rows in one statement. */
async function loadPiece(tx: Queryable, t: TableShape, lines: string[], file: string): Promise<void> {
  const cols = t.columns.map(ident).join(', ');
  try {
    await tx.query(
      `INSERT INTO ${ident(t.name)} (${cols}) OVERRIDING SYSTEM VALUE
       SELECT ${cols} FROM json_populate_recordset(NULL::${ident(t.name)}, $1::json)`,
      [`[${lines.join(',')}]`],
    );
  } catch (err) {
    throw new BackupError(`${file} is damaged (rows of ${t.name} do not load: ${(err as Error).message}): use another backup.`);
  }
}

/** Compares what was read with the manifest: every table's rows, every file, the sequences. */
function verify(loaded: Loaded, header: BackupHeader, file: string): BackupManifest {
  if (loaded.manifest === undefined)
    throw new BackupError(`${file} is incomplete (cut short): copy the whole backup again, or use another one.`);
  const damaged = (what: string) => new BackupError(`${file} is damaged (${what}): use another backup.`);
  const m = loaded.manifest as Partial<BackupManifest>;
  if (!m.tables || !m.files || !m.sequences) throw damaged('the manifest lacks its checksums');
  for (const k of ['format', 'formatVersion', 'schemaVersion', 'database', 'createdAt'] as const)
    if (m[k] !== header[k]) throw damaged(`the manifest's ${k} differs from the header's`);
  for (const name of loaded.tables.keys()) if (!(name in m.tables)) throw damaged(`rows of ${name} the manifest does not list`);
  for (const [name, want] of Object.entries(m.tables as Record<string, TableSum>)) {
    const got = loaded.tables.get(name);
    const rows = got?.rows ?? 0;
    if (rows !== want.rows) throw damaged(`${name} has ${rows} rows, the manifest says ${want.rows}`);
    if ((got ? got.hash.digest('hex') : EMPTY_SHA256) !== want.sha256)
      throw damaged(`the rows of ${name} do not match their checksum`);
  }
  const files = m.files as Record<string, FileSum>;
  for (const [id, f] of Object.entries(files)) {
    const got = loaded.files.get(id);
    if (!got) throw damaged(`file ${id} is missing`);
    if (got.size !== f.size || got.sha256 !== f.sha256) throw damaged(`file ${id} does not match its checksum`);
  }
  for (const id of loaded.files.keys()) if (!(id in files)) throw damaged(`file ${id} is not in the manifest`);
  if (!loaded.sequences || loaded.sequences.sha256 !== m.sequences.sha256)
    throw damaged('the sequences do not match their checksum');
  return m as BackupManifest;
}

/** The backup has exactly the tables of its schema version. */
function checkTables(manifest: BackupManifest, tables: readonly TableShape[], file: string): void {
  const names = new Set(tables.map((t) => t.name));
  for (const name of Object.keys(manifest.tables))
    if (!names.has(name))
      throw new BackupError(`${file} is damaged (a table ${name} its schema version does not have): use another backup.`);
  for (const name of names)
    if (!(name in manifest.tables))
      throw new BackupError(`${file} is damaged (the manifest does not list ${name}): use another backup.`);
}

/** Puts every sequence where it was, so new rows get the ids they would have had. */
async function setSequences(tx: Queryable, loaded: Loaded['sequences'], file: string): Promise<void> {
  const positions = (loaded?.positions ?? {}) as SequencePositions;
  const known = new Set(await listSequences(tx));
  for (const [name, p] of Object.entries(positions)) {
    if (!known.has(name)) throw new BackupError(`${file} is damaged (an unknown sequence ${name}): use another backup.`);
    await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [ident(name), p.value, p.called]);
  }
}
