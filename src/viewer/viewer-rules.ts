import { formatNumber } from '../lib/i18n/format.ts';

/**
 * The viewer's numeric rules (spec section 9, Viewer; section 5, PDF go-to-page): zoom
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
export const canZoomIn = (zoom: number, r: ZoomRange): boolean => zoom < r.max;
export const canZoomOut = (zoom: number, r: ZoomRange): boolean => zoom > r.min;

/** '125%' in English, '125 %' in Spanish, '١٢٥٪' in Arabic: the language's own percent. */
export const formatZoom = (zoom: number, tag = 'en'): string => formatNumber(tag, zoom, { style: 'percent', maximumFractionDigits: 0 });

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

/** The next page, or the same one at the ends. */
/**
 * A document's page labels when they say something the page numbers do not (a front matter in
 * roman numerals, "A-1"...): null when there are none or every label is its page's number.
 */
export function meaningfulLabels(labels: readonly string[] | null | undefined, pageCount: number): string[] | null {
  if (!labels || labels.length !== pageCount) return null;
  return labels.some((label, i) => label !== String(i + 1)) ? [...labels] : null;
}

export const nextPage = (page: number, count: number): number => Math.min(count, page + 1);
export const previousPage = (page: number): number => Math.max(1, page - 1);

export const DEFAULT_DOWNLOAD_NAMES = { pdf: 'document.pdf', image: 'image.jpg', unsupported: 'download' } as const;

/** The title is the download's file name; each viewer has its own default (spec section 9). */
export const downloadName = (kind: keyof typeof DEFAULT_DOWNLOAD_NAMES, name?: string | null): string =>
  name?.trim() || DEFAULT_DOWNLOAD_NAMES[kind];

/** pdf.js's CSS pixels per PDF point (96 / 72): a page at "actual size". */
export const PDF_TO_CSS_UNITS = 96 / 72;

/**
 * Scale of a page at zoom 100% (`availableWidth`: the scroll area's content box): actual size, or narrower so it fits the available width
 * (a phone shows the whole page width at 100%; zooming in goes past it).
 */
export function fitPageScale(pageWidth: number, availableWidth: number): number {
  if (pageWidth <= 0 || availableWidth <= 0) return PDF_TO_CSS_UNITS;
  return Math.min(PDF_TO_CSS_UNITS, Math.max(0.05, availableWidth / pageWidth));
}
