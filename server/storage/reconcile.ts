import type { Database } from '../db/queryable.ts';
import type { BlobStore } from './blob-store.ts';

export interface Reconciled {
  /** Files without a row, removed. */
  removedFiles: number;
  /** Rows whose file is missing, now hidden from every list. */
  hiddenRows: number;
  /** Hidden rows whose file is back, listed again. */
  restoredRows: number;
}

/**
 * Makes files and rows agree after a crash, at start-up. A file no row names (on disk: a crash
 * between the file's rename and the row's commit, or between a delete's row and its file) is
 * removed at once: the embedded database has one server per data folder, so no upload is in
 * flight, and in a shared database a file and its row commit together. A row whose file is
 * missing is hidden (not deleted: the file may come back, e.g. a late storage mount).
 */
export async function reconcileFiles(db: Database, blobs: BlobStore): Promise<Reconciled> {
  const rows = await db.query<{
    id: number;
    file_id: string;
    file_missing: boolean;
    preview_file_id: string | null;
    thumbnail_file_id: string | null;
  }>('SELECT id, file_id, file_missing, preview_file_id, thumbnail_file_id FROM materials');
  const stored = new Set(await blobs.list());
  // A material's page 1 images are its files too.
  const named = new Set(rows.flatMap((r) => [r.file_id, r.preview_file_id ?? '', r.thumbnail_file_id ?? '']));
  const orphans = [...stored].filter((id) => !named.has(id));
  for (const id of orphans) {
    await blobs.removeInTransaction(db, id);
    await blobs.removeAfterCommit(id);
  }
  const missing = rows.filter((r) => !stored.has(r.file_id) && !r.file_missing).map((r) => r.id);
  const back = rows.filter((r) => stored.has(r.file_id) && r.file_missing).map((r) => r.id);
  if (missing.length) await db.query('UPDATE materials SET file_missing = true WHERE id = ANY($1::int[])', [missing]);
  if (back.length) await db.query('UPDATE materials SET file_missing = false WHERE id = ANY($1::int[])', [back]);
  return { removedFiles: orphans.length, hiddenRows: missing.length, restoredRows: back.length };
}
