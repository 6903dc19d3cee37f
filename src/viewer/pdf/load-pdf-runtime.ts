/** pdf.js and its CSS arrive only when the first PDF opens; later PDFs reuse the module. */
import { loadOnce } from '../../lib/load-once.ts';
import type * as Runtime from './pdf-runtime.ts';

export type PdfRuntime = typeof Runtime;

export const loadPdfRuntime: () => Promise<PdfRuntime> = loadOnce(() => import('./pdf-runtime.ts'));
