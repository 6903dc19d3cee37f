import type { Student, StudentCountResponse, StudentsResponse } from '../../src/contract/students.ts';
import type { Queryable } from '../db/queryable.ts';
import { queryJsonRows } from '../db/json-rows.ts';
import { attendancePercent, termTallySql, type Term } from './term.ts';

/** Each student's average score %: the latest graded attempt of each test, rounded. */
const AVERAGE_GRADE_SQL = `
  SELECT student_id, round(avg(percentage))::int AS average_grade
  FROM (SELECT DISTINCT ON (test_id, student_id) student_id, percentage FROM attempts
        WHERE status = 'graded' ORDER BY test_id, student_id, attempt_no DESC) latest
  GROUP BY student_id`;

// One query: the term's marks and the graded tests are counted once per student in joined aggregates.
const STUDENT_SELECT = `
  SELECT s.student_id, s.name, s.class, s.grade, s.email, s.phone, s.address,
         s.parent_name, s.parent_phone, s.parent_email,
         (SELECT a.status FROM attendance a WHERE a.student_id = s.student_id ORDER BY a.date DESC LIMIT 1)
           AS last_attendance_status,
         s.roll_no, to_char(s.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
         to_char(s.enrollment_date, 'YYYY-MM-DD') AS enrollment_date, s.emergency_contact,
         t.present + t.late AS term_attended, t.marked AS term_marked, g.average_grade
  FROM students s
  LEFT JOIN (${termTallySql('$1', '$2')}) t ON t.student_id = s.student_id
  LEFT JOIN (${AVERAGE_GRADE_SQL}) g ON g.student_id = s.student_id`;

type StudentRow = Omit<Student, 'attendance_percent' | 'average_grade'> & {
  average_grade: number | null;
  date_of_birth: string | null;
  enrollment_date: string | null;
  term_attended: number | null;
  term_marked: number | null;
};

/**
 * Every student with the term's attendance % and the average test score, ordered by class and
 * roll number.
 */
export async function listStudents(db: Queryable, term: Term): Promise<StudentsResponse> {
  const rows = await queryJsonRows<StudentRow>(db, STUDENT_SELECT, 'q.class, q.roll_no, q.student_id', [term.start, term.today]);
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

/** How many students there are. */
export async function studentCount(db: Queryable): Promise<StudentCountResponse> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM students');
  return { students: rows[0]?.n ?? 0 };
}
