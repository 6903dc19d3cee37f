import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AttendanceSummaryResponse } from '../../src/contract/attendance.ts';
import type { AttendanceStatus } from '../../src/contract/constants.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { attendancePercent, currentTerm, termTallySql } from '../services/term.ts';

/** How many of the latest marks the summary lists. */
const RECENT_MARKS = 10;

interface SummaryRow {
  name: string;
  class: string;
  present: number | null;
  late: number | null;
  absent: number | null;
  marked: number | null;
}

/**
 * GET /api/students/{studentId}/attendance: the student's attendance this term (the same figure
 * as the student list's), their latest marks up to today and every absence of the term.
 * Who may ask is decided by the route's access rule (the student, their parents, teachers).
 */
export function registerAttendanceSummary(app: FastifyInstance, { db }: AppContext): void {
  const route = ROUTES.attendanceSummary;
  app.get(route.path, async (req): Promise<AttendanceSummaryResponse> => {
    const { studentId } = parseOr400(route.params, req.params, 'student id');
    const term = currentTerm();
    const [student] = await db.query<SummaryRow>(
      `SELECT s.name, s.class, t.present, t.late, t.absent, t.marked
       FROM students s LEFT JOIN (${termTallySql('$2', '$3')}) t ON t.student_id = s.student_id
       WHERE s.student_id = $1`,
      [studentId, term.start, term.today],
    );
    if (!student) throw new HttpError(404, `Student ${studentId} not found.`);
    const marks = await db.query<{ date: string; status: AttendanceStatus }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, status FROM attendance
       WHERE student_id = $1 AND date <= $2 ORDER BY date DESC LIMIT $3`,
      [studentId, term.today, RECENT_MARKS],
    );
    const absences = await db.query<{ date: string }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date FROM attendance
       WHERE student_id = $1 AND status = 'absent' AND date BETWEEN $2 AND $3 ORDER BY date DESC`,
      [studentId, term.start, term.today],
    );
    const present = student.present ?? 0;
    const late = student.late ?? 0;
    return {
      data: {
        studentId,
        name: student.name,
        class: student.class,
        termStart: term.start,
        percentage: attendancePercent(present + late, student.marked),
        present,
        late,
        absent: student.absent ?? 0,
        markedDays: student.marked ?? 0,
        recent: marks,
        absences: absences.map((a) => a.date),
      },
    };
  });
}
