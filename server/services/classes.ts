import type { Queryable } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';

// Natural order: "Class 2" before "Class 10", letters compared without regard to case.
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Every class's name, in natural order. */
export async function listClasses(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM classes');
  return rows.map((r) => r.name).sort((a, b) => byName.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Refuses (400, naming the first one) a write that names a class that does not exist. */
export async function assertClassesExist(db: Queryable, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const rows = await db.query<{ name: string }>('SELECT name FROM classes WHERE name = ANY($1::text[])', [[...new Set(names)]]);
  const known = new Set(rows.map((r) => r.name));
  const unknown = names.find((n) => !known.has(n));
  if (unknown !== undefined) throw new HttpError(400, `Unknown class "${unknown}".`);
}

/** The classes that are LMS courses (made by an LTI launch), in natural order. */
export async function lmsCourses(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ class: string }>('SELECT class FROM lti_contexts');
  return rows.map((r) => r.class).sort((a, b) => byName.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}
