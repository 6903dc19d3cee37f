import { useEffect, useState } from 'react';
import { meaningfulLabels } from '../viewer-rules.ts';
import type { PDFDocumentProxy } from './pdf-runtime.ts';

/** The printed page labels ("iv", "A-3"), when the document has some that differ from the numbers. */
export function usePageLabels(doc: PDFDocumentProxy | null): string[] | null {
  const [labels, setLabels] = useState<string[] | null>(null);
  useEffect(() => {
    if (!doc) return;
    let live = true;
    doc.getPageLabels().then(
      (found) => live && setLabels(meaningfulLabels(found, doc.numPages)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [doc]);
  return labels;
}
