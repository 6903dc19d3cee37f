import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database.ts';
import { chooseBlobStore } from '../../server/storage/choose-blob-store.ts';
import { FileStore } from '../../server/storage/file-store.ts';
import type { ServerEnv } from '../support/server-process.ts';

export interface StoredState {
  /** File ids the materials rows name: each material's file and its page 1 preview and thumbnail. */
  rows: string[];
  /** Rows hidden because their file is missing. */
  hiddenRows: number;
  /** File ids whose bytes are stored. */
  files: string[];
  /** Upload temp files left in any instance's temp folder. */
  tempFiles: string[];
}

/** What the database and the file storage (disk, or the database itself) hold, read while no server runs. */
export async function storedState(env: ServerEnv): Promise<StoredState> {
  const db = await openDatabase({
    dataDir: join(env.DATA_DIR, 'db'),
    databaseUrl: env.DATABASE_URL,
    schema: env.DATABASE_SCHEMA,
  });
  try {
    const rows = await db.query<{
      file_id: string;
      file_missing: boolean;
      preview_file_id: string | null;
      thumbnail_file_id: string | null;
    }>('SELECT file_id, file_missing, preview_file_id, thumbnail_file_id FROM materials');
    // Not init(): reading must not create or clear anything.
    const files = await chooseBlobStore(db, new FileStore(env.DATA_DIR)).list();
    const tmpRoot = join(env.DATA_DIR, 'tmp');
    const folders = await readdir(tmpRoot, { withFileTypes: true }).catch(() => []);
    const tempFiles = (
      await Promise.all(folders.map((f) => (f.isDirectory() ? readdir(join(tmpRoot, f.name)) : [f.name])))
    ).flat();
    return {
      rows: rows
        .flatMap((r) => [r.file_id, r.preview_file_id, r.thumbnail_file_id])
        .filter((id): id is string => !!id)
        .sort(),
      hiddenRows: rows.filter((r) => r.file_missing).length,
      files: files.sort(),
      tempFiles,
    };
  } finally {
    await db.close();
  }
}
