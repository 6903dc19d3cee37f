import { booleanAttribute } from '../lib/boolean-attribute.ts';
import { loadViewerElement } from './load-viewer-element.ts';
import { warmUpPdf, type PdfWarmUpInput } from './pdf/pdf-warmup.ts';

/**
 * Starts what an open viewer will need: the viewer's chunk and, on a PDF, page 1's picture or
 * else pdf.js and the file's ends. Safe to call often (each loads once).
 */
export function warmUpViewer(input: PdfWarmUpInput): void {
  if (!input.open) return;
  loadViewerElement().catch(() => undefined); // the element reports a failure when it renders
  warmUpPdf(input);
}

const flag = (el: Element, name: string): boolean => booleanAttribute(el.getAttribute(name));

/*
 * Imported first by the bundle, so it runs before React and the elements are evaluated: an
 * <edu-material-viewer open> already in the page's markup starts loading now, while the rest of
 * the runtime is still evaluating (50-90 ms before the element's own upgrade would). Attributes
 * are read the way the element reads them.
 */
if (typeof document !== 'undefined') {
  for (const el of document.querySelectorAll('edu-material-viewer[open]')) {
    warmUpViewer({
      open: flag(el, 'open'),
      src: el.getAttribute('src') ?? undefined,
      name: el.getAttribute('name') ?? undefined,
      type: el.getAttribute('type') ?? undefined,
      pdfAssetsBase: el.getAttribute('pdf-assets-base') ?? undefined,
      withCredentials: flag(el, 'with-credentials'),
      preview: el.getAttribute('preview') ?? undefined,
      previewText: el.getAttribute('preview-text') ?? undefined,
    });
  }
}
