import type { Format } from '../../../lib/i18n/format.ts';

/** A test's opening: weekday, day, month, year and time ('Monday, May 6, 2030 at 10:15 AM'). */
export const OPENING: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };

/** A percentage (0-100) in the language: '85%', '85 %', up to two decimals. */
export const percent = (f: Format, value: number): string => f.number(value / 100, { style: 'percent', maximumFractionDigits: 2 });
