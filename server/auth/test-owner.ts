import type { Queryable } from '../db/queryable.ts';
import type { Identity } from './identity.ts';

/** What decides who manages a test: its creator and the classes it is assigned to. */
export interface TestManagers {
  teacher_id: string | null;
  assigned_to: readonly string[];
}

/**
 * Who manages a test (edits, schedules, assigns, reads results, grades): the teacher who
 * created it, and the teachers (owner or co-teachers) of a class it is assigned to, who share
 * the creator's rights. An administrator is no test manager.
 */
export const managesTest = (i: Identity, test: TestManagers): boolean =>
  i.role === 'teacher' &&
  i.teacherId !== undefined &&
  (i.teacherId === test.teacher_id || test.assigned_to.some((c) => i.classes.includes(c)));

/**
 * The same rule in SQL over the `tests` row in scope: `teacherParam` is the teacher's id,
 * `classesParam` the classes they teach (text[]).
 */
export const managedTestSql = (teacherParam: string, classesParam: string): string =>
  `(tests.teacher_id = ${teacherParam} OR tests.assigned_to ?| ${classesParam}::text[])`;

/**
 * The title, creator and assigned classes of the test an id names, or of the test an attempt
 * id is at; undefined when there is none.
 */
export async function testOwnerOf(
  db: Queryable,
  by: { testId: number } | { attemptId: number },
): Promise<({ title: string } & TestManagers) | undefined> {
  type Row = { title: string; teacher_id: string | null; assigned_to: string[] | string };
  const rows =
    'testId' in by
      ? await db.query<Row>('SELECT title, teacher_id, assigned_to FROM tests WHERE id = $1', [by.testId])
      : await db.query<Row>(
          'SELECT t.title, t.teacher_id, t.assigned_to FROM attempts a JOIN tests t ON t.id = a.test_id WHERE a.id = $1',
          [by.attemptId],
        );
  const row = rows[0];
  // jsonb arrives parsed from both drivers; parsed here in case a driver returns text.
  return row && { ...row, assigned_to: typeof row.assigned_to === 'string' ? JSON.parse(row.assigned_to) : row.assigned_to };
}

const notYours = (title: string): string =>
  `Only the teacher who created "${title}" and the teachers of the classes it is assigned to can change it, see its results or grade its attempts.`;

/** Why the caller may not manage the test of path `id`; undefined when they may, or when there is no such test (the route answers 404). */
export async function testRefusal(db: Queryable, i: Identity, params: Record<string, string>): Promise<string | undefined> {
  const test = await testOwnerOf(db, { testId: Number(params.id) });
  return test && !managesTest(i, test) ? notYours(test.title) : undefined;
}

/**
 * Why a teacher may not see or grade the attempt of path `id` (it is at a test they do not manage).
 * Learners and parents pass: whose attempt it is, is checked by the route.
 */
export async function attemptRefusal(db: Queryable, i: Identity, params: Record<string, string>): Promise<string | undefined> {
  if (i.role !== 'teacher') return undefined;
  const test = await testOwnerOf(db, { attemptId: Number(params.id) });
  return test && !managesTest(i, test) ? notYours(test.title) : undefined;
}
