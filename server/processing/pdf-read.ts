import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { CheckResult, PageImages, PdfFacts, ProcessTask } from './pdf-tasks.ts';

type PdfJs = typeof PdfJsModule;
export type TextContent = Awaited<ReturnType<PDFPageProxy['getTextContent']>>;

let loaded: Promise<PdfJs> | undefined;

/**
 * pdf.js for Node (the legacy build), with its worker code loaded into this thread up front:
 * pdf.js then runs every document on this thread's "fake worker" without importing anything
 * when the first document opens.
 */
export function loadPdfJs(): Promise<PdfJs> {
  loaded ??= Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.mjs')]).then(
    ([api, worker]) => {
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      return api;
    },
  );
  return loaded;
}

const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const assetDir = (name: string) => `${join(PDFJS_DIR, name)}/`;

/**
 * Largest image pdf.js decodes, in pixels: beyond it the image is never decoded. Drawing an image
 * costs about 14 bytes a pixel at once (its decoded RGB, its RGBA copy, the canvas it is painted
 * on and the steps that scale it down): 12.25 million pixels (3500 x 3500; a 12-megapixel photo,
 * 4032 x 3024, fits) cost some 170 MB, within a job worker's memory limit
 * (start-processing.ts); a 16000 x 16000 image would cost 3.5 GB.
 */
export const MAX_IMAGE_PIXELS = 3500 * 3500;
/** Largest canvas pdf.js may make for an image it scales down (4 bytes a pixel). */
const MAX_CANVAS_BYTES = MAX_IMAGE_PIXELS * 4;

/** pdf.js's warning when it leaves out an image over `maxImageSize`. */
const IMAGE_TOO_LARGE = /Image exceeded maximum allowed size/;

/**
 * Opens the PDF at `path`, reading only the byte ranges pdf.js asks for (a 50 MB file whose
 * page 1 and cross-reference table sit in a few chunks costs a few chunks of memory). Images
 * over MAX_IMAGE_PIXELS are left out undecoded. pdf.js prints its warnings only when asked
 * (`warnings`), on the console.
 */
export async function openPdf(path: string, { warnings = false } = {}): Promise<PDFDocumentProxy> {
  const { getDocument, VerbosityLevel } = await loadPdfJs();
  const task = getDocument({
    url: pathToFileURL(path),
    disableStream: true,
    disableAutoFetch: true,
    isEvalSupported: false,
    // Node has no OffscreenCanvas nor ImageDecoder: pdf.js decodes images itself, in JavaScript.
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    canvasMaxAreaInBytes: MAX_CANVAS_BYTES,
    cMapUrl: assetDir('cmaps'),
    standardFontDataUrl: assetDir('standard_fonts'),
    wasmUrl: assetDir('wasm'),
    iccUrl: assetDir('iccs'),
    verbosity: warnings ? VerbosityLevel.WARNINGS : VerbosityLevel.ERRORS,
  });
  try {
    return await task.promise;
  } catch (err) {
    await task.destroy();
    throw err;
  }
}

const needsPassword = (err: unknown): boolean => (err as { name?: string } | null)?.name === 'PasswordException';

/**
 * Opens the PDF and its page 1, then closes it. A document that asks for a password is a
 * readable PDF; anything else pdf.js cannot open (truncated, damaged, not a PDF) throws.
 */
