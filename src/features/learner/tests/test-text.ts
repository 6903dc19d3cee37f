import type { Format } from '../../../lib/i18n/format.ts';

/** A test's opening: weekday, day, month, year and time ('Monday, May 6, 2030 at 10:15 AM'). */
export const OPENING: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };

/** A percentage (0-100) in the language: '85%', '85 %', up to two decimals. */
export const percent = (f: Format, value: number): string => f.number(value / 100, { style: 'percent', maximumFractionDigits: 2 });

/**
 * The page's locale: the nearest `lang` around the element, else the document's; undefined when
 * there is none or it is not a valid language tag. The Test section formats by the element's
 * language (`useFormat`) instead; this stays for callers that still pass a `locale`.
 */
export function pageLocale(host?: Element): string | undefined {
  const lang = host?.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang;
  if (!lang) return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([lang]).length ? lang : undefined;
  } catch {
    return undefined;
  }
}
