/** '1 question', '3 questions' (same for point, minute, attempt). */
export const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The page's locale: the nearest `lang` around the element, else the document's; undefined (the
 * browser's default) when there is none or it is not a valid language tag.
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

/** A date and time ('2030-05-06T10:15', local when it has no zone) in the locale's long form; the text itself when it is no date. */
export function formatDateTime(value: string, locale?: string): string {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(at);
}

/** A day ('2024-03-15' or a date-time) in the locale's medium form. */
export function formatDay(value: string, locale?: string): string {
  const at = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(at)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
}
