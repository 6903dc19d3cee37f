import { formatNumber } from './i18n/format.ts';

/** The file-size units, named in each language's messages. */
export const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
export type SizeUnitNames = Record<(typeof SIZE_UNITS)[number], string>;

/**
 * A file size for people: base 1024, units Bytes/KB/MB/GB (named by `units`, in the element's
 * language), at most 2 decimals, trailing zeros dropped ('1 KB', '1.5 KB'); zero, negative and
 * unreadable sizes are '0 Bytes'; anything beyond GB stays in GB. The number is written for
 * `tag`, without thousands separators.
 */
export function formatFileSize(bytes: number, tag: string, units: SizeUnitNames): string {
  const size = (n: number, unit: (typeof SIZE_UNITS)[number]): string =>
    `${formatNumber(tag, n, { maximumFractionDigits: 2, useGrouping: false })} ${units[unit]}`;
  if (!Number.isFinite(bytes) || bytes <= 0) return size(0, 'Bytes');
  const i = Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return size(bytes / 1024 ** i, SIZE_UNITS[i]!);
}

/** An avatar's initials: the first letters of the first and last words ('Aarav Mehta' -> 'AM'), or `fallback` without a name. */
export function initials(name: string, fallback: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The lower-case extension of a file name, path or URL ('' when there is none): a URL's query
 * and fragment are not part of the name, and a leading dot ('.hidden') is a name, not an extension.
 */
export function extensionOf(nameOrUrl: string | undefined | null): string {
  if (!nameOrUrl) return '';
  const path = nameOrUrl.split(/[?#]/, 1)[0] ?? '';
  const base = path.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
