import { open } from 'node:fs/promises';
import { uploadUnreadablePdfMessage } from '../../src/contract/materials.ts';
import { HttpError } from '../http/errors.ts';
import type { ReceivedFile } from '../storage/receive-upload.ts';
import { imageSize, type ImageSize } from './image-size.ts';
import { PdfTaskError, type PdfWorkerPool } from './pdf-workers.ts';

/** What an upload's check learnt, stored with its row. */
export interface UploadFacts {
  /** 'pending': a job reads the rest (a PDF's pages, text, preview) after the upload. */
  processing: 'pending' | 'done';
  image?: ImageSize;
}

/** Bytes read for an image's header at first: its size sits near the start unless big metadata comes first. */
const IMAGE_HEAD_BYTES = 1024 * 1024;

/**
 * Checks one received file before anything is stored. A PDF must open in pdf.js (one that asks
 * for a password does): otherwise 422 "<name> could not be read as a PDF". An image's size and
 * orientation are read from its bytes.
 */
export async function inspectUpload(file: ReceivedFile, pdfs: PdfWorkerPool): Promise<UploadFacts> {
  if (file.mime === 'application/pdf') {
    try {
      const check = await pdfs.run({ kind: 'check', path: file.tempPath });
      // Nothing more can be read from a document without its password.
      return { processing: check.encrypted ? 'done' : 'pending' };
    } catch (err) {
      if (err instanceof PdfTaskError && err.name === 'AbortError')
        throw new HttpError(503, 'The server is restarting. Try the upload again in a moment.');
      throw new HttpError(422, uploadUnreadablePdfMessage(file.title));
    }
  }
  if (file.mime.startsWith('image/')) {
    const image = await readImageSize(file.tempPath, file.size);
    return { processing: 'done', ...(image ? { image } : {}) };
  }
  return { processing: 'done' };
}

/** Every file of an upload, checked at once; the first refused file (in upload order) refuses the upload. */
export async function inspectUploads(files: readonly ReceivedFile[], pdfs: PdfWorkerPool): Promise<UploadFacts[]> {
  const settled = await Promise.allSettled(files.map((f) => inspectUpload(f, pdfs)));
  const refused = settled.find((s) => s.status === 'rejected');
  if (refused) throw refused.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<UploadFacts>).value);
}

/** An image's size from its first megabyte, or from all of it when the header sits further in. */
export async function readImageSize(path: string, size: number): Promise<ImageSize | undefined> {
  const handle = await open(path, 'r');
  try {
    const read = async (n: number) => {
      const buf = Buffer.alloc(n);
      const { bytesRead } = await handle.read(buf, 0, n, 0);
      return buf.subarray(0, bytesRead);
    };
    const head = imageSize(await read(Math.min(size, IMAGE_HEAD_BYTES)));
    return head ?? (size > IMAGE_HEAD_BYTES ? imageSize(await read(size)) : undefined);
  } finally {
    await handle.close();
  }
}
