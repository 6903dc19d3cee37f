import type { SchoolTeacher, TeachersResponse } from '../../src/contract/admin.ts';
import type { Queryable } from '../db/queryable.ts';
import { containsPattern, pageOf, type PageWindow } from '../http/paging.ts';

type TeacherRow = SchoolTeacher & { total: number };

/**
 * The school's teachers by name (their teacher id breaks ties), with their sign-in email ('' for
 * a teacher without an account) and how many classes they own or co-teach; `q` finds a name or
 * an email containing it. One page.
 */
export async function listSchoolTeachers(db: Queryable, q: string | undefined, w: PageWindow): Promise<TeachersResponse> {
  const where = `WHERE ($1::text IS NULL OR t.name ILIKE $1 OR a.email ILIKE $1)`;
  const pattern = q ? containsPattern(q) : null;
  const rows = await db.query<TeacherRow>(
    `SELECT t.id AS "teacherId", t.name, COALESCE(a.email, '') AS email,
            (SELECT count(*)::int FROM class_teachers ct WHERE ct.teacher_id = t.id) AS classes,
            count(*) OVER ()::int AS total
     FROM teachers t LEFT JOIN accounts a ON a.teacher_id = t.id
     ${where}
     ORDER BY lower(t.name), t.name, t.id LIMIT $2 OFFSET $3`,
    [pattern, w.limit, w.offset],
  );
  const total =
    rows[0]?.total ??
    (w.offset > 0
      ? ((
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM teachers t LEFT JOIN accounts a ON a.teacher_id = t.id ${where}`,
            [pattern],
          )
        )[0]?.n ?? 0)
      : 0);
  return pageOf(
    rows.map(({ total: _total, ...r }) => r),
    total,
    w,
  );
}
