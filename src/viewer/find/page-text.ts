import type { PDFDocumentProxy } from '../pdf/pdf-runtime.ts';
import { normalize, type NormalizedText } from './normalize.ts';
import type { PageTextSource } from './find-session.ts';

/** Each document's page texts, read once and kept while the document is. */
const documents = new WeakMap<PDFDocumentProxy, Map<number, Promise<NormalizedText>>>();

/**
 * A page's text as pdf.js gives it to the text layer: its runs end to end, with "\n" where a
 * line ends, normalized for searching. A page that fails to read is read again next time.
 */
export function pageTextSource(doc: PDFDocumentProxy): PageTextSource {
  let pages = documents.get(doc);
  if (!pages) {
    pages = new Map();
    documents.set(doc, pages);
  }
  const cache = pages;
  return (index) => {
    let text = cache.get(index);
    if (!text) {
      text = doc
        .getPage(index + 1)
        .then((page) => page.getTextContent({ disableNormalization: true }))
        .then((content) => {
          const parts: string[] = [];
          for (const item of content.items) {
            if (!('str' in item)) continue;
            parts.push(item.str);
            if (item.hasEOL) parts.push('\n');
          }
          return normalize(parts.join(''));
        });
      text.catch(() => cache.delete(index));
      cache.set(index, text);
    }
    return text;
  };
}
