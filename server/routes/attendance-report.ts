import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AttendanceReportResponse } from '../../src/contract/attendance.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { buildReport, type MarkRow } from '../services/attendance-report.ts';
import { addDays, daysBetween } from '../../src/contract/dates.ts';
import { MAX_REPORT_RANGE_DAYS } from '../../src/contract/constants.ts';
import { currentTerm } from '../services/term.ts';

/** GET /api/attendance/report?class=&start=&end=: computed from stored marks (two queries). */
export function registerAttendanceReport(app: FastifyInstance, { db }: AppContext): void {
  const route = ROUTES.attendanceReport;
  app.get(route.path, async (req): Promise<AttendanceReportResponse> => {
    const q = parseOr400(route.query, req.query, 'query');
    const span = daysBetween(q.start, q.end);
    if (span < 0) throw new HttpError(400, 'Invalid query: start must not be after end.');
    if (span > MAX_REPORT_RANGE_DAYS) throw new HttpError(400, `Invalid query: the range may cover at most ${MAX_REPORT_RANGE_DAYS} days.`);
    const from = [addDays(q.start, -(span + 1)), addDays(q.end, -48)].sort()[0]!;
    const students = await db.query<{ student_id: string; name: string; roll_no: number }>(
      'SELECT student_id, name, roll_no FROM students WHERE class = $1 ORDER BY roll_no, student_id',
      [q.class],
    );
    const marks = await db.query<MarkRow>(
      `SELECT student_id, to_char(date, 'YYYY-MM-DD') AS date, status FROM attendance
       WHERE class = $1 AND date BETWEEN $2 AND $3 ORDER BY date`,
      [q.class, from, q.end],
    );
    return { data: { ...buildReport(q, students, marks), termStart: currentTerm().start } };
  });
}
