// First, so an open viewer in the page's markup starts loading before React evaluates.
import { warmUpViewer } from '../viewer/viewer-warm-up.ts';
import { defineElement } from '../lib/define-element.tsx';
import type { MaterialViewerElementProps } from '../viewer/viewer-element.tsx';
import { loadViewerElement } from '../viewer/load-viewer-element.ts';

/**
 * The PDF and image viewer as a full-screen dialog, shown while `open` is set. Closing it
 * (Escape, the backdrop, a Close button) removes `open`, like `<dialog>`, and emits
 * `edu-viewer-close`; a download emits `edu-download` first.
 *
 * @summary The PDF and image viewer.
 * @attr {string} src - The file's URL.
 * @attr {string} name - The file name: the title, the download name, and the kind of file when `type` is missing.
 * @attr {string} type - The file's MIME type.
 * @attr {boolean} open - Shows the viewer while present, whatever its value: `open="false"` is open too, as on `<dialog>`, and logs a warning; the `open` property adds or removes it. Removed when it closes.
 * @attr {string} pdf-assets-base - Where pdf.js's worker, fonts and cMaps are served from (default: `configure({pdfAssetsBase})`, else the files beside the bundle's own modules).
 * @attr {boolean} with-credentials - Sends cookies with the file requests to another origin.
 * @attr {number} page - The PDF page to open at (1-based; past the last page opens the last).
 * @attr {string} find - Text to find in the PDF from `page` on: the find bar opens filled with it and its first match highlighted.
 * @attr {string} preview - A picture of the PDF's page 1 (as the server's `preview_url`), shown at once while pdf.js loads.
 * @attr {string} preview-size - Page 1's size in PDF points, "width x height" (e.g. "612x792"): where and how large the preview shows.
 * @attr {string} preview-text - Page 1's text layout (as the server's `preview_text_url`): its text is laid over the preview, selectable before pdf.js has opened the file.
 * @event edu-viewer-close - The viewer closed (Escape, backdrop, a Close button); its `open` is removed.
 * @event edu-download - (cancelable) A download is about to start; call `preventDefault()` to handle it yourself.
 * @csspart viewer - The viewer's dialog in the top layer (its backdrop is `::part(viewer)::backdrop`).
 * @csspart dialog - The same dialog, by the name every element's dialogs share.
 * @csspart toolbar - The bar with the title and the buttons.
 * @csspart page-nav - The PDF page navigation.
 * @csspart help - The image viewer's keyboard help.
 */
defineElement<MaterialViewerElementProps>({
  name: 'edu-material-viewer',
  load: loadViewerElement,
  attributes: {
    src: 'string',
    name: 'string',
    type: 'string',
    open: 'boolean',
    pdfAssetsBase: 'string',
    withCredentials: 'boolean',
    page: 'number',
    find: 'string',
    preview: 'string',
    previewSize: 'string',
    previewText: 'string',
  },
  // Open: the viewer's chunk and, on a PDF, page 1's picture or else pdf.js and the file's ends.
  warmUp: warmUpViewer,
});
