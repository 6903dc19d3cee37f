import type { Queryable } from '../db/queryable.ts';
import type { Identity } from './identity.ts';

/** Whether the caller teaches (owns or co-teaches) the class named `className`; an administrator counts as teaching every class. */
export const teachesClass = (i: Identity, className: string): boolean =>
  i.role === 'admin' || (i.role === 'teacher' && i.classes.includes(className));

/** The classes among `names` the caller does not teach (none for an administrator). */
export const classesNotTaught = (i: Identity, names: readonly string[]): string[] =>
  i.role === 'admin' ? [] : names.filter((n) => !teachesClass(i, n));

const notYourClass = (name: string): string =>
  `Only the teachers of ${name} and the school's administrator can see or change it.`;
const notYourClassToOwn = (name: string): string => `Only the owner of ${name} and the school's administrator can do that.`;

async function classOfId(db: Queryable, id: string, teacherId: string | undefined) {
  const rows = await db.query<{ name: string; owner: boolean | null }>(
    `SELECT c.name, t.owner FROM classes c LEFT JOIN class_teachers t ON t.class = c.name AND t.teacher_id = $2 WHERE c.id = $1`,
    [Number(id), teacherId ?? null],
  );
  return rows[0];
}

/**
 * Why the caller may not see or change the class of path `id` (they do not teach it);
 * undefined when they may, or when there is no such class (the route answers 404).
 */
export async function classRefusal(db: Queryable, i: Identity, params: Record<string, string>): Promise<string | undefined> {
  if (i.role === 'admin') return undefined;
  const found = await classOfId(db, params.id ?? '', i.teacherId);
  return found && found.owner === null ? notYourClass(found.name) : undefined;
}

/** Why the caller may not do what only the class's owner (or an administrator) does to the class of path `id`. */
export async function classOwnerRefusal(db: Queryable, i: Identity, params: Record<string, string>): Promise<string | undefined> {
  if (i.role === 'admin') return undefined;
  const found = await classOfId(db, params.id ?? '', i.teacherId);
  if (!found) return undefined;
  if (found.owner === null) return notYourClass(found.name);
  return found.owner ? undefined : notYourClassToOwn(found.name);
}

/**
 * Why a teacher may not see or change the student record of path `studentId` (it is in none of
 * the classes they teach); undefined for an administrator, for anyone else (their own records
 * are checked by `owns`) and when there is no such record (the route answers 404).
 */
export async function studentRefusal(db: Queryable, i: Identity, params: Record<string, string>): Promise<string | undefined> {
  if (i.role !== 'teacher') return undefined;
  const rows = await db.query<{ taught: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM class_students cs WHERE cs.student_id = s.student_id AND cs.class = ANY($2::text[])) AS taught
     FROM students s WHERE s.student_id = $1`,
    [params.studentId ?? '', i.classes],
  );
  return rows[0] && !rows[0].taught
    ? `Only the teachers of ${params.studentId}'s classes and the school's administrator can see or change their record.`
    : undefined;
}
