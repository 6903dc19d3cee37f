import type { Queryable } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';

/** The names of the classes a student (`s.student_id` of the outer query) is in, in name order; an empty array for none. */
export const STUDENT_CLASSES_SQL = `COALESCE((SELECT array_agg(cs.class ORDER BY cs.class) FROM class_students cs
  WHERE cs.student_id = s.student_id), '{}'::text[])`;

/** The classes a student record is in: 404 when there is no such record. */
export async function classesOfStudent(db: Queryable, studentId: string): Promise<string[]> {
  const rows = await db.query<{ classes: string[] }>(
    `SELECT ${STUDENT_CLASSES_SQL} AS classes FROM students s WHERE s.student_id = $1`,
    [studentId],
  );
  if (!rows[0]) throw new HttpError(404, `Student ${studentId} not found.`);
  return rows[0].classes;
}
