import type { ReviewShows, ReviewWhen } from '../../src/contract/constants.ts';
import {
  DEFAULT_REVIEW,
  type CreateTestRequest,
  type ManagedTest,
  type Question,
  type ReviewOptions,
  type TestDetail,
} from '../../src/contract/tests.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';
import { recordActivity } from './activity.ts';
import type { Identity } from '../auth/identity.ts';
import { managedTestSql } from '../auth/test-owner.ts';
import { classesNotTaught } from '../auth/class-access.ts';
import { assertClassesExist } from './classes.ts';
import { pageOf, type Paged, type PageWindow } from '../http/paging.ts';

export interface TestRow {
  id: number;
  title: string;
  course: string;
  question_count: number;
  total_points: number;
  status: ManagedTest['status'];
  created_date: string;
  scheduled_date: string;
  assigned_to: string[] | string;
  submissions: number;
  average_score: number;
  time_limit: number;
  max_attempts: number;
  passing_score: number;
  question_list: Question[] | string;
  /** The teacher who created it (null: made before owners existed and no teacher then). */
  teacher_id: string | null;
  review_shows: ReviewShows;
  review_when: ReviewWhen;
}

/**
 * A test's columns as the Manage tab shows them. Submissions (learners who submitted) and the
 * average score (over graded attempts) are kept on the test by the writes of its attempts.
 */
export const TEST_COLUMNS = `id, title, course, question_count, total_points, status,
  to_char(created_date, 'YYYY-MM-DD') AS created_date, scheduled_date, assigned_to, submissions, average_score,
  time_limit, max_attempts, passing_score, teacher_id, review_shows, review_when`;

// jsonb arrives parsed from both drivers; parse defensively in case a driver returns text.
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export function toManagedTest(r: TestRow): ManagedTest {
  return {
    id: r.id,
    title: r.title,
    course: r.course,
    questions: r.question_count,
    totalPoints: r.total_points,
    status: r.status,
    createdDate: r.created_date,
    scheduledDate: r.scheduled_date,
    assignedTo: json(r.assigned_to),
    submissions: r.submissions,
    averageScore: Number(r.average_score),
    timeLimit: r.time_limit,
    maxAttempts: r.max_attempts,
    passingScore: Number(r.passing_score),
    review: reviewOf(r),
  };
}

export const reviewOf = (r: Pick<TestRow, 'review_shows' | 'review_when'>): ReviewOptions => ({
  shows: r.review_shows,
  when: r.review_when,
});

export function toTestDetail(r: TestRow): TestDetail {
  return { ...toManagedTest(r), questionList: json(r.question_list) };
}

