import type { Student, StudentCountResponse, StudentsQuery, StudentsResponse } from '../../src/contract/students.ts';
import type { Queryable } from '../db/queryable.ts';
import { queryJsonRows } from '../db/json-rows.ts';
import { containsPattern, pageOf, type PageWindow } from '../http/paging.ts';
import { attendancePercent, termTallySql, type Term } from './term.ts';
import { STUDENT_CLASSES_SQL } from './rosters.ts';
import type { Identity } from '../auth/identity.ts';

/** The teacher whose students a caller sees; null for an administrator (every student). */
export const directoryTeacher = (i: Identity): string | null => (i.role === 'admin' ? null : (i.teacherId ?? ''));

/** What narrows the directory: the class, the school year and the search text (`q`: name, id, email or phone). */
export type StudentFilters = Pick<StudentsQuery, 'class' | 'grade' | 'q'>;

/** The directory's order: by name, then id (stable across pages). */
const ORDER = 's.name, s.student_id';

/**
 * The WHERE clause of the caller's students matching `f`, with its parameters numbered from
 * `$first`: a teacher's are those of the classes they teach (found from the teacher's classes,
 * never by reading every roster), an administrator's every student.
 */
function matching(i: Identity, f: StudentFilters, first: number): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (v: unknown): string => (params.push(v), `$${first + params.length - 1}`);
  const clauses: string[] = [];
  const teacher = directoryTeacher(i);
  if (teacher !== null) {
    clauses.push(`s.student_id IN (SELECT cs.student_id FROM class_teachers ct JOIN class_students cs ON cs.class = ct.class
      WHERE ct.teacher_id = ${p(teacher)}${f.class ? ` AND cs.class = ${p(f.class)}` : ''})`);
  } else if (f.class) {
    clauses.push(`s.student_id IN (SELECT cs.student_id FROM class_students cs WHERE cs.class = ${p(f.class)})`);
  }
  if (f.grade) clauses.push(`s.grade = ${p(f.grade)}`);
  if (f.q) {
    const q = p(containsPattern(f.q));
    clauses.push(`(s.name ILIKE ${q} OR s.student_id ILIKE ${q} OR s.email ILIKE ${q} OR s.phone ILIKE ${q})`);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/**
 * The page's students with their profile, last mark, the term's attendance tally and average
 * test score, each looked up per student of the page through the indexes on attendance
 * (student_id, date) and attempts (student_id, test_id). `$1`, `$2`: the term's start and today.
 */
const pageSelect = (where: string, limit: number, offset: number): string => `
  WITH page AS (SELECT s.student_id FROM students s ${where} ORDER BY ${ORDER} LIMIT ${limit} OFFSET ${offset})
  SELECT s.student_id, s.name, ${STUDENT_CLASSES_SQL} AS classes, s.grade, s.email, s.phone, s.address,
         s.parent_name, s.parent_phone, s.parent_email,
         (SELECT a.status FROM attendance a WHERE a.student_id = s.student_id ORDER BY a.date DESC LIMIT 1)
           AS last_attendance_status,
         s.roll_no, to_char(s.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
         to_char(s.enrollment_date, 'YYYY-MM-DD') AS enrollment_date, s.emergency_contact,
         t.present + t.late AS term_attended, t.marked AS term_marked, g.average_grade
  FROM page JOIN students s ON s.student_id = page.student_id
  CROSS JOIN LATERAL (${termTallySql('s.student_id', '$1', '$2')}) t
  CROSS JOIN LATERAL (
    SELECT round(avg(latest.percentage))::int AS average_grade
    FROM (SELECT DISTINCT ON (at.test_id) at.percentage FROM attempts at
          WHERE at.student_id = s.student_id AND at.status = 'graded' ORDER BY at.test_id, at.attempt_no DESC) latest) g`;

type StudentRow = Omit<Student, 'attendance_percent' | 'average_grade'> & {
  average_grade: number | null;
  date_of_birth: string | null;
  enrollment_date: string | null;
  term_attended: number;
  term_marked: number;
};

/** The SQL of the directory's page and of its count, with their parameters (for the query-plan tests too). */
export function studentPageQueries(term: Term, i: Identity, f: StudentFilters, w: PageWindow) {
  const page = matching(i, f, 3);
  const count = matching(i, f, 1);
  return {
    page: { sql: pageSelect(page.where, w.limit, w.offset), params: [term.start, term.today, ...page.params] },
    count: { sql: `SELECT count(*)::int AS n FROM students s ${count.where}`, params: count.params },
  };
}

/**
 * One page of the caller's students (a teacher's classes', or every student for an
 * administrator) matching `f`, by name, with the term's attendance % and the average test
 * score (the latest graded attempt of each test), and how many students match.
 */
export async function listStudents(
  db: Queryable,
  term: Term,
  i: Identity,
  f: StudentFilters,
  w: PageWindow,
): Promise<StudentsResponse> {
  const sql = studentPageQueries(term, i, f, w);
  // The page and its count at once, each on its own connection of the pool.
  const [rows, counted] = await Promise.all([
    queryJsonRows<StudentRow>(db, sql.page.sql, 'q.name, q.student_id', sql.page.params),
    db.query<{ n: number }>(sql.count.sql, sql.count.params),
  ]);
  const total = counted[0]?.n ?? 0;
  return pageOf(
    rows.map(({ term_attended, term_marked, ...r }) => ({
      ...r,
      attendance_percent: attendancePercent(term_attended, term_marked),
      average_grade: r.average_grade ?? null,
      date_of_birth: r.date_of_birth ?? '',
      enrollment_date: r.enrollment_date ?? '',
    })),
    total,
    w,
  );
}

/** How many students the caller's list has. */
export async function studentCount(db: Queryable, i: Identity): Promise<StudentCountResponse> {
  const { where, params } = matching(i, {}, 1);
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM students s ${where}`, params);
  return { students: rows[0]?.n ?? 0 };
}
