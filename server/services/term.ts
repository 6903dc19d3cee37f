import { isCalendarDate } from '../../src/contract/primitives.ts';
import { HttpError } from '../http/errors.ts';
import { localToday } from '../../src/contract/dates.ts';

/**
 * The school term and a student's attendance figure in it: present and late marks over marked
 * school days from the term's first day up to today, rounded; null without marks. Every
 * attendance figure the server sends (student list, summary, dashboard) is computed here.
 */

/** Terms begin on these days of the year, latest first. */
const TERM_BEGINNINGS = ['09-01', '05-01', '01-01'] as const;

export interface Term {
  /** The term's first day, 'YYYY-MM-DD'. */
  start: string;
  /** Today in the server's time zone: marks dated later do not count yet. */
  today: string;
}

/**
 * The current term: it starts on TERM_START (YYYY-MM-DD) when that is set, else on the latest
 * of 1 September, 1 January and 1 May on or before today.
 */
export function currentTerm(today = localToday(), configured = process.env.TERM_START): Term {
  if (configured) {
    // A misconfigured server says so rather than quietly counting another period.
    if (!isCalendarDate(configured))
      throw new HttpError(500, `The server's TERM_START "${configured}" is not a date in the form YYYY-MM-DD.`);
    return { start: configured, today };
  }
  const year = today.slice(0, 4);
  const start = TERM_BEGINNINGS.map((day) => `${year}-${day}`).find((d) => d <= today)!;
  return { start, today };
}

/**
 * One student's marks in the term, as a LATERAL subquery (one row, zeros without marks):
 * `present`, `late`, `absent` and `marked` (all of them), read from the attendance index on
 * (student_id, date) for that student only. `studentId` is the outer query's column holding
 * the student's id; `startParam` and `endParam` the placeholders holding the term's start and
 * today (e.g. '$1', '$2').
 */
export function termTallySql(studentId: string, startParam: string, endParam: string): string {
  return `SELECT count(*) FILTER (WHERE a.status = 'present')::int AS present,
            count(*) FILTER (WHERE a.status = 'late')::int AS late,
            count(*) FILTER (WHERE a.status = 'absent')::int AS absent,
            count(*)::int AS marked
          FROM attendance a WHERE a.student_id = ${studentId} AND a.date BETWEEN ${startParam} AND ${endParam}`;
}

/** Present and late over marked, percent rounded (halves up); null when nothing was marked. */
export function attendancePercent(attended: number, marked: number | null | undefined): number | null {
  if (!marked) return null;
  return Math.round((100 * attended) / marked);
}
