import type { PDFDocumentProxy } from 'pdfjs-dist';

type StorageHooks = { onSetModified: (() => void) | null; onResetModified: (() => void) | null };

/**
 * Tells whether the document's form has been filled in: pdf.js calls these hooks on its
 * annotation storage (its typings declare them as null). Returns the unsubscribe.
 */
export function watchFormAnswers(doc: PDFDocumentProxy, onChange: (filled: boolean) => void): () => void {
  const storage = doc.annotationStorage as unknown as StorageHooks;
  storage.onSetModified = () => onChange(true);
  storage.onResetModified = () => onChange(false);
  return () => {
    storage.onSetModified = null;
    storage.onResetModified = null;
  };
}

/** A blob: URL of the document with the answers typed into its form, written by pdf.js. */
export async function filledCopyUrl(doc: PDFDocumentProxy): Promise<string> {
  const bytes = await doc.saveDocument();
  return URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
}
