import { keyOf, useAsync } from '../../lib/use-async.ts';
import { meaningfulLabels } from '../viewer-rules.ts';
import type { PDFDocumentProxy } from './pdf-runtime.ts';

/**
 * The printed page labels ("iv", "A-3"), when the document has some that differ from the
 * numbers; the last labels read stay while another document's load or a failure.
 */
export function usePageLabels(doc: PDFDocumentProxy | null): string[] | null {
  const r = useAsync(doc && keyOf(doc), async () => {
    const found = await doc!.getPageLabels();
    return meaningfulLabels(found, doc!.numPages);
  });
  return r.latest ?? null;
}
