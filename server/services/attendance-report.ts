import type { AttendanceReport, AttendanceReportQuery, AttendanceReportResponse } from '../../src/contract/attendance.ts';
import type { AttendanceStatus } from '../../src/contract/constants.ts';
import { addDays, daysBetween } from '../../src/contract/dates.ts';
import { MAX_REPORT_RANGE_DAYS } from '../../src/contract/constants.ts';
import type { Queryable } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';
import { currentTerm } from './term.ts';

export interface MarkRow {
  student_id: string;
  date: string;
  status: AttendanceStatus;
}

const attended = (s: AttendanceStatus) => s === 'present' || s === 'late';
const pct = (num: number, den: number) => (den === 0 ? 0 : Math.round((100 * num) / den));

/** Mean of per-student attendance % among students with marks in [start, end]. */
function average(marks: MarkRow[], start: string, end: string): number | undefined {
  const per = new Map<string, [number, number]>();
  for (const m of marks) {
    if (m.date < start || m.date > end) continue;
    const t = per.get(m.student_id) ?? [0, 0];
    t[0] += attended(m.status) ? 1 : 0;
    t[1] += 1;
    per.set(m.student_id, t);
  }
  if (per.size === 0) return undefined;
  let sum = 0;
  for (const [a, n] of per.values()) sum += (100 * a) / n;
  return Math.round(sum / per.size);
}

/** The attendance report: per student, summary, trend against the previous period, 7 weeks. */
export function buildReport(
  q: AttendanceReportQuery,
  students: { student_id: string; name: string; roll_no: number }[],
  marks: MarkRow[],
): AttendanceReport {
  const inRange = marks.filter((m) => m.date >= q.start && m.date <= q.end);
  const byStudent = new Map<string, MarkRow[]>();
  for (const m of inRange) {
    const list = byStudent.get(m.student_id) ?? [];
    list.push(m);
    byStudent.set(m.student_id, list);
  }
  const rows = students.map((s) => {
    const list = byStudent.get(s.student_id) ?? [];
    return {
      id: s.student_id,
      name: s.name,
      rollNo: s.roll_no,
      attendance: pct(list.filter((m) => attended(m.status)).length, list.length),
      records: list.slice(-5).map((m) => ({ date: m.date, status: m.status })),
    };
  });

  const lastDay = inRange.length ? inRange[inRange.length - 1]!.date : null;
  const onLastDay = inRange.filter((m) => m.date === lastDay);
  const span = daysBetween(q.start, q.end) + 1;
  const current = average(marks, q.start, q.end) ?? 0;
  const previous = average(marks, addDays(q.start, -span), addDays(q.start, -1));
  const change = previous === undefined ? 0 : current - previous;

  const weeklyTrend = Array.from({ length: 7 }, (_, i) => {
    const weekEnd = addDays(q.end, -7 * (6 - i));
    const weekStart = addDays(weekEnd, -6);
    const week = marks.filter((m) => m.date >= weekStart && m.date <= weekEnd);
    return {
      weekStart,
      weekEnd,
      percentage: pct(week.filter((m) => attended(m.status)).length, week.length),
      marks: week.length,
    };
  });

  return {
    class: q.class,
    start: q.start,
    end: q.end,
    students: rows,
    summary: {
      totalStudents: students.length,
      averageAttendance: current,
      totalPresent: onLastDay.filter((m) => attended(m.status)).length,
      totalAbsent: onLastDay.filter((m) => m.status === 'absent').length,
      date: lastDay,
      trend: change >= 0 ? 'up' : 'down',
      change,
    },
    weeklyTrend,
  };
}

/** A class's report over [start, end] (at most MAX_REPORT_RANGE_DAYS), computed from stored marks in two queries. */
export async function attendanceReport(db: Queryable, q: AttendanceReportQuery): Promise<AttendanceReportResponse> {
  const span = daysBetween(q.start, q.end);
  if (span < 0) throw new HttpError(400, 'Invalid query: start must not be after end.');
  if (span > MAX_REPORT_RANGE_DAYS)
    throw new HttpError(400, `Invalid query: the range may cover at most ${MAX_REPORT_RANGE_DAYS} days.`);
  const from = [addDays(q.start, -(span + 1)), addDays(q.end, -48)].sort()[0]!;
  const students = await db.query<{ student_id: string; name: string; roll_no: number }>(
    `SELECT s.student_id, s.name, s.roll_no FROM class_students cs JOIN students s ON s.student_id = cs.student_id
     WHERE cs.class = $1 ORDER BY s.roll_no, s.student_id`,
    [q.class],
  );
  const marks = await db.query<MarkRow>(
    `SELECT student_id, to_char(date, 'YYYY-MM-DD') AS date, status FROM attendance
     WHERE class = $1 AND date BETWEEN $2 AND $3 ORDER BY date`,
    [q.class, from, q.end],
  );
  return { data: { ...buildReport(q, students, marks), termStart: currentTerm().start } };
}
