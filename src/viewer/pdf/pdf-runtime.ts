/**
 * Everything that needs pdf.js: loaded with a dynamic import when the first PDF opens, so
 * pages that never show a PDF never download it (nor its CSS).
 */
import pdfLayersCss from './pdf-layers.css?inline';

export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
export { printPages } from './print-pages.ts';
export { openPdf, type OpenPdfOptions, type OpenPdfTask, type PasswordReason } from './pdf-open.ts';
export { renderPage, type RenderPageOptions, type RenderedPage } from './pdf-render-page.ts';
export { drawPreviewText } from './pdf-text-layer.ts';

/** The part of pdf.js's viewer CSS that styles pages and their layers (scripts/build/pdf-layers-css.ts). */
export const PDFJS_CSS = pdfLayersCss;