export async function checkPdf(path: string): Promise<CheckResult> {
  let doc: PDFDocumentProxy;
  try {
    doc = await openPdf(path);
  } catch (err) {
    if (needsPassword(err)) return { kind: 'check', encrypted: true, pages: 0 };
    throw err;
  }
  try {
    await doc.getPage(1);
    return { kind: 'check', encrypted: false, pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

/**
 * Everything stored about a PDF; null when it needs a password. Page 1's images are 'too-large'
 * when pdf.js left an image out of it for being over MAX_IMAGE_PIXELS: pdf.js tells of that only
 * by a warning on the console (and, told to stop at errors, ends the page's drawing there
 * without failing it), so its warnings are read here, and dropped, as for any document.
 */
export async function readPdf(path: string, task: Omit<ProcessTask, 'kind' | 'path'>): Promise<PdfFacts | null> {
  const warn = console.warn;
  let imageLeftOut = false;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && IMAGE_TOO_LARGE.test(args[0])) imageLeftOut = true;
  };
  try {
    let doc: PDFDocumentProxy;
    try {
      doc = await openPdf(path, { warnings: true });
    } catch (err) {
      if (needsPassword(err)) return null;
      throw err;
    }
    try {
      const page1 = await doc.getPage(1);
      const images = await renderPreview(page1, task);
      return await readFacts(doc, page1, imageLeftOut ? 'too-large' : images);
    } finally {
      await doc.destroy();
    }
  } finally {
    console.warn = warn;
  }
}

/** Pages, outline, labels, page 1's size and text layout and every page's text. */
async function readFacts(doc: PDFDocumentProxy, page1: PDFPageProxy, images: PdfFacts['images']): Promise<PdfFacts> {
  const [outline, labels] = await Promise.all([doc.getOutline(), doc.getPageLabels()]);
  // At scale 1 and the page's own rotation: PDF points, as the page is shown.
  const { width, height } = page1.getViewport({ scale: 1 });
  const texts: string[] = [];
  let layout: string | null = null;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = n === 1 ? page1 : await doc.getPage(n);
    const content = await page.getTextContent({ includeMarkedContent: true, disableNormalization: true });
    texts.push(pageText(content));
    if (n === 1) layout = textLayout(page, content);
    page.cleanup();
  }
  return {
    pages: doc.numPages,
    hasOutline: (outline?.length ?? 0) > 0,
    labels: labels ?? null,
    width,
    height,
    texts,
    textLayout: layout,
    images,
  };
}

/**
 * A page's text as pdf.js's find controller reads it: the items' strings in order, a newline
 * after each item that ends a line. NUL characters are dropped (no text column stores them).
 */
export function pageText(content: TextContent): string {
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text.replaceAll('\0', '');
}

/** Longest page 1 text layout stored (characters of JSON): a page of dense text takes 30-150 KB. */
const MAX_TEXT_LAYOUT = 512 * 1024;

/** Thousandths of a PDF point: far finer than a screen pixel, and a third shorter in JSON. */
const rounded = (_key: string, value: unknown): unknown => (typeof value === 'number' ? Math.round(value * 1000) / 1000 : value);

/**
 * What a text layer over page 1's preview needs, as JSON: pdf.js's text content of the page
 * (runs, their transforms and fonts' metrics) and the page's box, unit and rotation, so the
 * viewer can place selectable text over the picture before pdf.js has opened the file. Null
 * when it would be too large to be worth fetching first.
 */
export function textLayout(page: Pick<PDFPageProxy, 'view' | 'userUnit' | 'rotate'>, content: TextContent): string | null {
  const { items, styles, lang } = content;
  const json = JSON.stringify(
    { view: page.view, userUnit: page.userUnit, rotate: page.rotate, items, styles, lang: lang ?? null },
    rounded,
  );
  return json.length <= MAX_TEXT_LAYOUT ? json : null;
}

/** Pixels a preview may have: a page far taller than wide is drawn narrower than `previewWidth`. */
const MAX_PREVIEW_HEIGHT_RATIO = 4;

/** Page 1 as a WebP `previewWidth` pixels wide, and as a thumbnail `thumbnailWidth` wide. */
async function renderPreview(
  page: PDFPageProxy,
  { previewWidth, thumbnailWidth, quality }: Omit<ProcessTask, 'kind' | 'path'>,
): Promise<PageImages> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(previewWidth / base.width, (previewWidth * MAX_PREVIEW_HEIGHT_RATIO) / base.height);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // pdf.js draws on a white page; the types are the DOM's, which @napi-rs/canvas implements.
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  const preview = await canvas.encode('webp', quality);

  const ratio = thumbnailWidth / previewWidth;
  const thumb = createCanvas(Math.max(1, Math.round(width * ratio)), Math.max(1, Math.round(height * ratio)));
  const thumbContext = thumb.getContext('2d');
  thumbContext.imageSmoothingQuality = 'high';
  thumbContext.drawImage(canvas, 0, 0, thumb.width, thumb.height);
  const thumbnail = await thumb.encode('webp', quality);
  return { preview: new Uint8Array(preview), thumbnail: new Uint8Array(thumbnail) } satisfies PageImages;
}