/** The tests a teacher manages (their own, and those assigned to a class they teach), newest first: one page. */
export async function listTests(db: Queryable, i: Identity, w: PageWindow): Promise<Paged<ManagedTest>> {
  const params = [i.teacherId ?? '', i.classes];
  const rows = await db.query<TestRow & { total: number }>(
    `SELECT ${TEST_COLUMNS}, count(*) OVER ()::int AS total FROM tests WHERE ${managedTestSql('$1', '$2')}
     ORDER BY id DESC LIMIT $3 OFFSET $4`,
    [...params, w.limit, w.offset],
  );
  const total =
    rows[0]?.total ??
    (w.offset > 0
      ? ((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tests WHERE ${managedTestSql('$1', '$2')}`, params))[0]
          ?.n ?? 0)
      : 0);
  return pageOf(rows.map(toManagedTest), total, w);
}

/** A test with its questions; undefined when there is none. */
export async function findTestWithQuestions(db: Queryable, id: number): Promise<TestRow | undefined> {
  const rows = await db.query<TestRow>(`SELECT ${TEST_COLUMNS}, question_list FROM tests WHERE id = $1`, [id]);
  return rows[0];
}

/** A test, without its questions; undefined when there is none. */
export async function findTest(db: Queryable, id: number): Promise<TestRow | undefined> {
  const [test] = await db.query<TestRow>(`SELECT ${TEST_COLUMNS} FROM tests WHERE id = $1`, [id]);
  return test;
}

/** Stores a new test of `teacherId` as a draft, with its activity entry, in one transaction. */
export async function createTest(db: Database, t: CreateTestRequest, teacherId: string): Promise<ManagedTest> {
  const total = t.questions.reduce((sum, q) => sum + q.points, 0);
  const review = t.review ?? DEFAULT_REVIEW;
  const row = await db.transaction(async (tx) => {
    const rows = await tx.query<TestRow>(
      `INSERT INTO tests (title, course, question_count, total_points, status, time_limit, max_attempts, passing_score,
         question_list, teacher_id, review_shows, review_when)
       VALUES ($1, $2, $3, $4, 'draft', $5, $6, $7, $8::jsonb, $9, $10, $11) RETURNING ${TEST_COLUMNS}`,
      [
        t.title.trim(),
        t.course,
        t.questions.length,
        total,
        t.timeLimit,
        t.maxAttempts,
        t.passingScore,
        JSON.stringify(t.questions),
        teacherId,
        review.shows,
        review.when,
      ],
    );
    await recordActivity(tx, teacherId, 'test', `Test "${t.title.trim()}" created`);
    return rows[0]!;
  });
  return toManagedTest(row);
}

/** Schedules a draft test: 404 for no test `id` (as the caller wrote it), 409 for one past draft. */
export async function scheduleTest(db: Queryable, id: string, scheduledDate: string): Promise<ManagedTest> {
  const rows = await db.query<TestRow>(
    `UPDATE tests SET scheduled_date = $2, status = 'scheduled' WHERE id = $1 AND status = 'draft' RETURNING ${TEST_COLUMNS}`,
    [Number(id), scheduledDate.trim()],
  );
  if (!rows[0]) {
    const exists = await db.query('SELECT 1 FROM tests WHERE id = $1', [Number(id)]);
    if (exists.length === 0) throw new HttpError(404, `Test ${id} not found.`);
    throw new HttpError(409, 'Only draft tests can be scheduled.');
  }
  await recordActivity(db, rows[0].teacher_id, 'test', `Test "${rows[0].title}" scheduled for ${scheduledDate.trim()}`);
  return toManagedTest(rows[0]);
}

/**
 * Replaces the classes test `id` is assigned to with `classes` (each once), as `identity`
 * assigns it: every class must exist (400), and each class it is not assigned to already must
 * be one the caller teaches (403); a class it is assigned to already may stay. Undefined when
 * there is no such test.
 */
export async function assignTestAs(
  db: Queryable,
  identity: Identity,
  id: number,
  classes: readonly string[],
): Promise<ManagedTest | undefined> {
  const unique = [...new Set(classes)];
  await assertClassesExist(db, unique);
  const before = await findTest(db, id);
  const kept = new Set(before ? toManagedTest(before).assignedTo : []);
  const [notTaught] = classesNotTaught(
    identity,
    unique.filter((c) => !kept.has(c)),
  );
  if (notTaught !== undefined)
    throw new HttpError(403, `You do not teach ${notTaught}: a test is assigned only to the classes its teachers teach.`);
  return assignTest(db, id, unique);
}

/**
 * Adds `className` to the classes test `id` is assigned to, keeping the others, by the rules of
 * assignTestAs; whether the test is assigned to it now (false: there is no such test).
 */
export async function addTestClass(db: Queryable, identity: Identity, id: number, className: string): Promise<boolean> {
  const before = await findTest(db, id);
  if (!before) return false;
  const assigned = toManagedTest(before).assignedTo;
  if (assigned.includes(className)) return true;
  return (await assignTestAs(db, identity, id, [...assigned, className])) !== undefined;
}

/** Replaces the classes a test is assigned to (each once); undefined when there is no such test. */
async function assignTest(db: Queryable, id: number, classes: string[]): Promise<ManagedTest | undefined> {
  const rows = await db.query<TestRow>(`UPDATE tests SET assigned_to = $2::jsonb WHERE id = $1 RETURNING ${TEST_COLUMNS}`, [
    id,
    JSON.stringify(classes),
  ]);
  if (!rows[0]) return undefined;
  await recordActivity(
    db,
    rows[0].teacher_id,
    'test',
    `Test "${rows[0].title}" assigned to ${classes.join(', ') || 'no classes'}`,
  );
  return toManagedTest(rows[0]);
}

/** Sets what learners see of their attempts and when; undefined when there is no such test. */
export async function reviewTest(db: Queryable, id: number, review: ReviewOptions): Promise<ManagedTest | undefined> {
  const rows = await db.query<TestRow>(
    `UPDATE tests SET review_shows = $2, review_when = $3 WHERE id = $1 RETURNING ${TEST_COLUMNS}`,
    [id, review.shows, review.when],
  );
  return rows[0] && toManagedTest(rows[0]);
}
