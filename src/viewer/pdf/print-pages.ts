/**
 * Printing a PDF the way pdf.js's viewer does: every page drawn at print resolution into an
 * image, the images placed in a container of the host page's body, and a print stylesheet that
 * shows only that container. Works under a strict CSP: images are blob: URLs, the stylesheet a
 * constructed one (no inline <style>, no iframe).
 */
import { AnnotationMode, type PDFDocumentProxy } from 'pdfjs-dist';

/** 150 dots per inch, as pdf.js prints by default: sharp text, bounded memory. */
const PRINT_UNITS = 150 / 72;

const PRINT_CSS = `
@page { margin: 0; }
@media print {
  body > :not(.edu-print-pages) { display: none !important; }
  .edu-print-pages { display: block !important; }
  .edu-print-pages img { display: block; width: 100%; height: auto; break-after: page; break-inside: avoid; }
  .edu-print-pages img:last-child { break-after: auto; }
}
.edu-print-pages { display: none; }
`;

export interface PrintOptions {
  /** Pages drawn so far (for a progress bar). */
  onProgress(done: number, total: number): void;
  signal: AbortSignal;
}

/**
 * Draws every page (with the form answers typed so far), then opens the browser's print
 * dialog. The pages stay in the host page until the browser says printing is over
 * (`afterprint`) or the signal aborts (the viewer closed).
 */
export async function printPages(doc: PDFDocumentProxy, { onProgress, signal }: PrintOptions): Promise<void> {
  const container = document.createElement('div');
  container.className = 'edu-print-pages';
  const urls: string[] = [];
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PRINT_CSS);
  const canvas = document.createElement('canvas');
  const cleanUp = (): void => {
    window.removeEventListener('afterprint', cleanUp);
    signal.removeEventListener('abort', cleanUp);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    container.remove();
    for (const url of urls) URL.revokeObjectURL(url);
  };
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      signal.throwIfAborted();
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: PRINT_UNITS });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({
        canvas,
        viewport,
        intent: 'print',
        annotationMode: AnnotationMode.ENABLE_STORAGE,
        printAnnotationStorage: doc.annotationStorage.print,
      }).promise;
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
      if (!blob) throw new Error(`Page ${n} could not be prepared for printing.`);
      const url = URL.createObjectURL(blob);
      urls.push(url);
      const img = document.createElement('img');
      img.alt = '';
      img.src = url;
      container.append(img);
      onProgress(n, doc.numPages);
    }
    signal.throwIfAborted();
    document.body.append(container);
    await Promise.all([...container.querySelectorAll('img')].map((img) => img.decode()));
    signal.throwIfAborted();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch (error) {
    cleanUp();
    throw error;
  } finally {
    canvas.width = 0;
  }
  window.addEventListener('afterprint', cleanUp);
  signal.addEventListener('abort', cleanUp);
  window.print();
}
