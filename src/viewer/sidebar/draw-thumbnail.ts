import type { PDFDocumentProxy, PDFPageProxy } from '../pdf/pdf-runtime.ts';
import { thumbnailScale, type PageSize } from './sidebar-rules.ts';
import type { Drawing } from './draw-queue.ts';

export interface ThumbnailRequest {
  doc: PDFDocumentProxy;
  page: number;
  /** The viewer's rotation, added to the page's own. */
  rotation: number;
  /** The page's size (PDF units, its own rotation applied), learned before it is drawn. */
  onSize: (page: number, size: PageSize) => void;
  /** Whether the page may release its parsed content once drawn (not the page the viewer shows). */
  mayRelease: (page: number) => boolean;
}

/** pdf.js rejects a cancelled render with this error name. */
export const isRenderCancellation = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'RenderingCancelledException';

/**
 * Draws one page small into a canvas of its own with pdf.js (the viewer's document, no extra
 * code from pdfjs-dist). Once drawn, the page lets go of its parsed content, so a long scroll
 * through the thumbnails does not keep every page's drawing instructions in memory.
 */
export function drawThumbnail({
  doc,
  page: pageNumber,
  rotation,
  onSize,
  mayRelease,
}: ThumbnailRequest): Drawing<HTMLCanvasElement> {
  let cancelled = false;
  let task: ReturnType<PDFPageProxy['render']> | null = null;
  const cancelledError = () => Object.assign(new Error('Thumbnail cancelled'), { name: 'RenderingCancelledException' });
  const promise = doc.getPage(pageNumber).then(async (page) => {
    if (cancelled) throw cancelledError();
    const own = page.getViewport({ scale: 1 });
    onSize(pageNumber, { width: own.width, height: own.height });
    const turn = (page.rotate + rotation) % 360;
    const natural = page.getViewport({ scale: 1, rotation: turn });
    const viewport = page.getViewport({ scale: thumbnailScale(natural.width, devicePixelRatio), rotation: turn });
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.floor(viewport.width));
    canvas.height = Math.max(1, Math.floor(viewport.height));
    canvas.setAttribute('aria-hidden', 'true');
    task = page.render({ canvas, viewport });
    try {
      await task.promise;
    } finally {
      if (mayRelease(pageNumber)) page.cleanup();
    }
    return canvas;
  });
  return {
    promise,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
}
