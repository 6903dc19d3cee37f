import type {
  AttendanceRecordsResponse,
  AttendanceSubmission,
  AttendanceSummaryResponse,
} from '../../src/contract/attendance.ts';
import type { AttendanceStatus } from '../../src/contract/constants.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { queryJsonRows } from '../db/json-rows.ts';
import { HttpError } from '../http/errors.ts';
import { pageOf, type PageWindow } from '../http/paging.ts';
import { recordActivity } from './activity.ts';
import { bumpDayVersion, changedByMessage, dayVersion } from './attendance-version.ts';
import { assertClassesExist } from './classes.ts';
import { STUDENT_CLASSES_SQL } from './rosters.ts';
import { attendancePercent, currentTerm, termTallySql } from './term.ts';

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
 * Saves one class's marks for one date; the class must exist and every student must be in it.
 * Saving the same class and date again replaces that day's marks, in one transaction. A save
 * that names the version it started from gets 409 and writes nothing when the day has changed
 * since. Returns the day's new version.
 */
export async function saveAttendance(db: Database, sub: AttendanceSubmission, teacherId: string): Promise<number> {
  const ids = sub.records.map((r) => r.studentId);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) throw new HttpError(400, `Invalid attendance: student ${dup} appears more than once.`);
  await assertClassesExist(db, [sub.class]);

  const known = await db.query<{ student_id: string; in_class: boolean }>(
    `SELECT s.student_id, EXISTS (SELECT 1 FROM class_students cs WHERE cs.student_id = s.student_id AND cs.class = $2) AS in_class
     FROM students s WHERE s.student_id = ANY($1::text[])`,
    [ids, sub.class],
  );
  const inClass = new Map(known.map((s) => [s.student_id, s.in_class]));
  for (const id of ids) {
    if (!inClass.has(id)) throw new HttpError(400, `Invalid attendance: unknown student ${id}.`);
    if (!inClass.get(id)) throw new HttpError(400, `Invalid attendance: student ${id} is not in ${sub.class}.`);
  }

  return db.transaction(async (tx) => {
    // One save of a class and date at a time (on every instance sharing the database): no
    // deadlock between concurrent saves, and never a mix of two teachers' submissions.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`attendance:${sub.class}:${sub.date}`]);
    const current = await dayVersion(tx, sub.class, sub.date);
    if (sub.version !== undefined && sub.version !== (current?.version ?? 0)) {
      throw new HttpError(
        409,
        changedByMessage(sub.class, sub.date, current ?? { version: 0, teacherName: 'another teacher', savedAt: new Date() }),
      );
    }
    await tx.query('DELETE FROM attendance WHERE class = $1 AND date = $2', [sub.class, sub.date]);
    await bulkInsert(
      tx,
      'attendance',
      ['student_id', 'date', 'class', 'status', 'teacher_id'],
      sub.records.map((r) => [r.studentId, sub.date, sub.class, r.status, teacherId]),
      `ON CONFLICT (student_id, date, class) DO UPDATE SET status = EXCLUDED.status,
         teacher_id = EXCLUDED.teacher_id, saved_at = now()`,
    );
    await recordActivity(tx, teacherId, 'attendance', `Attendance saved for ${sub.class} on ${sub.date}`);
    return bumpDayVersion(tx, sub.class, sub.date, teacherId);
  });
}

/**
 * One page of a date's stored records (of one class, with the day's version, or of every class
 * among `classes`, every class when undefined) with the teacher's name, by class, roll number
 * and id. Found through the indexes on attendance (class, date) and (date).
 */
export async function attendanceRecords(
  db: Queryable,
  date: string,
  cls: string | undefined,
  classes: readonly string[] | undefined,
  w: PageWindow,
): Promise<AttendanceRecordsResponse> {
  const params: unknown[] = [date];
  let where = 'a.date = $1';
  if (cls !== undefined) where += ` AND a.class = $${params.push(cls)}`;
  if (classes !== undefined) where += ` AND a.class = ANY($${params.push([...classes])}::text[])`;
  const rows = await queryJsonRows<AttendanceRecordsResponse['data'][number]>(
    db,
    `SELECT a.student_id, s.name, a.status, to_char(a.date, 'YYYY-MM-DD') AS date, a.teacher_id,
            COALESCE(t.name, 'Teacher ' || a.teacher_id) AS teacher_name,
            a.class AS sort_class, s.roll_no AS sort_roll_no
     FROM attendance a
     JOIN students s ON s.student_id = a.student_id
     LEFT JOIN teachers t ON t.id = a.teacher_id
     WHERE ${where}
     ORDER BY a.class, s.roll_no, a.student_id LIMIT ${w.limit} OFFSET ${w.offset}`,
    'q.sort_class, q.sort_roll_no, q.student_id',
    params,
    ['sort_class', 'sort_roll_no'],
  );
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM attendance a WHERE ${where}`, params))[0]?.n ?? 0;
  const page = pageOf(rows, total, w);
  if (!cls) return page;
  return { ...page, version: (await dayVersion(db, cls, date))?.version ?? 0 };
}

/**
 * A student's attendance this term (the same figure as the student list's), their latest marks
 * up to today and every absence of the term.
 */
export async function attendanceSummary(db: Queryable, studentId: string): Promise<AttendanceSummaryResponse> {
  const term = currentTerm();
  const [student] = await db.query<SummaryRow>(
    `SELECT s.name, array_to_string(${STUDENT_CLASSES_SQL}, ', ') AS class, t.present, t.late, t.absent, t.marked
     FROM students s CROSS JOIN LATERAL (${termTallySql('s.student_id', '$2', '$3')}) t
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
}
