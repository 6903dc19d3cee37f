import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/queryable.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { chooseBlobStore } from '../storage/choose-blob-store.ts';
import { FileStore } from '../storage/file-store.ts';
import { BackupError } from './backup-error.ts';

export interface OpenedData {
  db: Database;
  store: FileStore;
  blobs: BlobStore;
  /** Where the data is, for messages: "PostgreSQL" or the data folder. */
  where: string;
}

/**
 * Opens the database the server would use (DATABASE_URL and DATABASE_SCHEMA, or the embedded
 * one in DATA_DIR) and its file store. The embedded database is refused while another process
 * (a running server) has it open: it allows one process at a time.
 */
export async function openServerData({ mustExist }: { mustExist: boolean }): Promise<OpenedData> {
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const store = new FileStore(dataDir);
  if (!databaseUrl) {
    if (mustExist && !existsSync(join(dataDir, 'db')))
      throw new BackupError(`There is no embedded database in ${dataDir}: set DATA_DIR to the server's data folder.`);
    const pids = await store.otherLiveInstances();
    if (pids.length)
      throw new BackupError(
        `The embedded database in ${dataDir} is in use by process ${pids.join(', ')} (a running server): stop it, then run this again.`,
      );
  }
  try {
    await store.init();
  } catch (err) {
    throw new BackupError(
      `The data folder ${dataDir} is not writable (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): set DATA_DIR to a writable folder.`,
    );
  }
  let db: Database;
  try {
    db = await openDatabase({ dataDir: join(dataDir, 'db'), databaseUrl, schema: process.env.DATABASE_SCHEMA });
  } catch (err) {
    const where = databaseUrl ? 'the PostgreSQL server in DATABASE_URL' : `the embedded database in ${join(dataDir, 'db')}`;
    throw new BackupError(`Could not open ${where}: ${(err as Error).message}`);
  }
  return { db, store, blobs: chooseBlobStore(db, store), where: databaseUrl ? 'PostgreSQL' : dataDir };
}
