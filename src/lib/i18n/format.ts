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

/*
 * Each kind of date has one format, used wherever that kind is shown:
 * a day 'Mar 5, 2026'; a day inside a strip or chart of nearby days 'Mar 5';
 * a moment (a day and its time) 'Mar 5, 2026, 9:30 AM'; a time of day '9:30 AM'.
 */
export const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
export const NEARBY_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
export const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
export const MOMENT: Intl.DateTimeFormatOptions = { ...DAY, ...CLOCK };

/** A calendar day ('2026-03-05') as that local day, never the UTC one; a date-time as the instant it names. */
export function calendarDate(value: DateInput | null | undefined): Date | null {
  return toDate(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
}

/** Text for a value that is not a date: shown as it came, '' for none. */
const asText = (value: DateInput | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** A day ('2026-03-05', a date-time or a Date) in DAY's format in the language; other text as it came. */
export function formatDay(tag: string, value: DateInput | null | undefined): string {
  const d = calendarDate(value);
  return d ? formatDateTime(tag, d, DAY) : asText(value);
}

/** A day among nearby days ('Mar 5'), for attendance strips and chart axes; other text as it came. */
export function formatNearbyDay(tag: string, value: DateInput | null | undefined): string {
  const d = calendarDate(value);
  return d ? formatDateTime(tag, d, NEARBY_DAY) : asText(value);
}

/**
 * A moment: a local date-time ('2026-03-05T09:30') or an instant as day and time; a plain day
 * ('2026-03-05') has no time, so it is shown as that day. Other text as it came.
 */
export function formatMoment(tag: string, value: DateInput | null | undefined): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(tag, value);
  return formatDateTime(tag, value, MOMENT);
}

/** A time of day ('13:30' or a date-time) as the language writes it: 1:30 PM, 13:30. */
export function formatClock(tag: string, value: DateInput | null | undefined): string {
  if (typeof value === 'string' && /^\d{1,2}:\d{2}$/.test(value)) {
    const [hours = 0, minutes = 0] = value.split(':').map(Number);
    return formatDateTime(tag, new Date(2000, 0, 1, hours, minutes), CLOCK);
  }
  return formatDateTime(tag, value, CLOCK);
}

/** A date in the language; an unreadable value is shown as it came (as text, never markup). */
export function formatDateTime(
  tag: string,
  value: DateInput | null | undefined,
  options: Intl.DateTimeFormatOptions = DAY,
): string {
  const d = toDate(value);
  if (!d) return asText(value);
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
