import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { meaningfulLabels } from '../../src/contract/page-labels.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { newFileId, type BlobStore } from '../storage/blob-store.ts';
import type { FileStore } from '../storage/file-store.ts';
import { imageSize } from './image-size.ts';
import { completeJob, type Claim } from './job-queue.ts';
import type { PdfWorkerPool } from './pdf-workers.ts';
import type { PdfFacts } from './pdf-tasks.ts';

export interface ProcessDeps {
  db: Database;
  blobs: BlobStore;
  /** Temp files: a PDF is copied out of the blob store for pdf.js to read in ranges. */
  store: FileStore;
  pdfs: PdfWorkerPool;
}

/** Page 1 images: the preview at the viewer's default width, the thumbnail for lists. */
export const PREVIEW_IMAGES = { previewWidth: 1200, thumbnailWidth: 160, quality: 75 } as const;

/**
 * 'done': results stored; 'gone': the material was deleted meanwhile; 'lost': another runner
 * claimed the job since (this run's results were dropped).
 */
export type ProcessOutcome = 'done' | 'gone' | 'lost';

/** Thrown inside a transaction to roll it back. */
const LOST = new Error('The job was claimed by another runner.');

/**
 * Reads a claimed job's file and stores what it learnt; throws when the file cannot be read, or
 * with an AbortError when `signal` stops the reading.
 */
export async function processMaterial(deps: ProcessDeps, claim: Claim, signal?: AbortSignal): Promise<ProcessOutcome> {
  const { db, blobs } = deps;
  const [m] = await db.query<{ file_id: string; mime: string }>('SELECT file_id, mime FROM materials WHERE id = $1', [
    claim.materialId,
  ]);
  // The job row went with its material.
  if (!m) return 'gone';
  const info = await blobs.info(m.file_id);
  if (!info || info.size === 0) throw new Error('The file is missing from storage.');
  if (m.mime === 'application/pdf') return processPdf(deps, claim, m.file_id, info.size, signal);
  if (m.mime.startsWith('image/')) {
    const image =
      imageSize(await readBlob(blobs, m.file_id, Math.min(info.size, 1024 * 1024))) ??
      imageSize(await readBlob(blobs, m.file_id, info.size));
    return finish(db, claim, 'processing = $2, width = $3, height = $4, orientation = $5', [
      'done',
      image?.width ?? null,
      image?.height ?? null,
      image?.orientation ?? null,
    ]);
  }
  return finish(db, claim, 'processing = $2', ['done']);
}

async function processPdf(
  deps: ProcessDeps,
  claim: Claim,
  fileId: string,
  size: number,
  signal?: AbortSignal,
): Promise<ProcessOutcome> {
  const { db, blobs, store, pdfs } = deps;
  const temp = store.tempPath();
  let facts: PdfFacts | null;
  try {
    await pipeline(blobs.read(fileId, 0, size - 1), createWriteStream(temp, { flags: 'wx' }), { signal });
    const result = await pdfs.run({ kind: 'process', path: temp, ...PREVIEW_IMAGES }, signal);
    facts = result.encrypted ? null : result;
  } finally {
    await store.remove(temp);
  }
  // A document that asks for a password shows nothing without it: done, with nothing to store.
  if (!facts) return finish(db, claim, 'processing = $2', ['done']);
  if (!(await savePageTexts(db, claim.materialId, facts.texts))) return 'gone';
  const images = facts.images === 'too-large' ? undefined : facts.images;
  const previewId = images && newFileId();
  const thumbnailId = images && newFileId();
  try {
    return await db.transaction(async (tx) => {
      if (!(await completeJob(tx, claim))) throw LOST;
      if (images) {
        await blobs.put(tx, previewId!, images.preview);
        await blobs.put(tx, thumbnailId!, images.thumbnail);
      }
      await tx.query(
        `UPDATE materials SET processing = $10, pages = $2, has_outline = $3, page_labels = $4::jsonb, width = $5, height = $6,
           preview_file_id = $7, thumbnail_file_id = $8, preview_text = $9
         WHERE id = $1`,
        [
          claim.materialId,
          facts.pages,
          facts.hasOutline,
          JSON.stringify(meaningfulLabels(facts.labels, facts.pages)),
          facts.width,
          facts.height,
          previewId ?? null,
          thumbnailId ?? null,
          facts.textLayout,
          images ? 'done' : 'too-large',
        ],
      );
      return 'done' as const;
    });
  } catch (err) {
    // A disk store placed the images before the transaction failed.
    if (previewId && thumbnailId) await blobs.discard([previewId, thumbnailId]);
    if (err === LOST) return 'lost';
    throw err;
  }
}

/**
 * Ends the job of a file whose reading passed a worker's memory limit: the same file would pass
 * it again, so it is not retried; it has no preview and stays listed and served.
 */
export function tooLargeToRead(db: Database, claim: Claim): Promise<ProcessOutcome> {
  return finish(db, claim, 'processing = $2', ['too-large']);
}

/** Updates the material and ends its job in one transaction. */
async function finish(db: Database, claim: Claim, set: string, values: unknown[]): Promise<ProcessOutcome> {
  return db.transaction(async (tx) => {
    if (!(await completeJob(tx, claim))) return 'lost';
    await tx.query(`UPDATE materials SET ${set} WHERE id = $1`, [claim.materialId, ...values]);
    return 'done';
  });
}

/**
 * Rows and text per statement: 2,000 short pages take 10 statements, never one per page. The
 * text bound keeps each statement short on the embedded database, which indexes the text (a
 * tsvector and its GIN index, about 5 microseconds a character) on the server's own thread.
 */
const PAGES_PER_BATCH = 200;
const TEXT_PER_BATCH = 32 * 1024;

/**
 * Stores each page's text (page numbers from 1), a batch per statement and each batch on its
 * own, so the server answers requests between them. A run after a failed one writes the same
 * rows again. False when the material was deleted meanwhile.
 */
export async function savePageTexts(db: Queryable, materialId: number, texts: readonly string[]): Promise<boolean> {
  let batch: unknown[][] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length)
      await bulkInsert(
        db,
        'material_pages',
        ['material_id', 'page', 'body'],
        batch,
        'ON CONFLICT (material_id, page) DO UPDATE SET body = EXCLUDED.body',
      );
    batch = [];
    chars = 0;
    // The embedded database answers without giving the event loop a turn: requests go first.
    await new Promise((resolve) => setImmediate(resolve));
  };
  try {
    for (const [i, text] of texts.entries()) {
      batch.push([materialId, i + 1, text]);
      chars += text.length;
      if (batch.length >= PAGES_PER_BATCH || chars >= TEXT_PER_BATCH) await flush();
    }
    await flush();
    return true;
  } catch (err) {
    // A foreign-key violation: the material is gone.
    if ((err as { code?: string } | null)?.code === '23503') return false;
    throw err;
  }
}

/** The first `n` bytes of a stored file. */
async function readBlob(blobs: BlobStore, fileId: string, n: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of blobs.read(fileId, 0, n - 1)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
