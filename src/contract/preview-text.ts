/**
 * Page 1's text layout as the server stores it beside the page's picture: pdf.js's text content
 * of the page (its runs, their transforms and font metrics) and the page's box, so a text layer
 * can be placed over the picture before pdf.js has opened the file. The JSON is read as hostile:
 * only the fields pdf.js's TextLayer reads are kept, each checked.
 */

export interface PreviewTextRun {
  str: string;
  dir: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
}

export interface PreviewMarkedContent {
  type: 'beginMarkedContent' | 'beginMarkedContentProps' | 'endMarkedContent';
  id?: string;
  tag?: string;
}

export interface PreviewTextStyle {
  fontFamily: string;
  ascent: number;
  descent: number;
  vertical: boolean;
}

export interface PreviewTextLayout {
  /** The page's box in PDF units, [x0, y0, x1, y1]. */
  view: [number, number, number, number];
  userUnit: number;
  /** The page's own rotation: 0, 90, 180 or 270. */
  rotate: number;
  items: (PreviewTextRun | PreviewMarkedContent)[];
  styles: Record<string, PreviewTextStyle>;
  lang: string | null;
}

/** More runs than any real page has: pdf.js's own text layer stops at 100,000. */
const MAX_ITEMS = 50_000;
const MAX_STRING = 10_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const shortString = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;
const numbers = (v: unknown, n: number): v is number[] => Array.isArray(v) && v.length === n && v.every(finite);

function readStyle(v: unknown): PreviewTextStyle | null {
  if (!isObject(v) || !shortString(v.fontFamily) || !finite(v.ascent) || !finite(v.descent)) return null;
  return { fontFamily: v.fontFamily, ascent: v.ascent, descent: v.descent, vertical: v.vertical === true };
}

const MARKS = new Set(['beginMarkedContent', 'beginMarkedContentProps', 'endMarkedContent']);

/**
 * The layout in `value`, or null when any part of it is not what the server writes. Marked
 * content must nest: pdf.js's text layer climbs to the parent element at each end mark, and an
 * unmatched one would take it out of its own layer.
 */
export function readPreviewText(value: unknown): PreviewTextLayout | null {
  if (!isObject(value) || !numbers(value.view, 4) || !Array.isArray(value.items) || !isObject(value.styles)) return null;
  const [x0, y0, x1, y1] = value.view as [number, number, number, number];
  const userUnit = value.userUnit ?? 1;
  const rotate = value.rotate ?? 0;
  if (!(x1 > x0 && y1 > y0) || !finite(userUnit) || userUnit <= 0 || ![0, 90, 180, 270].includes(rotate as number)) return null;
  if (value.items.length > MAX_ITEMS) return null;
  const styles: Record<string, PreviewTextStyle> = Object.create(null) as Record<string, PreviewTextStyle>;
  for (const [name, raw] of Object.entries(value.styles)) {
    const style = readStyle(raw);
    // pdf.js copies the styles into a plain object with Object.assign: `__proto__` would set its prototype.
    if (!style || !shortString(name) || name === '__proto__') return null;
    styles[name] = style;
  }
  const items: PreviewTextLayout['items'] = [];
  let depth = 0;
  for (const raw of value.items) {
    if (!isObject(raw)) return null;
    if (typeof raw.type === 'string') {
      if (!MARKS.has(raw.type)) return null;
      depth += raw.type === 'endMarkedContent' ? -1 : 1;
      if (depth < 0) return null;
      const mark: PreviewMarkedContent = { type: raw.type as PreviewMarkedContent['type'] };
      if (shortString(raw.id)) mark.id = raw.id;
      if (shortString(raw.tag)) mark.tag = raw.tag;
      items.push(mark);
      continue;
    }
    const { str, dir, transform, width, height, fontName, hasEOL } = raw;
    if (!shortString(str, MAX_STRING) || !shortString(dir, 3) || !numbers(transform, 6) || !finite(width) || !finite(height))
      return null;
    if (!shortString(fontName) || !(fontName in styles)) return null;
    items.push({ str, dir, transform, width, height, fontName, hasEOL: hasEOL === true });
  }
  const lang = typeof value.lang === 'string' && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(value.lang) ? value.lang : null;
  return { view: [x0, y0, x1, y1], userUnit, rotate: rotate as number, items, styles, lang };
}
