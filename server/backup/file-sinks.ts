import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Queryable } from '../db/queryable.ts';
import { DatabaseBlobStore } from '../storage/database-blob-store.ts';
import { isFileId, type FileStore } from '../storage/file-store.ts';
import type { FileSum } from './format.ts';

/**
 * Where a restore puts the files' bytes. Nothing is visible before `finish`, which runs just
 * before the restore's transaction commits; `abort` undoes everything when it does not.
 */
export interface FileSink {
  /** Files already stored outside the database's tables (they count as data in the target). */
  existingFiles(): Promise<number>;
  write(fileId: string, body: AsyncIterable<Buffer>): Promise<{ size: number; sha256: string }>;
  finish(files: Record<string, FileSum>): Promise<void>;
  afterCommit(): Promise<void>;
  abort(): Promise<void>;
}

/** Copies `body` to a new file at `path`, made durable; answers its size and SHA-256. */
async function copyToFile(body: AsyncIterable<Buffer>, path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    body,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(path, { flags: 'wx' }),
  );
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Files in DATA_DIR/files (the embedded database): written to a folder of this process's temp
 * folder, which replaces DATA_DIR/files as a whole in two renames just before the commit. The
 * files it replaces are removed once the commit is done, and put back if it fails.
 */
export class DiskFileSink implements FileSink {
  private readonly staging: string;
  private readonly replaced: string;
  private swapped = false;

  constructor(private readonly store: FileStore) {
    const tag = randomBytes(4).toString('hex');
    this.staging = join(store.tmpDir, `restore-${tag}`);
    this.replaced = `${store.filesDir}.replaced-${tag}`;
  }

  async existingFiles(): Promise<number> {
    return (await this.store.list().catch(() => [])).filter(isFileId).length;
  }

  async write(fileId: string, body: AsyncIterable<Buffer>) {
    await mkdir(this.staging, { recursive: true });
    return copyToFile(body, join(this.staging, fileId));
  }

  async finish(files: Record<string, FileSum>): Promise<void> {
    await mkdir(this.staging, { recursive: true });
    for (const [id, f] of Object.entries(files)) {
      const at = new Date(f.modified);
      await utimes(join(this.staging, id), at, at);
    }
    await rename(this.store.filesDir, this.replaced).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
    this.swapped = true;
    await rename(this.staging, this.store.filesDir);
  }

  async afterCommit(): Promise<void> {
    await rm(this.replaced, { recursive: true, force: true });
  }

  async abort(): Promise<void> {
    if (this.swapped) {
      await rm(this.store.filesDir, { recursive: true, force: true });
      await rename(this.replaced, this.store.filesDir).catch(() => mkdir(this.store.filesDir, { recursive: true }));
    }
    await rm(this.staging, { recursive: true, force: true });
  }
}

/**
 * Files as rows of the database (PostgreSQL): each is copied to a temp file, then stored in
 * chunks within the restore's transaction, so they commit or vanish with it.
 */
export class DatabaseFileSink implements FileSink {
  private temp?: string;

  constructor(private readonly tx: Queryable) {}

  async existingFiles(): Promise<number> {
    return 0; // they are rows of the files table, counted with the tables
  }

  async write(fileId: string, body: AsyncIterable<Buffer>) {
    this.temp ??= await mkdtemp(join(tmpdir(), 'edu-restore-'));
    const path = join(this.temp, fileId);
    try {
      const copied = await copyToFile(body, path);
      await new DatabaseBlobStore(this.tx).put(this.tx, fileId, path);
      return copied;
    } finally {
      await rm(path, { force: true });
    }
  }

  async finish(files: Record<string, FileSum>): Promise<void> {
    const ids = Object.keys(files);
    if (!ids.length) return;
    await this.tx.query(
      'UPDATE files f SET created_at = t.at FROM unnest($1::text[], $2::timestamptz[]) AS t(id, at) WHERE f.file_id = t.id',
      [ids, ids.map((id) => files[id]!.modified)],
    );
  }

  async afterCommit(): Promise<void> {
    await this.abort();
  }

  async abort(): Promise<void> {
    if (this.temp) await rm(this.temp, { recursive: true, force: true });
  }
}
