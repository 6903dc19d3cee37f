/**
 * Everything that needs pdf.js: loaded with a dynamic import when the first PDF opens, so
 * pages that never show a PDF never download it (nor its CSS).
 */
import {
  AnnotationLayer,
  AnnotationMode,
  getDocument,
  getXfaPageViewport,
  GlobalWorkerOptions,
  OutputScale,
  PasswordResponses,
  PDFDataRangeTransport,
  PDFWorker,
  setLayerDimensions,
  TextLayer,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist';
import pdfLayersCss from './pdf-layers.css?inline';
import { PDF_RANGE_CHUNK_SIZE } from '../../contract/constants.ts';
import type { PdfAssetUrls } from './pdf-assets.ts';
import type { ViewerLinkService } from './link-service.ts';
import { releasePdfWorker, takePdfWorker } from './pdf-worker-port.ts';
import { sliceOfEnds, takePdfEnds, type PdfEnds } from './pdf-ends-prefetch.ts';
import { fetchRange } from './range-request.ts';
import { trackTextSelection } from './text-selection.ts';
import type { PreviewTextLayout } from './preview-text.ts';

export type { PDFDocumentProxy, PDFPageProxy };
export { printPages } from './print-pages.ts';

/** The part of pdf.js's viewer CSS that styles pages and their layers (scripts/build/pdf-layers-css.ts). */
export const PDFJS_CSS = pdfLayersCss;

/**
 * One worker per worker URL, shared by every document (the worker is ~1 MB to start): the one
 * pdf-worker-port.ts started early when there is one, else pdf.js starts it. `failed` rejects
 * if an early-started worker's script cannot load (pdf.js would wait for it forever).
 */
const workers = new Map<string, { worker: PDFWorker; failed: Promise<never> }>();
function workerFor(src: string): { worker: PDFWorker; failed: Promise<never> } {
  let entry = workers.get(src);
  if (!entry || entry.worker.destroyed) {
    const port = takePdfWorker(src);
    let worker: PDFWorker;
    let failed = new Promise<never>(() => {});
    if (port) {
      // pdf.js types `port` as null only; its code takes a Worker (GlobalWorkerOptions.workerPort).
      worker = new PDFWorker({ port: port as never });
      failed = new Promise<never>((_, reject) =>
        port.addEventListener(
          'error',
          () => {
            worker.destroy();
            if (workers.get(src)?.worker === worker) {
              workers.delete(src);
              releasePdfWorker(src);
            }
            reject(new Error(`The PDF worker could not be loaded from ${src}.`));
          },
          { once: true },
        ),
      );
      failed.catch(() => undefined); // only a document being opened reports it
    } else {
      GlobalWorkerOptions.workerSrc = src;
      worker = new PDFWorker();
    }
    entry = { worker, failed };
    workers.set(src, entry);
  }
  return entry;
}

export type PasswordReason = 'need' | 'incorrect';

export interface OpenPdfOptions {
  url: string;
  withCredentials: boolean;
  assets: PdfAssetUrls;
  onPassword(reason: PasswordReason, submit: (password: string) => void): void;
}

export interface OpenPdfTask {
  promise: Promise<PDFDocumentProxy>;
  destroy(): void;
}

/** An HTTP failure in pdf.js's own shape, so pdf-errors.ts words it the same way. */
const responseError = (status: number) => Object.assign(new Error(`Unexpected server response (${status})`), { name: 'ResponseException', status, missing: status === 404 });

/**
 * pdf.js's range loading through our own fetches: the prefetched head and last chunk answer
 * pdf.js's first requests at once; every other range is one Range request, as pdf.js itself
 * would make, whose answer must be exactly the bytes asked for.
 */
class EndsFirstTransport extends PDFDataRangeTransport {
  readonly #abort = new AbortController();
  constructor(
    private readonly url: string,
    private readonly ends: PdfEnds,
    private readonly credentials: RequestCredentials,
    private readonly fail: (error: unknown) => void,
  ) {
    super(ends.length, null);
  }

  override requestDataRange(begin: number, end: number): void {
    const prefetched = sliceOfEnds(this.ends, begin, end);
    if (prefetched) {
      queueMicrotask(() => this.onDataRange(begin, prefetched));
      return;
    }
    fetchRange(this.url, `${begin}-${end - 1}`, this.credentials, this.#abort.signal)
      .then((res) => {
        // Exactly the bytes asked for, or the document fails (pdf.js would parse whatever it got).
        if (!res.ok || res.first !== begin || res.bytes.length !== end - begin) throw responseError(res.ok ? 206 : res.status);
        this.onDataRange(begin, res.bytes);
      })
      .catch((error: unknown) => {
        if (!this.#abort.signal.aborted) this.fail(error);
      });
  }

  override abort(): void {
    this.#abort.abort();
  }
}

/**
 * Opens a document with partial loading: 65,536-byte Range requests, no auto-fetch of the
 * rest, and streaming disabled so the first full GET is cut off once the server says it
 * supports ranges (otherwise it would keep downloading the whole file). When the file's ends
 * were prefetched (pdf-ends-prefetch.ts), the ranges go through EndsFirstTransport instead and
 * that first GET is not needed. No eval, no scripting, no XFA; credentials only when the host
 * asks for them.
 */
export function openPdf({ url, withCredentials, assets, onPassword }: OpenPdfOptions): OpenPdfTask {
  const { worker, failed } = workerFor(assets.workerSrc);
  let task: ReturnType<typeof getDocument> | null = null;
  let destroyed = false;
  let rangeFailed: (error: unknown) => void = () => {};
  const rangeFailure = new Promise<never>((_, reject) => (rangeFailed = reject));
  const promise = takePdfEnds(url, withCredentials).then((ends) => {
    if (destroyed) return new Promise<never>(() => {}); // nobody is waiting any more
    task = getDocument({
      ...(ends ? { range: new EndsFirstTransport(url, ends, withCredentials ? 'include' : 'same-origin', rangeFailed) } : { url }),
      withCredentials,
      rangeChunkSize: PDF_RANGE_CHUNK_SIZE,
      disableAutoFetch: true,
      disableStream: true,
      isEvalSupported: false,
      enableXfa: false,
      cMapUrl: assets.cMapUrl,
      cMapPacked: true,
      standardFontDataUrl: assets.standardFontDataUrl,
      wasmUrl: assets.wasmUrl,
      iccUrl: assets.iccUrl,
      worker,
    });
    task.onPassword = (submit: (password: string) => void, reason: number) =>
      onPassword(reason === PasswordResponses.INCORRECT_PASSWORD ? 'incorrect' : 'need', submit);
    return Promise.race([task.promise, failed, rangeFailure]);
  });
  return {
    promise,
    destroy: () => {
      destroyed = true;
      void task?.destroy();
    },
  };
}

/**
 * pdf.js names a form field only from the PDF's tooltip (/TU), which many forms lack: fall
 * back to the field's own name ("student.name" -> "Student name") so screen readers can
 * say what each field is for; a field without a name is `unnamed` ("Form field").
 */
function nameFormFields(layer: HTMLElement, unnamed: string): void {
  for (const field of layer.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
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

const div = (className: string): HTMLDivElement => {
  const d = document.createElement('div');
  d.className = className;
  return d;
};

/**
 * Draws one page the way pdf.js's own viewer does: a canvas at the device pixel ratio
 * (crisp on high-density screens), then its TextLayer (selectable text) and AnnotationLayer
 * (links, fillable form fields, annotations), all sized through `--scale-factor`.
 */
export function renderPage({ doc, page, scale, rotation, linkService, imageResourcesPath, unnamedField }: RenderPageOptions): RenderedPage {
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
    textLayer = drawTextLayer(textDiv, page.streamTextContent({ includeMarkedContent: true, disableNormalization: true }), viewport);
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

interface DrawnTextLayer {
  done: Promise<void>;
  cancel(): void;
}

/**
 * pdf.js's TextLayer drawn into `textDiv`, then the end-of-content block pdf.js's viewer adds
 * so that a drag past the last line still selects to the end, and the selection handling that
 * keeps a selection where the pointer is.
 */
function drawTextLayer(textDiv: HTMLDivElement, source: ConstructorParameters<typeof TextLayer>[0]['textContentSource'], viewport: PageViewport): DrawnTextLayer {
  const layer = new TextLayer({ textContentSource: source, container: textDiv, viewport });
  let cancelled = false;
  let untrack = (): void => {};
  const done = layer.render().then(() => {
    if (cancelled) return;
    const end = div('endOfContent');
    textDiv.append(end);
    untrack = trackTextSelection(textDiv, end);
  });
  return {
    done,
    cancel() {
      cancelled = true;
      layer.cancel();
      untrack();
    },
  };
}

type PageViewport = ReturnType<PDFPageProxy['getViewport']>;

/** pdf.js exports no PageViewport constructor; the one its XFA helper uses is the same class. */
const PageViewportClass = getXfaPageViewport({ attributes: { style: { width: '1', height: '1' } } } as never, {}).constructor as new (params: {
  viewBox: number[];
  userUnit: number;
  scale: number;
  rotation: number;
}) => PageViewport;

/**
 * Page 1's stored text layout drawn as a text layer into `container` (sized by `--scale-factor`
 * and `--user-unit` on it), at `scale` CSS pixels per PDF unit: the text of the page's picture
 * can be selected before pdf.js has opened the file. `done` marks the layer with
 * `data-text-ready` once its text is in place.
 */
export function drawPreviewText(container: HTMLElement, layout: PreviewTextLayout, scale: number): DrawnTextLayer {
  const viewport = new PageViewportClass({ viewBox: layout.view, userUnit: layout.userUnit, scale, rotation: layout.rotate });
  container.style.setProperty('--scale-factor', String(scale));
  container.style.setProperty('--user-unit', String(layout.userUnit));
  const textDiv = div('textLayer');
  container.replaceChildren(textDiv);
  // The checked layout has exactly the fields pdf.js's TextContent has that its TextLayer reads.
  const drawn = drawTextLayer(textDiv, { items: layout.items, styles: layout.styles, lang: layout.lang } as never, viewport);
  return { ...drawn, done: drawn.done.then(() => void textDiv.setAttribute('data-text-ready', '')) };
}
