import { $config } from '../../stores/config.ts';
import { PDF_RANGE_CHUNK_SIZE } from '../../contract/constants.ts';
import { detectFileKind } from '../file-type.ts';
import { safeDocumentUrl } from '../safe-url.ts';
import { loadPdfRuntime } from './load-pdf-runtime.ts';
import { pdfAssetUrls } from './pdf-assets.ts';
import { prefetchPdfEnds } from './pdf-ends-prefetch.ts';
import { loadPreviewText } from './preview-text.ts';
import { startPdfWorker } from './pdf-worker-port.ts';

export interface PdfWarmUpInput {
  open?: boolean;
  src?: string;
  name?: string;
  type?: string;
  pdfAssetsBase?: string;
  withCredentials?: boolean;
  preview?: string;
  previewText?: string;
}

/** Stored page pictures asked for: each is fetched and decoded once, while the viewer loads. */
const previews = new Map<string, Promise<void>>();
const decodedPreviews = new Set<string>();

/**
 * Fetches and decodes a stored page picture (once per URL; a failure lets a later call try
 * again). The promise settles when the picture can be painted whole.
 */
export function decodePreview(url: string): Promise<void> {
  let decoding = previews.get(url);
  if (!decoding) {
    // The preload starts the request at once; an image's own request would wait for the end of
    // the running script (the warm-up runs while the runtime is still evaluating).
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'image';
    preload.href = url;
    preload.fetchPriority = 'high';
    document.head.append(preload);
    const img = new Image();
    img.fetchPriority = 'high';
    img.src = url;
    decoding = img
      .decode()
      .then(
        () => void decodedPreviews.add(url),
        (err: unknown) => {
          previews.delete(url);
          throw err;
        },
      )
      .finally(() => preload.remove());
    previews.set(url, decoding);
  }
  return decoding;
}

/** The picture at `url` is decoded: inserted now, it shows in the next frame. */
export const isPreviewDecoded = (url: string): boolean => decodedPreviews.has(url);

/**
 * Called by <edu-material-viewer> as soon as it is connected or its attributes change: when it
 * is open on a PDF with a stored picture of page 1, the picture (so it is decoded by the time
 * the viewer shows it) and its text layout start loading right away, alongside the viewer's own
 * chunk, and pdf.js starts once the viewer has painted the picture. Without a picture, pdf.js's
 * module and worker start right away, and so do the file's head (its first chunks, usually page
 * 1's) and its last chunk. Safe to call often (each loads once).
 */
export function warmUpPdf({
  open,
  src,
  name,
  type,
  pdfAssetsBase,
  withCredentials = false,
  preview,
  previewText,
}: PdfWarmUpInput): void {
  const url = safeDocumentUrl(src);
  if (!open || !url || detectFileKind(type, name, src) !== 'pdf') return;
  const picture = safeDocumentUrl(preview);
  if (picture) decodePreview(picture).catch(() => undefined); // the viewer shows what it can
  const text = picture && safeDocumentUrl(previewText);
  if (text) void loadPreviewText(text, withCredentials);
  // With a picture of page 1, the viewer starts pdf.js once the picture is painted.
  if (picture) return;
  startPdfWorker(pdfAssetUrls(pdfAssetsBase || $config.get().pdfAssetsBase).workerSrc);
  prefetchPdfEnds(url, withCredentials, PDF_RANGE_CHUNK_SIZE);
  loadPdfRuntime().catch(() => undefined); // the viewer reports a failure when it opens
}
