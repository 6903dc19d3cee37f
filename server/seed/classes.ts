import type { CLASSES } from '../../src/contract/constants.ts';
import { DEMO_TEACHER_ID, DEMO_TEACHER_NAME, DEMO_TEACHER2_ID, DEMO_TEACHER2_NAME } from '../../src/contract/constants.ts';
import type { Queryable } from '../db/queryable.ts';
import { insertClass } from '../services/classes.ts';

/** The demo school's classes: each teaches a course of the catalogue; Ms. Sharma owns two, Mr. Rao the others. */
export const SEED_CLASSES: readonly { name: (typeof CLASSES)[number]; courseId: string; owner: string }[] = [
  { name: 'Class A', courseId: 'advanced-mathematics', owner: DEMO_TEACHER_ID },
  { name: 'Class B', courseId: 'physics-fundamentals', owner: DEMO_TEACHER_ID },
  { name: 'Class C', courseId: 'intro-programming', owner: DEMO_TEACHER2_ID },
  { name: 'Class D', courseId: 'english-literature', owner: DEMO_TEACHER2_ID },
];

/** The school year a date falls in, as "2026-27" (a year starts in August). */
export function schoolYear(now: Date): string {
  const start = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Stores the demo school's two teachers (a teacher stored already keeps its row). */
export async function insertSeedTeachers(db: Queryable): Promise<void> {
  await db.query('INSERT INTO teachers (id, name) VALUES ($1, $2), ($3, $4) ON CONFLICT (id) DO NOTHING', [
    DEMO_TEACHER_ID,
    DEMO_TEACHER_NAME,
    DEMO_TEACHER2_ID,
    DEMO_TEACHER2_NAME,
  ]);
}

/**
 * Stores the classes a school starts with (Class A-D) with their courses, the term and their
 * owners (the seed teachers must be stored first). A class stored already keeps its course,
 * term and owner, and gets those it lacks.
 */
export async function insertSeedClasses(db: Queryable, now = new Date()): Promise<void> {
  const known = new Set((await db.query<{ name: string }>('SELECT name FROM classes')).map((r) => r.name));
  for (const c of SEED_CLASSES) {
    if (!known.has(c.name)) await insertClass(db, { name: c.name, courseId: c.courseId, term: schoolYear(now) });
    else
      await db.query(
        `UPDATE classes SET course_id = COALESCE(course_id, $2), term = CASE WHEN term = '' THEN $3 ELSE term END WHERE name = $1`,
        [c.name, c.courseId, schoolYear(now)],
      );
    await db.query(
      `INSERT INTO class_teachers (class, teacher_id, owner)
       SELECT $1, $2, true WHERE NOT EXISTS (SELECT 1 FROM class_teachers WHERE class = $1 AND owner)
       ON CONFLICT (class, teacher_id) DO UPDATE SET owner = true`,
      [c.name, c.owner],
    );
  }
}
