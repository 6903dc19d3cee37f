import type { Format } from '../../../lib/i18n/format.ts';

/** A percentage (0-100) in the language: '85%', '85 %', up to two decimals. */
export const percent = (f: Format, value: number): string =>
  f.number(value / 100, { style: 'percent', maximumFractionDigits: 2 });
