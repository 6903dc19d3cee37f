import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Queryable } from '../db/queryable.ts';

/** A new public file id: 128 random bits, URL-safe, never derived from the client's name. */
export const newFileId = (): string => randomBytes(16).toString('base64url');

export interface BlobInfo {
  size: number;
  modified: Date;
}

/**
 * Where uploaded files' bytes live: on local disk with the embedded database (one server per
 * data folder), in PostgreSQL with DATABASE_URL (every instance reads what any instance stored).
 * Writes take part in the caller's transaction where the store can: a file is visible exactly
 * when its row is.
 */
export interface BlobStore {
  readonly kind: 'disk' | 'database';
  /** Stores `source` (a finished temp file's path, or bytes) as `fileId`, within `tx`. */
  put(tx: Queryable, fileId: string, source: string | Uint8Array): Promise<void>;
  /** Undoes puts whose transaction failed (a database store's rollback already did). */
  discard(fileIds: string[]): Promise<void>;
  /** Removes `fileId` within `tx` (a database store)... */
  removeInTransaction(tx: Queryable, fileId: string): Promise<void>;
  /** ...or once the row's removal committed (a disk store: the bytes go after the row). */
  removeAfterCommit(fileId: string): Promise<void>;
  /** Size and time of a stored file; undefined when its bytes are missing. */
  info(fileId: string): Promise<BlobInfo | undefined>;
  /** Bytes start..end (inclusive) of a stored file, streamed. */
  read(fileId: string, start: number, end: number): Readable;
  /** Ids of every stored file. */
  list(): Promise<string[]>;
  /** Removes every stored file (reset of the demo data). */
  clear(): Promise<void>;
}
