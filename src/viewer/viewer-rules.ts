import { formatNumber } from '../lib/i18n/format.ts';

/**
 * The viewer's numeric rules: zoom
 * bounds and steps, rotation, page acceptance, and the default download names.
 */
export interface ZoomRange {
  min: number;
  max: number;
  step: number;
  initial: number;
}

export const PDF_ZOOM: ZoomRange = { min: 0.5, max: 3, step: 0.25, initial: 1 };
export const IMAGE_ZOOM: ZoomRange = { min: 0.1, max: 5, step: 0.25, initial: 1 };

/** Rounded to 2 decimals so repeated steps never drift (0.1 + 0.25 stays 0.35). */
const tidy = (n: number): number => Math.round(n * 100) / 100;

export const clampZoom = (zoom: number, r: ZoomRange): number => tidy(Math.min(r.max, Math.max(r.min, zoom)));

export const zoomIn = (zoom: number, r: ZoomRange): number => clampZoom(zoom + r.step, r);
export const zoomOut = (zoom: number, r: ZoomRange): number => clampZoom(zoom - r.step, r);

/**
 * A PDF's zoom steps are `initial + k * step`: from a zoom between them (set by a fit mode),
 * zooming in goes to the next step above and zooming out to the next one below.
 */
const EPSILON = 1e-6;
export const pdfZoomIn = (zoom: number, r: ZoomRange): number =>
  clampZoom(r.initial + (Math.floor((zoom - r.initial) / r.step + EPSILON) + 1) * r.step, r);
export const pdfZoomOut = (zoom: number, r: ZoomRange): number =>
  clampZoom(r.initial + (Math.ceil((zoom - r.initial) / r.step - EPSILON) - 1) * r.step, r);
export const canZoomIn = (zoom: number, r: ZoomRange): boolean => zoom < r.max;
export const canZoomOut = (zoom: number, r: ZoomRange): boolean => zoom > r.min;

/** '125%' in English, '125 %' in Spanish, '١٢٥٪' in Arabic: the language's own percent. */
export const formatZoom = (zoom: number, tag = 'en'): string =>
  formatNumber(tag, zoom, { style: 'percent', maximumFractionDigits: 0 });

/** Rotation steps by 90 degrees, wrapping at 360. */
export const rotateStep = (degrees: number): number => (((degrees + 90) % 360) + 360) % 360;

/**
 * PDF go-to-page: one of the document's page labels, or an integer from 1 to the page count;
 * anything else (empty, decimals, out of range, other text) returns null and is ignored.
 */
export function acceptPage(value: string | number, pageCount: number, labels: readonly string[] | null = null): number | null {
  const text = String(value).trim();
  // A printed label ("iv", "A-3") first, as pdf.js does; then the page's number.
  const labelled = labels ? labels.indexOf(text) : -1;
  if (labelled >= 0 && labelled < pageCount) return labelled + 1;
  if (!/^\d+$/.test(text)) return null;
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 && page <= pageCount ? page : null;
}

// Read by the server too: it stores the labels worth showing.
export { meaningfulLabels } from '../contract/page-labels.ts';

/** The next page, or the same one at the ends. */
export const nextPage = (page: number, count: number): number => Math.min(count, page + 1);
export const previousPage = (page: number): number => Math.max(1, page - 1);

export const DEFAULT_DOWNLOAD_NAMES = { pdf: 'document.pdf', image: 'image.jpg', unsupported: 'download' } as const;

/** The title is the download's file name; each viewer has its own default. */
export const downloadName = (kind: keyof typeof DEFAULT_DOWNLOAD_NAMES, name?: string | null): string =>
  name?.trim() || DEFAULT_DOWNLOAD_NAMES[kind];

/** pdf.js's CSS pixels per PDF point (96 / 72): a page at "actual size". */
export const PDF_TO_CSS_UNITS = 96 / 72;

/**
 * What a PDF's zoom is set to: a factor of the 100% scale (fitPageScale), or a mode that
 * follows the page and the viewer's size: the whole page, the full width, or actual size.
 */
export type PdfZoom = number | PdfZoomMode;
export const PDF_ZOOM_MODES = ['page-fit', 'page-width', 'page-actual'] as const;
export type PdfZoomMode = (typeof PDF_ZOOM_MODES)[number];

export interface Size {
  width: number;
  height: number;
}

/**
 * CSS pixels per PDF unit for a page of `page` size (at its rotation) in an area of
 * `available` size: zoom factors multiply the 100% scale; modes fit the page to the area.
 */
export function pdfPageScale(zoom: PdfZoom, page: Size, available: Size): number {
  if (zoom === 'page-actual') return PDF_TO_CSS_UNITS;
  if (page.width <= 0 || page.height <= 0 || available.width <= 0) return PDF_TO_CSS_UNITS;
  const width = available.width / page.width;
  if (zoom === 'page-width') return width;
  if (zoom === 'page-fit') return available.height > 0 ? Math.min(width, available.height / page.height) : width;
  return zoom * fitPageScale(page.width, available.width);
}

/** The zoom factor (1 = 100%) that a page drawn at `scale` shows. */
export const zoomFactor = (scale: number, page: Size, available: Size): number =>
  scale / fitPageScale(page.width, available.width);

/**
 * Scale of a page at zoom 100% (`availableWidth`: the scroll area's content box): actual size, or narrower so it fits the available width
 * (a phone shows the whole page width at 100%; zooming in goes past it).
 */
export function fitPageScale(pageWidth: number, availableWidth: number): number {
  if (pageWidth <= 0 || availableWidth <= 0) return PDF_TO_CSS_UNITS;
  return Math.min(PDF_TO_CSS_UNITS, Math.max(0.05, availableWidth / pageWidth));
}
