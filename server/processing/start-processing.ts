import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/queryable.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { FileStore } from '../storage/file-store.ts';
import { MaterialJobRunner } from './job-runner.ts';
import { PdfWorkerPool } from './pdf-workers.ts';

/** An upload's PDF that pdf.js has not opened in this long is refused as unreadable. */
export const UPLOAD_CHECK_TIME_LIMIT_MS = 20_000;
/** A job's pdf.js run (text of every page, page 1 images) longer than this fails (and is retried). */
export const JOB_TIME_LIMIT_MS = 5 * 60_000;
/**
 * Resident memory of a pdf.js worker process. A worker that has read a file takes some 125 MB;
 * a check opens page 1 without drawing it; a job draws page 1, whose largest image (pdf-read.ts
 * MAX_IMAGE_PIXELS) takes some 170 MB more (two of them some 245 MB). A job worker past its
 * limit is killed and the file has no preview: six such images on page 1 grew a worker by 262 MB
 * before it was.
 */
const CHECK_MEMORY_MB = 256;
const JOB_MEMORY_MB = 352;

export interface Processing {
  pdfChecks: PdfWorkerPool;
  jobs: { poke(): void };
  /** Undefined when this server runs no jobs. */
  runner?: MaterialJobRunner;
}

/**
 * The server's pdf.js worker processes: two for checking uploads (answers within a request) and
 * one for processing jobs, so a long job never delays an upload. The job runner starts when the server
 * is ready and stops when it closes, before the database does.
 */
export function startProcessing(
  app: FastifyInstance,
  deps: { db: Database; blobs: BlobStore; store: FileStore },
  pollMs: number,
): Processing {
  const pdfChecks = new PdfWorkerPool({ size: 2, timeLimitMs: UPLOAD_CHECK_TIME_LIMIT_MS, maxMemoryMb: CHECK_MEMORY_MB });
  const jobWorkers = new PdfWorkerPool({ size: 1, timeLimitMs: JOB_TIME_LIMIT_MS, maxMemoryMb: JOB_MEMORY_MB });
  const log = {
    info: (msg: string) => app.log.info(msg),
    warn: (msg: string) => app.log.warn(msg),
    error: (msg: string) => app.log.error(msg),
  };
  const runner =
    pollMs > 0
      ? new MaterialJobRunner({ ...deps, pdfs: jobWorkers, pollMs, lockMs: JOB_TIME_LIMIT_MS + 60_000, log })
      : undefined;
  app.addHook('onReady', async () => runner?.start());
  app.addHook('preClose', async () => runner?.stop());
  app.addHook('onClose', async () => {
    await Promise.all([pdfChecks.close(), jobWorkers.close()]);
  });
  return { pdfChecks, jobs: { poke: () => runner?.poke() }, runner };
}
