import { loadViewerElement } from '../load-viewer-element.ts';
import { warmUpPdf } from './pdf-warmup.ts';

/*
 * The bundle's first import, so it runs before React and the elements are evaluated: an
 * <edu-material-viewer open> already in the page's markup starts the viewer's chunk and its page
 * 1 picture (or else pdf.js and the file's ends) now, while the rest of the runtime is still
 * evaluating (50-90 ms before the element's own upgrade would). Attributes are read the
 * way the element reads them (a boolean attribute is true unless "false").
 */
const flag = (el: Element, name: string): boolean => el.hasAttribute(name) && el.getAttribute(name) !== 'false';

if (typeof document !== 'undefined') {
  const open = [...document.querySelectorAll('edu-material-viewer[open]')].filter((el) => flag(el, 'open'));
  if (open.length) loadViewerElement().catch(() => undefined); // the element reports a failure when it renders
  for (const el of open) {
    warmUpPdf({
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
