import { addDays, daysBetween, MAX_REPORT_RANGE_DAYS, type AttendanceReport } from '../../../contract/index.ts';
import { formatNearbyDay } from '../../../lib/i18n/format.ts';
import { toCsv } from '../shared/csv.ts';
import { formatPercent, type TeacherLanguage } from '../shared/format.ts';
import type { Mark } from './attendance-rules.ts';
import type { AttendanceMessages } from './messages.ts';

export interface DateRange {
  start: string;
  end: string;
}

/** Until the server names the term's first day (or when it does not), the Reports tab shows the last 30 days. */
export const defaultRange = (today: string): DateRange => ({ start: addDays(today, -29), end: today });

/**
 * The Reports tab opens on the term so far, so each student's % is their term figure: the
 * term's first day (kept within the longest range the server takes) up to today.
 */
export function termRange(termStart: string, today: string): DateRange {
  const earliest = addDays(today, -MAX_REPORT_RANGE_DAYS);
  const start = termStart > today ? today : termStart < earliest ? earliest : termStart;
  return { start, end: today };
}

/** A problem with the chosen dates, or null. */
export function rangeProblem(start: string, end: string, m: AttendanceMessages): string | null {
  if (!start || !end) return m.rangeMissing;
  if (start > end) return m.rangeReversed;
  if (daysBetween(start, end) > MAX_REPORT_RANGE_DAYS) return m.rangeTooLong;
  return null;
}

/** '+2%' / '-1%'; no change reads '+0%'. */
export const trendText = (change: number, lang: TeacherLanguage): string =>
  `${change >= 0 ? '+' : '-'}${formatPercent(Math.abs(change), lang)}`;

/**
 * What the change compares with: 'from last month' for a month-long range (the
 * default); for other ranges the server compares with the period of equal length before it.
 */
export function trendComparison(start: string, end: string, m: AttendanceMessages): string {
  const days = daysBetween(start, end) + 1;
  return days >= 28 && days <= 31 ? m.fromLastMonth : m.fromPreviousDays(days);
}

/** A report record's mark: absent, late, or else present. */
const recordMark = (status: string): Mark => (status === 'absent' ? 'absent' : status === 'late' ? 'late' : 'present');
/** P / A dots of the recent records; late counts as attended but keeps its own letter. */
export const dotLetter = (status: string, m: AttendanceMessages): string => m.letters[recordMark(status)];
export const statusWord = (status: string, m: AttendanceMessages): string => m.status[recordMark(status)];

/** 'YYYY-MM-DD' as a short label in the language ('Mar 3'), for chart axes and tooltips. */
export const shortDate = (date: string, tag: string): string => formatNearbyDay(tag, date);

/** The shown report as CSV rows: one line per student, the range and class in the file name. */
export function reportCsv(report: AttendanceReport, m: AttendanceMessages): string {
  const c = m.columns;
  const header = [c.studentId, c.student, c.rollNo, c.attendance, c.recentRecords];
  const rows = report.students.map((s) => [
    s.id,
    s.name,
    s.rollNo,
    s.records.length ? s.attendance : '', // never marked in the range: no figure
    s.records.map((r) => `${r.date} ${dotLetter(r.status, m)}`).join('; '),
  ]);
  return toCsv([header, ...rows]);
}

export const reportFileName = (report: Pick<AttendanceReport, 'class' | 'start' | 'end'>): string =>
  `attendance-${report.class.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${report.start}-to-${report.end}.csv`;

/** Bar height in percent of the chart, never below a sliver so a 0% week is still visible. */
export const barHeight = (percentage: number, marks: number): number =>
  marks === 0 ? 0 : Math.max(2, Math.min(100, percentage));
