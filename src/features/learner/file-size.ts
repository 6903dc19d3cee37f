import { formatNumber } from '../../lib/i18n/format.ts';
import type { LearnerSectionMessages } from './section-messages.ts';

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A file size for people: base 1024, units Bytes/KB/MB/GB (named in the language of `m`), at
 * most 2 decimals, zero is '0 Bytes'. Trailing zeros are dropped ('1 KB', '1.5 KB'); anything
 * beyond GB stays in GB. The number is written for `tag`, without thousands separators.
 */
export function formatFileSize(bytes: number, tag: string, m: Pick<LearnerSectionMessages, 'sizeUnits'>): string {
  const size = (n: number, unit: (typeof UNITS)[number]): string =>
    `${formatNumber(tag, n, { maximumFractionDigits: 2, useGrouping: false })} ${m.sizeUnits[unit]}`;
  if (!Number.isFinite(bytes) || bytes <= 0) return size(0, 'Bytes');
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return size(bytes / 1024 ** i, UNITS[i]!);
}
