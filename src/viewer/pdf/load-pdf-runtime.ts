/** pdf.js and its CSS arrive only when the first PDF opens; later PDFs reuse the module. */
import type * as Runtime from './pdf-runtime.ts';

export type PdfRuntime = typeof Runtime;

let runtime: Promise<PdfRuntime> | null = null;

export function loadPdfRuntime(): Promise<PdfRuntime> {
  runtime ??= import('./pdf-runtime.ts').catch((error: unknown) => {
    runtime = null; // a failed chunk load (offline) may succeed next time
    throw error;
  });
  return runtime;
}
