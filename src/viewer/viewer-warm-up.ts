import { booleanAttribute } from '../lib/boolean-attribute.ts';
import { elementApiBase, needsFileAccess, sendsCookieTo, signFileUrls } from '../lib/api/file-access.ts';
import { loadViewerElement } from './load-viewer-element.ts';
import { warmUpPdf, type PdfWarmUpInput } from './pdf/pdf-warmup.ts';

/**
 * Starts what an open viewer will need: the viewer's chunk and, on a PDF, page 1's picture or
 * else pdf.js and the file's ends. Safe to call often (each loads once).
 */
export function warmUpViewer(input: PdfWarmUpInput & { apiBase?: string }): void {
  if (!input.open) return;
  loadViewerElement().catch(() => undefined); // the element reports a failure when it renders
  // After the running script: a page that imports the bundle and then calls configure({ token })
  // has its token set by then, so no request of its files goes out without their signed link.
  queueMicrotask(() => {
    const apiBase = elementApiBase(input.apiBase);
    const { src, preview, previewText } = input;
    if (![src, preview, previewText].some((url) => needsFileAccess(url, apiBase)))
      return warmUpPdf({ ...input, withCredentials: input.withCredentials || sendsCookieTo(src, apiBase) });
    // The element asks for the same signed link (once), so both load the same URLs.
    void signFileUrls({ src, preview, previewText }, apiBase).then((signed) => warmUpPdf({ ...input, ...signed }));
  });
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
      apiBase: el.getAttribute('api-base') ?? undefined,
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
