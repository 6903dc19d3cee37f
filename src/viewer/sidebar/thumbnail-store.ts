import type { PDFDocumentProxy } from '../pdf/pdf-runtime.ts';
import { DrawQueue, type DrawJob } from './draw-queue.ts';
import { drawThumbnail, isRenderCancellation } from './draw-thumbnail.ts';
import { LruCache } from './lru-cache.ts';
import { pageRatio, THUMBNAIL_CACHE_LIMIT, type PageSize } from './sidebar-rules.ts';

/** A US Letter page, the shape assumed until page 1's is known. */
const LETTER: PageSize = { width: 612, height: 792 };

/** A size differing from the assumed one by less than this is the same shape (no re-layout). */
const SAME_SHAPE = 0.005;

export const thumbnailKey = (page: number, rotation: number): string => `${page}@${rotation}`;

/**
 * Everything the thumbnails of one document keep: the drawn thumbnails (at most
 * THUMBNAIL_CACHE_LIMIT, the rest dropped and their canvases freed), the thumbnails that could
 * not be drawn, the page sizes learned so far (the others are taken to be page 1's), and the
 * queue that draws them. Kept per document, so closing and opening the panel shows the
 * thumbnails already drawn at once.
 */
export class ThumbnailStore {
  readonly drawn = new LruCache<HTMLCanvasElement>(THUMBNAIL_CACHE_LIMIT, (canvas) => {
    // Frees the pixels now rather than whenever the canvas is collected.
    canvas.width = 0;
    canvas.height = 0;
  });
  readonly failed = new Set<string>();
  readonly queue: DrawQueue<HTMLCanvasElement>;
  /** The page the viewer shows: it keeps its parsed content for the viewer. */
  shownPage = 1;
  readonly #sizes = new Map<number, PageSize>();
  #fallback: PageSize = LETTER;
  #sizeVersion = 0;
  readonly #sizeListeners = new Set<() => void>();
  readonly #failedListeners = new Set<() => void>();

  constructor(readonly doc: PDFDocumentProxy) {
    this.queue = new DrawQueue({
      draw: (job: DrawJob) =>
        drawThumbnail({
          doc,
          page: job.page,
          rotation: job.rotation,
          onSize: (page, size) => this.#learnSize(page, size),
          mayRelease: (page) => page !== this.shownPage,
        }),
      done: (job, canvas) => this.drawn.set(job.key, canvas),
      failed: (job) => {
        this.failed.add(job.key);
        for (const listener of this.#failedListeners) listener();
      },
      isCancellation: isRenderCancellation,
    });
    doc.getPage(1).then(
      (page) => {
        const { width, height } = page.getViewport({ scale: 1 });
        this.#fallback = { width, height };
        this.#bumpSizes();
      },
      () => undefined, // the viewer reports a page that cannot load
    );
  }

  /** A page's height for its width at the viewer's rotation (page 1's until the page is known). */
  ratio(page: number, rotation: number): number {
    return pageRatio(this.#sizes.get(page) ?? this.#fallback, rotation);
  }

  /** Changes each time a page size is learned that changes the layout. */
  sizeVersion = (): number => this.#sizeVersion;

  subscribeSizes = (listener: () => void): (() => void) => {
    this.#sizeListeners.add(listener);
    return () => this.#sizeListeners.delete(listener);
  };

  subscribeFailed = (listener: () => void): (() => void) => {
    this.#failedListeners.add(listener);
    return () => this.#failedListeners.delete(listener);
  };

  #learnSize(page: number, size: PageSize): void {
    if (this.#sizes.has(page)) return;
    this.#sizes.set(page, size);
    if (Math.abs(pageRatio(size, 0) - pageRatio(this.#fallback, 0)) > SAME_SHAPE) this.#bumpSizes();
  }

  #bumpSizes(): void {
    this.#sizeVersion += 1;
    for (const listener of this.#sizeListeners) listener();
  }
}

const stores = new WeakMap<PDFDocumentProxy, ThumbnailStore>();

/** The thumbnails of a document (made on first use, gone with the document). */
export function thumbnailStoreFor(doc: PDFDocumentProxy): ThumbnailStore {
  let store = stores.get(doc);
  if (!store) {
    store = new ThumbnailStore(doc);
    stores.set(doc, store);
  }
  return store;
}
