import { useEffect, useState } from 'react';
import { useDownload } from '../use-download.ts';
import { downloadName } from '../viewer-rules.ts';
import { filledCopyUrl, watchFormAnswers } from './form-answers.ts';
import type { PDFDocumentProxy } from './pdf-runtime.ts';

/** The PDF's download: a filled-in form downloads with its answers (pdf.js writes them into a copy). */
export function usePdfDownload(doc: PDFDocumentProxy | null, url: string | null, name: string | undefined) {
  const download = useDownload();
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!doc) return;
    return watchFormAnswers(doc, setFilled);
  }, [doc]);
  const downloadPdf = async (): Promise<void> => {
    const fileName = downloadName('pdf', name);
    if (!doc || !filled) return download(url, fileName);
    let copy: string;
    try {
      copy = await filledCopyUrl(doc);
    } catch {
      // A file pdf.js cannot write back: the original, without the answers.
      return download(url, fileName);
    }
    download(copy, fileName);
    setTimeout(() => URL.revokeObjectURL(copy), 60_000);
  };
  return { filled, downloadPdf };
}
