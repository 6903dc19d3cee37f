import {
  AnnotationLayer,
  AnnotationMode,
  OutputScale,
  setLayerDimensions,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist';
import type { ViewerLinkService } from './link-service.ts';
import { div, drawTextLayer, type DrawnTextLayer } from './pdf-text-layer.ts';

/**
 * pdf.js names a form field only from the PDF's tooltip (/TU), which many forms lack: fall
 * back to the field's own name ("student.name" -> "Student name") so screen readers can
 * say what each field is for; a field without a name is `unnamed` ("Form field").
 */
function nameFormFields(layer: HTMLElement, unnamed: string): void {
  for (const field of layer.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input, select, textarea',
  )) {
    if (field.getAttribute('aria-label') || field.getAttribute('aria-labelledby') || field.title) continue;
    const words = (field.name || '').replace(/[._\-\s]+/g, ' ').trim();
    field.setAttribute('aria-label', words ? words[0]!.toUpperCase() + words.slice(1) : unnamed);
  }
}

/** Largest canvas we draw (pixels): beyond it the page is drawn at a lower resolution. */
const MAX_CANVAS_PIXELS = 2 ** 25;
const MAX_CANVAS_DIM = 32_767;

export interface RenderPageOptions {
  doc: PDFDocumentProxy;
  page: PDFPageProxy;
  /** CSS pixels per PDF unit. */
  scale: number;
  rotation: number;
  linkService: ViewerLinkService;
  imageResourcesPath: string;
  /** The name screen readers say for a form field that has none, in the element's language. */
  unnamedField: string;
}

export interface RenderedPage {
  /** The page element (canvas, text layer, annotation layer), ready to insert. */
  element: HTMLDivElement;
  /** The canvas is drawn: the page can be shown while its text and annotation layers finish. */
  drawn: Promise<void>;
  /** Every layer is done. */
  done: Promise<void>;
  cancel(): void;
}

/**
 * Draws one page the way pdf.js's own viewer does: a canvas at the device pixel ratio
 * (crisp on high-density screens), then its TextLayer (selectable text) and AnnotationLayer
 * (links, fillable form fields, annotations), all sized through `--scale-factor`.
 */
export function renderPage({
  doc,
  page,
  scale,
  rotation,
  linkService,
  imageResourcesPath,
  unnamedField,
}: RenderPageOptions): RenderedPage {
  const viewport = page.getViewport({ scale, rotation });
  const pageDiv = div('page');
  pageDiv.dataset.pageNumber = String(page.pageNumber);
  pageDiv.style.setProperty('--scale-factor', String(scale));
  pageDiv.style.setProperty('--user-unit', String(viewport.userUnit ?? 1));
  setLayerDimensions(pageDiv, viewport, true, false);

  const canvasWrapper = div('canvasWrapper');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  const outputScale = new OutputScale();
  outputScale.limitCanvas(viewport.width, viewport.height, MAX_CANVAS_PIXELS, MAX_CANVAS_DIM);
  canvas.width = Math.floor(viewport.width * outputScale.sx);
  canvas.height = Math.floor(viewport.height * outputScale.sy);
  canvasWrapper.append(canvas);
  const textDiv = div('textLayer');
  const annotationDiv = div('annotationLayer');
  pageDiv.append(canvasWrapper, textDiv, annotationDiv);

  // Annotations with their own canvas (sticky notes) are drawn into these, then placed by
  // the AnnotationLayer.
  const annotationCanvasMap = new Map<string, HTMLCanvasElement>();
  const renderTask = page.render({
    canvas,
    viewport,
    transform: outputScale.scaled ? [outputScale.sx, 0, 0, outputScale.sy, 0, 0] : undefined,
    annotationMode: AnnotationMode.ENABLE_FORMS,
    annotationCanvasMap,
  });
  let textLayer: DrawnTextLayer | null = null;
  let cancelled = false;

  // As in pdf.js's viewer, the text is fetched once the canvas is drawn: asking the worker for
  // both at once delayed the first picture.
  const text = async (): Promise<void> => {
    await renderTask.promise;
    if (cancelled) return;
    textLayer = drawTextLayer(
      textDiv,
      page.streamTextContent({ includeMarkedContent: true, disableNormalization: true }),
      viewport,
    );
    await textLayer.done;
  };
  // As in pdf.js's viewer, the annotation layer follows the canvas (it adopts its canvases).
  const annotationLayer = async (): Promise<void> => {
    await renderTask.promise;
    const [annotations, fieldObjects] = await Promise.all([
      page.getAnnotations({ intent: 'display' }),
      doc.getFieldObjects().catch(() => null),
    ]);
    if (cancelled) return;
    const layerViewport = viewport.clone({ dontFlip: true });
    const layer = new AnnotationLayer({
      div: annotationDiv,
      page,
      viewport: layerViewport,
      linkService,
      annotationStorage: doc.annotationStorage,
      accessibilityManager: null,
      annotationCanvasMap,
      annotationEditorUIManager: null,
      structTreeLayer: null,
      commentManager: null,
    });
    if (annotations.length === 0) {
      setLayerDimensions(annotationDiv, layerViewport);
      return;
    }
    await layer.render({
      viewport: layerViewport,
      div: annotationDiv,
      annotations,
      page,
      linkService: linkService as never,
      annotationStorage: doc.annotationStorage,
      imageResourcesPath,
      renderForms: true,
      enableScripting: false,
      hasJSActions: false,
      fieldObjects: fieldObjects as never,
    });
    // pdf.js gives form fields tabindex 1000, which would jump them ahead of the toolbar in
    // Tab order; 0 keeps them in reading order inside the dialog.
    for (const el of annotationDiv.querySelectorAll<HTMLElement>('[tabindex]')) if (el.tabIndex > 0) el.tabIndex = 0;
    nameFormFields(annotationDiv, unnamedField);
  };

  const done = Promise.all([renderTask.promise, text(), annotationLayer()]).then(() => undefined);
  return {
    element: pageDiv,
    drawn: renderTask.promise,
    done,
    cancel() {
      cancelled = true;
      renderTask.cancel();
      textLayer?.cancel();
    },
  };
}
