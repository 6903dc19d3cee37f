import type { ClassSummary } from '../../src/contract/classes.ts';
import type { Queryable } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';
import { containsPattern, pageOf, type PageWindow } from '../http/paging.ts';
import type { Identity } from '../auth/identity.ts';

/**
 * Natural order of class names, computed by the database: every run of digits is padded to ten
 * ("Class 2" sorts before "Class 10"), letters compared lower-cased, the name itself last.
 */
export const NATURAL_CLASS_ORDER = (column: string): string =>
  `lower(regexp_replace(regexp_replace(${column}, '(\\d+)', '0000000000\\1', 'g'), '0*(\\d{10})(?!\\d)', '\\1', 'g')), ${column}`;

const SUMMARY_SELECT = `
  SELECT c.id, c.name, c.course_id AS "courseId", co.title AS "courseTitle", c.grade, c.term, c.join_code AS "joinCode",
         (SELECT count(*)::int FROM class_students cs WHERE cs.class = c.name) AS "studentCount",
         COALESCE((SELECT json_agg(json_build_object('teacherId', t.teacher_id, 'name', te.name, 'owner', t.owner)
                                   ORDER BY t.owner DESC, te.name, t.teacher_id)
                   FROM class_teachers t JOIN teachers te ON te.id = t.teacher_id WHERE t.class = c.name), '[]'::json) AS teachers,
         EXISTS (SELECT 1 FROM lti_contexts l WHERE l.class = c.name) AS lms
  FROM classes c LEFT JOIN courses co ON co.id = c.course_id`;

type SummaryRow = ClassSummary & { joinCode: string; total?: number };

const toSummary = ({ total: _total, ...r }: SummaryRow): ClassSummary => r;

/**
 * The classes the caller may list: a teacher's own (owned or co-taught), every class for an
 * administrator; `q` finds a name or course title containing it. One page, in natural order.
 */
export async function listClassSummaries(
  db: Queryable,
  i: Identity,
  q: string | undefined,
  w: PageWindow,
): Promise<{ data: ClassSummary[]; total: number; nextCursor: string | null }> {
  const rows = await db.query<SummaryRow>(
    `SELECT q.*, count(*) OVER ()::int AS total FROM (${SUMMARY_SELECT}
       WHERE ($1::text IS NULL OR EXISTS (SELECT 1 FROM class_teachers t WHERE t.class = c.name AND t.teacher_id = $1))
         AND ($2::text IS NULL OR c.name ILIKE $2 OR co.title ILIKE $2)) q
     ORDER BY ${NATURAL_CLASS_ORDER('q.name')} LIMIT $3 OFFSET $4`,
    [i.role === 'admin' ? null : (i.teacherId ?? ''), q ? containsPattern(q) : null, w.limit, w.offset],
  );
  const total = rows[0]?.total ?? (w.offset > 0 ? await countClasses(db, i, q) : 0);
  return pageOf(rows.map(toSummary), total, w);
}

async function countClasses(db: Queryable, i: Identity, q: string | undefined): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM classes c LEFT JOIN courses co ON co.id = c.course_id
     WHERE ($1::text IS NULL OR EXISTS (SELECT 1 FROM class_teachers t WHERE t.class = c.name AND t.teacher_id = $1))
       AND ($2::text IS NULL OR c.name ILIKE $2 OR co.title ILIKE $2)`,
    [i.role === 'admin' ? null : (i.teacherId ?? ''), q ? containsPattern(q) : null],
  );
  return rows[0]?.n ?? 0;
}

/** One class by id (404 when there is none). */
export async function classSummary(db: Queryable, id: number): Promise<ClassSummary> {
  const rows = await db.query<SummaryRow>(`${SUMMARY_SELECT} WHERE c.id = $1`, [id]);
  if (!rows[0]) throw new HttpError(404, `Class ${id} not found.`);
  return toSummary(rows[0]);
}

/** Refuses (400, naming the first one) a write that names a class that does not exist. */
export async function assertClassesExist(db: Queryable, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const rows = await db.query<{ name: string }>('SELECT name FROM classes WHERE name = ANY($1::text[])', [[...new Set(names)]]);
  const known = new Set(rows.map((r) => r.name));
  const unknown = names.find((n) => !known.has(n));
  if (unknown !== undefined) throw new HttpError(400, `Unknown class "${unknown}".`);
}

// Letters and digits that cannot be misread for one another (no 0/O, 1/I/L).
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

/** A fresh join code: 8 characters of an unambiguous alphabet (about 2^39 codes). */
export function newJoinCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(JOIN_CODE_LENGTH));
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** Stores a class with a fresh join code; returns its id. The name must be free (a unique violation otherwise). */
export async function insertClass(
  db: Queryable,
  c: { name: string; courseId?: string | null; grade?: string; term?: string },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO classes (name, course_id, grade, term, join_code) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [c.name, c.courseId ?? null, c.grade ?? '', c.term ?? '', newJoinCode()],
  );
  return rows[0]!.id;
}

/** Makes a teacher a teacher of the class: its owner when it has none, else a co-teacher (a teacher of it already stays as they are). */
export async function addTeacherToClass(db: Queryable, className: string, teacherId: string): Promise<void> {
  await db.query(
    `INSERT INTO class_teachers (class, teacher_id, owner)
     VALUES ($1, $2, NOT EXISTS (SELECT 1 FROM class_teachers WHERE class = $1 AND owner))
     ON CONFLICT (class, teacher_id) DO NOTHING`,
    [className, teacherId],
  );
}
