import type { Database } from '../db/queryable.ts';
import type { BlobStore } from './blob-store.ts';
import { DatabaseBlobStore } from './database-blob-store.ts';
import { DiskBlobStore } from './disk-blob-store.ts';
import type { FileStore } from './file-store.ts';

/**
 * Files go where every server using this database can read them: into a shared PostgreSQL, or
 * next to the embedded database on this server's disk.
 */
export function chooseBlobStore(db: Database, store: FileStore): BlobStore {
  return db.kind === 'postgres' ? new DatabaseBlobStore(db) : new DiskBlobStore(store);
}
