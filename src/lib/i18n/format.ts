/**
 * Dates and numbers in the element's language (`Intl`), never the browser's: a page in Arabic
 * shows Arabic dates whatever the reader's system is set to. Formatters are cached per
 * language and options, since creating one costs far more than using it.
 */
export type DateInput = Date | string | number;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.ListFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.ListFormat>(
  kind: string,
  tag: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

/** A Date for a server value, or null when it is not a real point in time. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** What `toLocaleDateString()` shows, e.g. 11/22/2026 in English. */
export const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
/** What `toLocaleTimeString()` shows, e.g. 3:04:05 PM in English. */
export const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', second: '2-digit' };
/** What `toLocaleString()` shows. */
export const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, ...TIME };

/** The one format of a day, wherever one is shown: 'Mar 5, 2026', '5 mar 2026'. */
export const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** A calendar day ('2026-03-05') as that local day, never the UTC one; a date-time as the instant it names. */
export function calendarDate(value: DateInput | null | undefined): Date | null {
  return toDate(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
}

/** A day ('2026-03-05', a date-time or a Date) in DAY's format in the language; other text as it came. */
export function formatDay(tag: string, value: DateInput | null | undefined): string {
  const d = calendarDate(value);
  return d ? formatDateTime(tag, d, DAY) : value === null || value === undefined ? '' : String(value);
}

/** A date in the language; an unreadable value is shown as it came (as text, never markup). */
export function formatDateTime(tag: string, value: DateInput | null | undefined, options: Intl.DateTimeFormatOptions = DATE): string {
  const d = toDate(value);
  if (!d) return value === null || value === undefined ? '' : String(value);
  return cached('dt', tag, options, () => new Intl.DateTimeFormat(tag, options)).format(d);
}

export function formatNumber(tag: string, n: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('n', tag, options, () => new Intl.NumberFormat(tag, options)).format(n);
}

/** "5 minutes ago", "hace 5 minutos", "قبل ٥ دقائق". */
export function formatRelative(tag: string, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return cached('rt', tag, {}, () => new Intl.RelativeTimeFormat(tag, { numeric: 'always' })).format(value, unit);
}

/** "a, b and c" in the language. */
export function formatList(tag: string, items: string[], type: Intl.ListFormatType = 'conjunction'): string {
  return cached('l', tag, { type }, () => new Intl.ListFormat(tag, { type })).format(items);
}

/** The formatters bound to one language, as components get them from `useFormat()`. */
export interface Format {
  tag: string;
  date(value: DateInput | null | undefined, options?: Intl.DateTimeFormatOptions): string;
  number(n: number, options?: Intl.NumberFormatOptions): string;
}

const formats = new Map<string, Format>();

export function formatFor(tag: string): Format {
  let f = formats.get(tag);
  if (!f) {
    f = {
      tag,
      date: (value, options) => formatDateTime(tag, value, options),
      number: (n, options) => formatNumber(tag, n, options),
    };
    formats.set(tag, f);
  }
  return f;
}
