import { defineElement } from '../lib/define-element.tsx';
import type { MaterialViewerElementProps } from '../viewer/viewer-element.tsx';
import { warmUpPdf } from '../viewer/pdf/pdf-warmup.ts';

/**
 * <edu-material-viewer src name type open pdf-assets-base with-credentials>: the PDF and
 * image viewer as a full-screen dialog. Emits `edu-viewer-close` and `edu-download`.
 */
export const EduMaterialViewer = defineElement<MaterialViewerElementProps>({
  name: 'edu-material-viewer',
  load: () => import('../viewer/viewer-element.tsx'),
  attributes: {
    src: 'string',
    name: 'string',
    type: 'string',
    open: 'boolean',
    pdfAssetsBase: 'string',
    withCredentials: 'boolean',
  },
  // Open on a PDF: pdf.js and its worker load alongside the viewer's chunk.
  warmUp: warmUpPdf,
});
