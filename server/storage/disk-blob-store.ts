import { createReadStream } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { BlobInfo, BlobStore } from './blob-store.ts';
import type { FileStore } from './file-store.ts';

/**
 * Files on local disk (DATA_DIR/files), for the embedded database. A file is made durable and
 * renamed into place before its row commits; a crash in between leaves a file without a row,
 * which the next start removes (storage/reconcile.ts). Delete removes the row, then the bytes.
 */
export class DiskBlobStore implements BlobStore {
  readonly kind = 'disk';

  constructor(private readonly store: FileStore) {}

  async put(_tx: unknown, fileId: string, source: string | Uint8Array): Promise<void> {
    let tempPath = source;
    if (typeof tempPath !== 'string') {
      tempPath = this.store.tempPath();
      await writeFile(tempPath, source, { flag: 'wx' });
    }
    await this.store.commit(tempPath, fileId);
  }

  async discard(fileIds: string[]): Promise<void> {
    await Promise.all(fileIds.map((id) => this.store.remove(this.store.pathOf(id))));
  }

  async removeInTransaction(): Promise<void> {
    // The bytes go once the row's removal committed.
  }

  async removeAfterCommit(fileId: string): Promise<void> {
    await this.store.remove(this.store.pathOf(fileId));
  }

  async info(fileId: string): Promise<BlobInfo | undefined> {
    const s = await stat(this.store.pathOf(fileId)).catch(() => undefined);
    return s && { size: s.size, modified: s.mtime };
  }

  read(fileId: string, start: number, end: number): Readable {
    return createReadStream(this.store.pathOf(fileId), { start, end });
  }

  async list(): Promise<string[]> {
    return (await this.store.list()).filter((name) => this.store.isFileId(name));
  }

  async clear(): Promise<void> {
    const names = await this.store.list().catch(() => []);
    await Promise.all(names.map((n) => rm(`${this.store.filesDir}/${n}`, { force: true })));
  }
}
