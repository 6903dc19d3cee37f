import { formatDay, formatNumber, formatRelative } from '../../../lib/i18n/format.ts';
import { teacherSharedMessages, type TeacherSharedMessages } from './messages.ts';

/**
 * The language a formatted text is for: the element's formatting tag and the shared teacher
 * texts in that language (components get it from `useTeacherLanguage()`). Without one, texts
 * are English.
 */
export interface TeacherLanguage {
  tag: string;
  m: TeacherSharedMessages;
}

export const ENGLISH: TeacherLanguage = { tag: 'en', m: teacherSharedMessages.en };

/** The upload list: size in MB to 2 decimals ("0.25 MB"). */
export const formatMegabytes = (bytes: number, lang: TeacherLanguage = ENGLISH): string =>
  `${formatNumber(lang.tag, bytes / (1024 * 1024), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })} ${lang.m.sizeUnits.MB}`;

/** A percentage as the language writes it ("88%", "88 %", "٨٨٪"). */
export const formatPercent = (n: number, lang: TeacherLanguage = ENGLISH): string => lang.m.percent(n);

/** A plain list of names as the language writes it ("Class A, Class B", "Class A، Class B"). */
export const formatNames = (names: readonly string[], lang: TeacherLanguage = ENGLISH): string =>
  names.join(lang.m.listSeparator);

/**
 * Relative time for the Recent Activity list: 'just now', '5 minutes ago', '2 hours ago',
 * '3 days ago', '2 weeks ago', then the date. Future times (clock skew) count as just now.
 */
export function relativeTime(then: Date, now: Date = new Date(), lang: TeacherLanguage = ENGLISH): string {
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 60) return lang.m.justNow;
  const ago = (n: number, unit: Intl.RelativeTimeFormatUnit): string => formatRelative(lang.tag, -n, unit);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return ago(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  return formatDay(lang.tag, then);
}
