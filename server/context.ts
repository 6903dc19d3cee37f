import type { Database } from './db/queryable.ts';
import type { FileStore } from './storage/file-store.ts';
import type { BlobStore } from './storage/blob-store.ts';
import type { AuthSettings } from './auth/guard.ts';
import type { SlowDown } from './auth/sign-in-limit.ts';
import type { HashSlots } from './auth/hash-slots.ts';
import type { PdfWorkerPool } from './processing/pdf-workers.ts';

/** What every route module needs. */
export interface AppContext {
  db: Database;
  /** Temp files of uploads in flight and the free-disk check. */
  store: FileStore;
  /** Stored files' bytes. */
  blobs: BlobStore;
  auth: AuthSettings;
  /** Uploads are refused (507) while the files' disk has less free space than this. */
  minFreeBytes: number;
  /** pdf.js workers that check uploaded PDFs open (processing/inspect-upload.ts). */
  pdfChecks: PdfWorkerPool;
  /** Material processing jobs: `poke()` once new ones are committed, so they start at once. */
  jobs: { poke(): void };
  /** The wait before answering an account-and-address pair that keeps failing to sign in. */
  signInSlowDown: SlowDown;
  /** The password hashes this instance computes at once, and those waiting. */
  hashSlots: HashSlots;
}
