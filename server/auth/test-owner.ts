import type { Queryable } from '../db/queryable.ts';
import { testOwnerOf } from '../services/tests.ts';
import type { Identity } from './identity.ts';

/**
 * Who manages a test (edits, schedules, assigns, reads results, grades): the teacher who
 * created it. Co-teachers of the classes it is assigned to would be added here, the one place
 * that decides.
 */
export const managesTest = (i: Identity, test: { teacher_id: string | null }): boolean =>
  i.role === 'teacher' && i.teacherId !== undefined && i.teacherId === test.teacher_id;

const notYours = (title: string): string =>
  `Only the teacher who created "${title}" can change it, see its results or grade its attempts.`;

/** Why the caller may not manage the test of path `id`; undefined when they may, or when there is no such test (the route answers 404). */
export async function testRefusal(db: Queryable, i: Identity, params: Record<string, string>): Promise<string | undefined> {
  const test = await testOwnerOf(db, { testId: Number(params.id) });
  return test && !managesTest(i, test) ? notYours(test.title) : undefined;
}

/**
 * Why a teacher may not see or grade the attempt of path `id` (it is at another teacher's test).
 * Learners and parents pass: whose attempt it is, is checked by the route.
 */
export async function attemptRefusal(db: Queryable, i: Identity, params: Record<string, string>): Promise<string | undefined> {
  if (i.role !== 'teacher') return undefined;
  const test = await testOwnerOf(db, { attemptId: Number(params.id) });
  return test && !managesTest(i, test) ? notYours(test.title) : undefined;
}
