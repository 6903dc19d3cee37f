import { $config } from '../../stores/config.ts';
import { PDF_RANGE_CHUNK_SIZE } from '../../contract/constants.ts';
import { detectFileKind } from '../file-type.ts';
import { safeDocumentUrl } from '../safe-url.ts';
import { loadPdfRuntime } from './load-pdf-runtime.ts';
import { pdfAssetUrls } from './pdf-assets.ts';
import { prefetchPdfEnds } from './pdf-ends-prefetch.ts';
import { startPdfWorker } from './pdf-worker-port.ts';

export interface PdfWarmUpInput {
  open?: boolean;
  src?: string;
  name?: string;
  type?: string;
  pdfAssetsBase?: string;
  withCredentials?: boolean;
}

/**
 * Called by <edu-material-viewer> as soon as it is connected or its attributes change: when it
 * is open on a PDF, pdf.js's module and its worker start loading right away, alongside the
 * viewer's own chunk, instead of one after the other, and so do the file's head (its first
 * chunks, usually page 1's) and its last chunk. Safe to call often (each loads once).
 */
export function warmUpPdf({ open, src, name, type, pdfAssetsBase, withCredentials = false }: PdfWarmUpInput): void {
  const url = safeDocumentUrl(src);
  if (!open || !url || detectFileKind(type, name, src) !== 'pdf') return;
  startPdfWorker(pdfAssetUrls(pdfAssetsBase || $config.get().pdfAssetsBase).workerSrc);
  prefetchPdfEnds(url, withCredentials, PDF_RANGE_CHUNK_SIZE);
  loadPdfRuntime().catch(() => undefined); // the viewer reports a failure when it opens
}
