import { warmUpPdf } from './pdf-warmup.ts';

/*
 * The bundle's first import, so it runs before React and the elements are evaluated: an
 * <edu-material-viewer open> already in the page's markup starts pdf.js, its worker and its
 * file's last chunk now, ~50 ms before the element's own upgrade would. Attributes are read
 * the way the element reads them (a boolean attribute is true unless "false").
 */
const flag = (el: Element, name: string): boolean => el.hasAttribute(name) && el.getAttribute(name) !== 'false';

if (typeof document !== 'undefined') {
  for (const el of document.querySelectorAll('edu-material-viewer[open]')) {
    warmUpPdf({
      open: flag(el, 'open'),
      src: el.getAttribute('src') ?? undefined,
      name: el.getAttribute('name') ?? undefined,
      type: el.getAttribute('type') ?? undefined,
      pdfAssetsBase: el.getAttribute('pdf-assets-base') ?? undefined,
      withCredentials: flag(el, 'with-credentials'),
    });
  }
}
