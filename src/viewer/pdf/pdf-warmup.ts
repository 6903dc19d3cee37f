import { $config } from '../../stores/config.ts';
import { detectFileKind } from '../file-type.ts';
import { loadPdfRuntime } from './load-pdf-runtime.ts';
import { pdfAssetUrls } from './pdf-assets.ts';
import { startPdfWorker } from './pdf-worker-port.ts';

export interface PdfWarmUpInput {
  open?: boolean;
  src?: string;
  name?: string;
  type?: string;
  pdfAssetsBase?: string;
}

/**
 * Called by <edu-material-viewer> as soon as it is connected or its attributes change: when it
 * is open on a PDF, pdf.js's module and its worker start loading right away, alongside the
 * viewer's own chunk, instead of one after the other. Safe to call often (both load once).
 */
export function warmUpPdf({ open, src, name, type, pdfAssetsBase }: PdfWarmUpInput): void {
  if (!open || !src || detectFileKind(type, name, src) !== 'pdf') return;
  startPdfWorker(pdfAssetUrls(pdfAssetsBase || $config.get().pdfAssetsBase).workerSrc);
  loadPdfRuntime().catch(() => undefined); // the viewer reports a failure when it opens
}
