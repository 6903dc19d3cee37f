/** The viewer body's width (CSS px) from which the side panel is open when the viewer opens. */
export const SIDEBAR_OPEN_MIN_WIDTH = 900;
/** Below this body width the panel lies over the page instead of beside it (the page keeps its width). */
export const SIDEBAR_BESIDE_MIN_WIDTH = 600;

/** The panel is open by default on a wide viewer, closed on a phone or a narrow window. */
export const sidebarOpensAt = (bodyWidth: number): boolean => bodyWidth >= SIDEBAR_OPEN_MIN_WIDTH;
export const sidebarOverlaysAt = (bodyWidth: number): boolean => bodyWidth < SIDEBAR_BESIDE_MIN_WIDTH;

/** A thumbnail's width in CSS px; its height follows its page's shape. */
export const THUMBNAIL_WIDTH = 120;
/** What a thumbnail's row adds to the picture's height: padding, the gap and the caption (sidebar-views.css). */
export const THUMBNAIL_CHROME = 38;
/** Drawn thumbnails kept at most; the least recently shown beyond it are dropped. */
export const THUMBNAIL_CACHE_LIMIT = 50;
/** Thumbnails are drawn at most at this many device pixels per CSS pixel. */
const THUMBNAIL_MAX_PIXEL_RATIO = 2;

export interface PageSize {
  width: number;
  height: number;
}

/** A page's height for its width, turned by the viewer's rotation (a quarter turn swaps them). */
export function pageRatio(size: PageSize, rotation: number): number {
  const sideways = ((rotation % 180) + 180) % 180 === 90;
  const [w, h] = sideways ? [size.height, size.width] : [size.width, size.height];
  return w > 0 && h > 0 ? h / w : 1;
}

/** The picture's height in a thumbnail (CSS px). */
export const thumbnailPictureHeight = (ratio: number): number => Math.round(THUMBNAIL_WIDTH * ratio);

/** A thumbnail row's whole height (CSS px): every row's height is known before it is drawn. */
export const thumbnailRowHeight = (ratio: number): number => thumbnailPictureHeight(ratio) + THUMBNAIL_CHROME;

/** Scale (device pixels per PDF unit) at which a page of `pageWidth` units fills a thumbnail. */
export const thumbnailScale = (pageWidth: number, devicePixelRatio: number): number =>
  (THUMBNAIL_WIDTH * Math.min(THUMBNAIL_MAX_PIXEL_RATIO, Math.max(1, devicePixelRatio || 1))) / pageWidth;

/** An outline entry flattened in reading order, its `key` its path ("0.2.1": third entry's second child). */
export interface OutlinePlace {
  key: string;
  /** The 1-based page it leads to; null when it leads to no page of the document. */
  page: number | null;
}

/**
 * The outline entry holding the page shown: the one whose page is the nearest at or before it;
 * of entries on that same page, the last in reading order (the deepest). Null before the first.
 */
export function currentOutlineKey(places: readonly OutlinePlace[], page: number): string | null {
  let best: OutlinePlace | null = null;
  for (const place of places) {
    if (place.page === null || place.page > page) continue;
    if (!best || place.page >= best.page!) best = place;
  }
  return best?.key ?? null;
}

/** The keys of an entry's parents, outermost first ("0.2.1" -> "0", "0.2"). */
export function parentKeys(key: string): string[] {
  const parts = key.split('.');
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('.'));
}

/**
 * Which entry shows as current: the entry itself, or its outermost collapsed parent when it is
 * hidden inside one (the reader still sees where the page is).
 */
export function shownOutlineKey(key: string | null, isExpanded: (key: string) => boolean): string | null {
  if (key === null) return null;
  return parentKeys(key).find((parent) => !isExpanded(parent)) ?? key;
}

/** An entry's depth from its key: 0 for top-level entries. */
export const outlineDepth = (key: string): number => key.split('.').length - 1;

/** Top-level entries show their entries; deeper ones start collapsed. */
export const expandedByDefault = (key: string): boolean => outlineDepth(key) === 0;

/** A title as one line: PDF titles may carry line breaks, tabs and runs of spaces. */
export const outlineTitle = (title: unknown): string => (typeof title === 'string' ? title.replace(/\s+/g, ' ').trim() : '');
