import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Queryable } from '../db/queryable.ts';
import type { BlobInfo, BlobStore } from './blob-store.ts';

/** Every chunk but a file's last holds exactly this many bytes, so byte n is in chunk n / CHUNK. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query when reading: 4 MB in memory at most per reader. */
const CHUNKS_PER_READ = 16;

/** The tables that hold the files (a backup carries their bytes as files, not as rows). */
export const BLOB_TABLES: readonly string[] = ['files', 'file_chunks'];

/**
 * Files as rows of fixed-size chunks in the database, written inside the caller's transaction.
 * Reads go through `db`: a transaction reads its own snapshot.
 */
export class DatabaseBlobStore implements BlobStore {
  readonly kind = 'database';

  constructor(private readonly db: Queryable) {}

  async put(tx: Queryable, fileId: string, source: string | Uint8Array): Promise<void> {
    let size = 0;
    let seq = 0;
    await tx.query('INSERT INTO files (file_id, size) VALUES ($1, 0)', [fileId]);
    for await (const chunk of fixedChunks(source)) {
      await tx.query('INSERT INTO file_chunks (file_id, seq, data) VALUES ($1, $2, $3)', [fileId, seq++, chunk]);
      size += chunk.length;
    }
    await tx.query('UPDATE files SET size = $2 WHERE file_id = $1', [fileId, size]);
  }

  async discard(): Promise<void> {
    // The transaction's rollback removed the chunks.
  }

  async removeInTransaction(tx: Queryable, fileId: string): Promise<void> {
    await tx.query('DELETE FROM files WHERE file_id = $1', [fileId]);
  }

  async removeAfterCommit(): Promise<void> {
    // Removed with the row.
  }

  async info(fileId: string): Promise<BlobInfo | undefined> {
    const [row] = await this.db.query<{ size: number; created_at: Date | string }>(
      'SELECT size, created_at FROM files WHERE file_id = $1',
      [fileId],
    );
    return row && { size: Number(row.size), modified: new Date(row.created_at) };
  }

  read(fileId: string, start: number, end: number): Readable {
    const db = this.db;
    async function* chunks() {
      const last = Math.floor(end / CHUNK_BYTES);
      for (let from = Math.floor(start / CHUNK_BYTES); from <= last; from += CHUNKS_PER_READ) {
        const to = Math.min(last, from + CHUNKS_PER_READ - 1);
        const rows = await db.query<{ seq: number; data: Buffer }>(
          'SELECT seq, data FROM file_chunks WHERE file_id = $1 AND seq BETWEEN $2 AND $3 ORDER BY seq',
          [fileId, from, to],
        );
        if (rows.length !== to - from + 1) throw new Error(`File ${fileId} is missing chunks ${from}-${to}`);
        for (const { seq, data } of rows) {
          const offset = seq * CHUNK_BYTES;
          yield data.subarray(Math.max(0, start - offset), Math.min(data.length, end - offset + 1));
        }
      }
    }
    // Pulled on demand: a slow reader holds at most one batch.
    return Readable.from(chunks(), { objectMode: false, highWaterMark: CHUNK_BYTES });
  }

  async list(): Promise<string[]> {
    return (await this.db.query<{ file_id: string }>('SELECT file_id FROM files')).map((r) => r.file_id);
  }

  async clear(): Promise<void> {
    await this.db.query('TRUNCATE files, file_chunks');
  }
}

/** The bytes of `source` in CHUNK_BYTES pieces (the last one shorter), one piece in memory at a time. */
async function* fixedChunks(source: string | Uint8Array): AsyncGenerator<Buffer> {
  if (typeof source !== 'string') {
    for (let i = 0; i < source.length; i += CHUNK_BYTES) yield Buffer.from(source.subarray(i, i + CHUNK_BYTES));
    return;
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of createReadStream(source, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
    let rest = piece;
    while (pendingBytes + rest.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - pendingBytes;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes) yield Buffer.concat(pending);
}
