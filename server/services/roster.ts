import type { AddToRosterResponse, RosterResponse, RosterStudent } from '../../src/contract/class-roster.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';
import { containsPattern, pageOf, type PageWindow } from '../http/paging.ts';
import type { Identity } from '../auth/identity.ts';
import { STUDENT_CLASSES_SQL } from './rosters.ts';
import { recordClassActivity } from './class-writes.ts';

const ROSTER_SELECT = `SELECT s.student_id AS "studentId", s.name, s.grade, ${STUDENT_CLASSES_SQL} AS classes,
  count(*) OVER ()::int AS total FROM students s`;
// `q` ($n) finds a student whose name or id contains it.
const matches = (n: number): string => `($${n}::text IS NULL OR s.name ILIKE $${n} OR s.student_id ILIKE $${n})`;

type RosterRow = RosterStudent & { total: number };

async function page(db: Queryable, sql: string, params: unknown[], w: PageWindow): Promise<RosterResponse> {
  const rows = await db.query<RosterRow>(`${sql} LIMIT ${w.limit} OFFSET ${w.offset}`, params);
  let total = rows[0]?.total ?? 0;
  // Past the last row, the page is empty and carries no total: count without the window.
  if (rows.length === 0 && w.offset > 0)
    total = (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${sql}) q`, params))[0]?.total ?? 0;
  return pageOf(
    rows.map(({ total: _t, ...r }) => r),
    total,
    w,
  );
}

/** The class's roster (GET /api/classes/{id}/students): by roll number, then name; `q` finds a name or id. */
export function listRoster(db: Queryable, className: string, q: string | undefined, w: PageWindow): Promise<RosterResponse> {
  return page(
    db,
    `${ROSTER_SELECT} JOIN class_students cs ON cs.student_id = s.student_id AND cs.class = $1
     WHERE ${matches(2)} ORDER BY s.roll_no, s.name, s.student_id`,
    [className, q ? containsPattern(q) : null],
    w,
  );
}

/** The school's students (GET /api/school/students), names and grades only: by name; `q` finds a name or id. */
export function listSchoolStudents(db: Queryable, q: string | undefined, w: PageWindow): Promise<RosterResponse> {
  return page(db, `${ROSTER_SELECT} WHERE ${matches(1)} ORDER BY s.name, s.student_id`, [q ? containsPattern(q) : null], w);
}

const students = (n: number): string => (n === 1 ? '1 student' : `${n} students`);

/**
 * Adds students of the school to the class's roster (POST /api/classes/{id}/students): 400
 * naming the first id with no record (nothing added); students in the class already stay as they are.
 */
export async function addToRoster(
  db: Database,
  i: Identity,
  className: string,
  ids: readonly string[],
): Promise<AddToRosterResponse> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const known = new Set(
      (await tx.query<{ id: string }>('SELECT student_id AS id FROM students WHERE student_id = ANY($1::text[])', [wanted])).map(
        (r) => r.id,
      ),
    );
    const unknown = wanted.find((id) => !known.has(id));
    if (unknown !== undefined) throw new HttpError(400, `Invalid body: studentIds: no student has the id "${unknown}".`);
    const added = await tx.query(
      `INSERT INTO class_students (class, student_id) SELECT $1, unnest($2::text[])
       ON CONFLICT (class, student_id) DO NOTHING RETURNING student_id`,
      [className, wanted],
    );
    if (added.length > 0) await recordClassActivity(tx, i, `Added ${students(added.length)} to ${className}`);
    const already = wanted.length - added.length;
    return {
      added: added.length,
      message:
        `Added ${students(added.length)} to ${className}.` +
        (already > 0 ? ` ${already === 1 ? '1 was' : `${already} were`} in the class already.` : ''),
    };
  });
}

/** Takes a student off the class's roster (their record stays); 404 when they are not on it. */
export async function removeFromRoster(
  db: Database,
  i: Identity,
  className: string,
  studentId: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ name: string }>(
      `DELETE FROM class_students cs USING students s
       WHERE cs.class = $1 AND cs.student_id = $2 AND s.student_id = cs.student_id RETURNING s.name`,
      [className, studentId],
    );
    if (!rows[0]) throw new HttpError(404, `Student ${studentId} is not in ${className}.`);
    await recordClassActivity(tx, i, `Removed ${rows[0].name} from ${className}`);
    return { message: `Removed ${rows[0].name} from ${className}.` };
  });
}
