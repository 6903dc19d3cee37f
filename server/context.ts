import type { Database } from './db/database.ts';
import type { FileStore } from './storage/file-store.ts';
import type { AuthSettings } from './auth/guard.ts';

/** What every route module needs. */
export interface AppContext {
  db: Database;
  store: FileStore;
  auth: AuthSettings;
  /** Uploads are refused (507) while the files' disk has less free space than this. */
  minFreeBytes: number;
}
