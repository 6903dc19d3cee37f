import { formatDateTime } from '../../lib/i18n/format.ts';

/**
 * A result's day ('2024-03-15', or a date-time) in the language's medium form ('15 mar 2024');
 * a day without a time is that calendar day wherever the reader is. Anything else is shown as it
 * came.
 */
export function formatResultDay(tag: string, day: string): string {
  const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const value = calendarDay ? new Date(Number(calendarDay[1]), Number(calendarDay[2]) - 1, Number(calendarDay[3])) : day;
  return formatDateTime(tag, value, { dateStyle: 'medium' });
}
