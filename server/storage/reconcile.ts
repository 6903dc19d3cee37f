import { stat } from 'node:fs/promises';
import type { Database } from '../db/database.ts';
import type { FileStore } from './file-store.ts';

/**
 * On a shared PostgreSQL a stored file this young may belong to another instance's upload still
 * committing its row. The embedded database has one server per data folder, so at its start-up
 * no upload is in flight and every orphan goes at once.
 */
const SHARED_ORPHAN_MIN_AGE_MS = 10 * 60_000;

export interface Reconciled {
  /** Files without a row, removed. */
  removedFiles: number;
  /** Rows whose file is missing, now hidden from every list. */
  hiddenRows: number;
  /** Hidden rows whose file is back, listed again. */
  restoredRows: number;
}

/**
 * Makes files and rows agree after a crash: a file no row names (a crash between the file's
 * rename and the row's commit, or between a delete's row and its file) is removed; a row whose
 * file is missing is hidden (not deleted: the file may come back, e.g. a late storage mount).
 */
export async function reconcileFiles(db: Database, store: FileStore, now = Date.now()): Promise<Reconciled> {
  const rows = await db.query<{ id: number; file_id: string; file_missing: boolean }>('SELECT id, file_id, file_missing FROM materials');
  const onDisk = new Set(await store.list());
  const named = new Set(rows.map((r) => r.file_id));
  const minAgeMs = db.kind === 'pglite' ? 0 : SHARED_ORPHAN_MIN_AGE_MS;
  let removedFiles = 0;
  for (const name of onDisk) {
    if (named.has(name) || !store.isFileId(name)) continue;
    const path = store.pathOf(name);
    const info = await stat(path).catch(() => undefined);
    if (!info || now - info.mtimeMs < minAgeMs) continue;
    await store.remove(path);
    removedFiles++;
  }
  const missing = rows.filter((r) => !onDisk.has(r.file_id) && !r.file_missing).map((r) => r.id);
  const back = rows.filter((r) => onDisk.has(r.file_id) && r.file_missing).map((r) => r.id);
  if (missing.length) await db.query('UPDATE materials SET file_missing = true WHERE id = ANY($1::int[])', [missing]);
  if (back.length) await db.query('UPDATE materials SET file_missing = false WHERE id = ANY($1::int[])', [back]);
  return { removedFiles, hiddenRows: missing.length, restoredRows: back.length };
}
