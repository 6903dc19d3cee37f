import { BackupError } from './backup-error.ts';

/**
 * A backup is a gzip-compressed tar of, in this order:
 * - `backup.json`: the header (what made it, from which schema version);
 * - `tables/<table>/<n>.ndjson`: every table's rows, one JSON object per line, in key order, in
 *   numbered pieces of a few MB;
 * - `sequences.json`: each sequence's position;
 * - `files/<file id>`: every stored file's bytes;
 * - `manifest.json`: the header again with each table's row count and SHA-256 (of its lines),
 *   each file's size, time and SHA-256, and the sequences' SHA-256. A restore takes nothing
 *   before it has checked all of them.
 */
export const FORMAT = 'edu-portal-backup';
export const FORMAT_VERSION = 1;

export const HEADER_ENTRY = 'backup.json';
export const SEQUENCES_ENTRY = 'sequences.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const TABLE_PREFIX = 'tables/';
export const FILE_PREFIX = 'files/';

/** Rows are written in pieces of about this many bytes (a restore inserts one piece per statement). */
export const PIECE_BYTES = 4 * 1024 * 1024;

export interface BackupHeader {
  format: typeof FORMAT;
  formatVersion: number;
  /** The last schema migration the data had. */
  schemaVersion: number;
  /** Where it came from: the embedded database or PostgreSQL. */
  database: 'pglite' | 'postgres';
  createdAt: string;
}

export interface TableSum {
  rows: number;
  sha256: string;
}

export interface FileSum {
  size: number;
  sha256: string;
  /** When the file was stored (ISO). */
  modified: string;
}

export interface BackupManifest extends BackupHeader {
  tables: Record<string, TableSum>;
  sequences: { sha256: string };
  files: Record<string, FileSum>;
}

/** Sequence positions as `setval(name, value, called)` takes them. */
export type SequencePositions = Record<string, { value: string; called: boolean }>;

export const pieceName = (table: string, n: number) => `${TABLE_PREFIX}${table}/${String(n).padStart(6, '0')}.ndjson`;

/** The table a piece's entry name belongs to, if it is one. */
export function pieceTable(name: string): string | undefined {
  return /^tables\/([a-z_][a-z0-9_$]*)\/\d{6}\.ndjson$/.exec(name)?.[1];
}

/** Checks a header read from a backup, against what this code can restore. */
export function checkHeader(json: unknown, file: string, knownSchema: number): BackupHeader {
  const h = json as Partial<BackupHeader> | null;
  if (!h || h.format !== FORMAT || !Number.isInteger(h.formatVersion) || !Number.isInteger(h.schemaVersion))
    throw new BackupError(`${file} is not a backup made by npm run backup.`);
  if (h.formatVersion! > FORMAT_VERSION)
    throw new BackupError(
      `${file} was made by a newer version of the portal (backup format ${h.formatVersion}, this one reads ${FORMAT_VERSION}): update the portal, then restore.`,
    );
  if (h.schemaVersion! > knownSchema)
    throw new BackupError(
      `${file} was made by a newer version of the portal (schema version ${h.schemaVersion}, this one knows ${knownSchema}): update the portal, then restore.`,
    );
  return h as BackupHeader;
}

/** Parses an entry's JSON; bad JSON is a damaged file. */
export function parseJsonEntry(bytes: Buffer, file: string, entry: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError(`${file} is damaged: ${entry} is not valid JSON.`);
  }
}
