import type { Student, StudentCountResponse, StudentsResponse } from '../../src/contract/students.ts';
import type { Queryable } from '../db/queryable.ts';
import { queryJsonRows } from '../db/json-rows.ts';
import { attendancePercent, termTallySql, type Term } from './term.ts';
import { STUDENT_CLASSES_SQL } from './rosters.ts';
import type { Identity } from '../auth/identity.ts';

/** Each student's average score %: the latest graded attempt of each test, rounded. */
const AVERAGE_GRADE_SQL = `
  SELECT student_id, round(avg(percentage))::int AS average_grade
  FROM (SELECT DISTINCT ON (test_id, student_id) student_id, percentage FROM attempts
        WHERE status = 'graded' ORDER BY test_id, student_id, attempt_no DESC) latest
  GROUP BY student_id`;

// One query: the term's marks and the graded tests are counted once per student in joined aggregates.
const STUDENT_SELECT = `
  SELECT s.student_id, s.name, ${STUDENT_CLASSES_SQL} AS classes, s.grade, s.email, s.phone, s.address,
         s.parent_name, s.parent_phone, s.parent_email,
         (SELECT a.status FROM attendance a WHERE a.student_id = s.student_id ORDER BY a.date DESC LIMIT 1)
           AS last_attendance_status,
         s.roll_no, to_char(s.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
         to_char(s.enrollment_date, 'YYYY-MM-DD') AS enrollment_date, s.emergency_contact,
         t.present + t.late AS term_attended, t.marked AS term_marked, g.average_grade
  FROM students s
  LEFT JOIN (${termTallySql('$1', '$2')}) t ON t.student_id = s.student_id
  LEFT JOIN (${AVERAGE_GRADE_SQL}) g ON g.student_id = s.student_id`;

/** Students of the classes teacher `$n` teaches; every student when `$n` is null (an administrator). */
const taughtBy = (n: number): string => `($${n}::text IS NULL OR EXISTS (
  SELECT 1 FROM class_students cs JOIN class_teachers ct ON ct.class = cs.class
  WHERE cs.student_id = s.student_id AND ct.teacher_id = $${n}))`;

/** The teacher whose students a caller sees; null for an administrator (every student). */
export const directoryTeacher = (i: Identity): string | null => (i.role === 'admin' ? null : (i.teacherId ?? ''));

type StudentRow = Omit<Student, 'attendance_percent' | 'average_grade'> & {
  average_grade: number | null;
  date_of_birth: string | null;
  enrollment_date: string | null;
  term_attended: number | null;
  term_marked: number | null;
};

/**
 * The caller's students (a teacher's classes', or every student for an administrator; of class
 * `cls` only when given) with the term's attendance % and the average test score, ordered by
 * their first class and roll number.
 */
export async function listStudents(db: Queryable, term: Term, i: Identity, cls?: string): Promise<StudentsResponse> {
  const rows = await queryJsonRows<StudentRow>(
    db,
    `${STUDENT_SELECT} WHERE ${taughtBy(3)}
       AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM class_students cs WHERE cs.student_id = s.student_id AND cs.class = $4::text))`,
    'q.classes[1], q.roll_no, q.student_id',
    [term.start, term.today, directoryTeacher(i), cls ?? null],
  );
  return {
    data: rows.map(({ term_attended, term_marked, ...r }) => ({
      ...r,
      attendance_percent: attendancePercent(term_attended ?? 0, term_marked),
      average_grade: r.average_grade ?? null,
      date_of_birth: r.date_of_birth ?? '',
      enrollment_date: r.enrollment_date ?? '',
    })),
  };
}

/** How many students the caller's list has. */
export async function studentCount(db: Queryable, i: Identity): Promise<StudentCountResponse> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM students s WHERE ${taughtBy(1)}`, [
    directoryTeacher(i),
  ]);
  return { students: rows[0]?.n ?? 0 };
}
