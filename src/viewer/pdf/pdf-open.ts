import {
  getDocument,
  GlobalWorkerOptions,
  PasswordResponses,
  PDFDataRangeTransport,
  PDFWorker,
  type PDFDocumentProxy,
} from 'pdfjs-dist';
import { PDF_RANGE_CHUNK_SIZE } from '../../contract/constants.ts';
import type { PdfAssetUrls } from './pdf-assets.ts';
import { releasePdfWorker, takePdfWorker } from './pdf-worker-port.ts';
import { sliceOfEnds, takePdfEnds, type PdfEnds } from './pdf-ends-prefetch.ts';
import { fetchRange } from './range-request.ts';

/**
 * One worker per worker URL, shared by every document (the worker is ~1 MB to start): the one
 * pdf-worker-port.ts started early when there is one, else pdf.js starts it. `failed` rejects
 * if an early-started worker's script cannot load (pdf.js would wait for it forever).
 */
const workers = new Map<string, { worker: PDFWorker; failed: Promise<never> }>();
function workerFor(src: string): { worker: PDFWorker; failed: Promise<never> } {
  let entry = workers.get(src);
  if (!entry || entry.worker.destroyed) {
    const port = takePdfWorker(src);
    let worker: PDFWorker;
    let failed = new Promise<never>(() => {});
    if (port) {
      // pdf.js types `port` as null only; its code takes a Worker (GlobalWorkerOptions.workerPort).
      worker = new PDFWorker({ port: port as never });
      failed = new Promise<never>((_, reject) =>
        port.addEventListener(
          'error',
          () => {
            worker.destroy();
            if (workers.get(src)?.worker === worker) {
              workers.delete(src);
              releasePdfWorker(src);
            }
            reject(new Error(`The PDF worker could not be loaded from ${src}.`));
          },
          { once: true },
        ),
      );
      failed.catch(() => undefined); // only a document being opened reports it
    } else {
      GlobalWorkerOptions.workerSrc = src;
      worker = new PDFWorker();
    }
    entry = { worker, failed };
    workers.set(src, entry);
  }
  return entry;
}

export type PasswordReason = 'need' | 'incorrect';

export interface OpenPdfOptions {
  url: string;
  withCredentials: boolean;
  assets: PdfAssetUrls;
  onPassword(reason: PasswordReason, submit: (password: string) => void): void;
}

export interface OpenPdfTask {
  promise: Promise<PDFDocumentProxy>;
  destroy(): void;
}

/** An HTTP failure in pdf.js's own shape, so pdf-errors.ts words it the same way. */
const responseError = (status: number) =>
  Object.assign(new Error(`Unexpected server response (${status})`), {
    name: 'ResponseException',
    status,
    missing: status === 404,
  });

/**
 * pdf.js's range loading through our own fetches: the prefetched head and last chunk answer
 * pdf.js's first requests at once; every other range is one Range request, as pdf.js itself
 * would make, whose answer must be exactly the bytes asked for.
 */
class EndsFirstTransport extends PDFDataRangeTransport {
  readonly #abort = new AbortController();
  constructor(
    private readonly url: string,
    private readonly ends: PdfEnds,
    private readonly credentials: RequestCredentials,
    private readonly fail: (error: unknown) => void,
  ) {
    super(ends.length, null);
  }

  override requestDataRange(begin: number, end: number): void {
    const prefetched = sliceOfEnds(this.ends, begin, end);
    if (prefetched) {
      queueMicrotask(() => this.onDataRange(begin, prefetched));
      return;
    }
    fetchRange(this.url, `${begin}-${end - 1}`, this.credentials, this.#abort.signal)
      .then((res) => {
        // Exactly the bytes asked for, or the document fails (pdf.js would parse whatever it got).
        if (!res.ok || res.first !== begin || res.bytes.length !== end - begin) throw responseError(res.ok ? 206 : res.status);
        this.onDataRange(begin, res.bytes);
      })
      .catch((error: unknown) => {
        if (!this.#abort.signal.aborted) this.fail(error);
      });
  }

  override abort(): void {
    this.#abort.abort();
  }
}

/**
 * Opens a document with partial loading: 65,536-byte Range requests, no auto-fetch of the
 * rest, and streaming disabled so the first full GET is cut off once the server says it
 * supports ranges (otherwise it would keep downloading the whole file). When the file's ends
 * were prefetched (pdf-ends-prefetch.ts), the ranges go through EndsFirstTransport instead and
 * that first GET is not needed. No eval, no scripting, no XFA; credentials only when the host
 * asks for them.
 */
export function openPdf({ url, withCredentials, assets, onPassword }: OpenPdfOptions): OpenPdfTask {
  const { worker, failed } = workerFor(assets.workerSrc);
  let task: ReturnType<typeof getDocument> | null = null;
  let destroyed = false;
  let rangeFailed: (error: unknown) => void = () => {};
  const rangeFailure = new Promise<never>((_, reject) => (rangeFailed = reject));
  const promise = takePdfEnds(url, withCredentials).then((ends) => {
    if (destroyed) return new Promise<never>(() => {}); // nobody is waiting any more
    task = getDocument({
      ...(ends
        ? { range: new EndsFirstTransport(url, ends, withCredentials ? 'include' : 'same-origin', rangeFailed) }
        : { url }),
      withCredentials,
      rangeChunkSize: PDF_RANGE_CHUNK_SIZE,
      disableAutoFetch: true,
      disableStream: true,
      isEvalSupported: false,
      enableXfa: false,
      cMapPacked: true,
      wasmUrl: assets.wasmUrl,
      ...assets.files,
      worker,
    });
    task.onPassword = (submit: (password: string) => void, reason: number) =>
      onPassword(reason === PasswordResponses.INCORRECT_PASSWORD ? 'incorrect' : 'need', submit);
    return Promise.race([task.promise, failed, rangeFailure]);
  });
  return {
    promise,
    destroy: () => {
      destroyed = true;
      void task?.destroy();
    },
  };
}
