import type { AttemptStatus, LearnerResultsResponse, LearnerTestsResponse } from '../../src/contract/attempts.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import { classesOfStudent } from './rosters.ts';
import { submitExpired } from './attempts.ts';
import { localToday } from '../../src/contract/dates.ts';
import type { TestRow } from './tests.ts';
import { learnerTestState } from './test-window.ts';
import { pageOf, type PageWindow } from '../http/paging.ts';

type LearnerTestRow = Pick<
  TestRow,
  | 'id'
  | 'title'
  | 'course'
  | 'question_count'
  | 'total_points'
  | 'status'
  | 'scheduled_date'
  | 'time_limit'
  | 'max_attempts'
  | 'passing_score'
> & {
  total: number;
  used: number;
  running: boolean;
  submitted: boolean;
  latest_id: number | null;
  latest_status: AttemptStatus | null;
  latest_percentage: number | null;
  latest_submitted_at: Date | string | null;
};

/**
 * The tests still coming up for learner `$2` (in progress, open or upcoming): one running, or
 * not completed with attempts left; read from the attempts index on (student_id, test_id).
 */
const COMING_UP = `AND (EXISTS (SELECT 1 FROM attempts r WHERE r.student_id = $2 AND r.test_id = tests.id AND r.status = 'in-progress')
  OR (status <> 'completed' AND (SELECT count(*) FROM attempts u WHERE u.student_id = $2 AND u.test_id = tests.id) < max_attempts))`;

/**
 * A page of the tests assigned to any of the learner's classes, past drafts, with the learner's
 * state and latest attempt; newest first. `comingUp`: only those in progress, open or upcoming.
 */
export async function learnerTests(
  db: Database,
  studentId: string,
  w: PageWindow,
  comingUp = false,
): Promise<LearnerTestsResponse> {
  const classes = await classesOfStudent(db, studentId);
  await submitExpired(db, { studentId });
  // The learner's attempts are grouped once per test of the page in joined aggregates (not a subquery per test).
  const rows = await db.query<LearnerTestRow>(
    `WITH page AS (
       SELECT id, count(*) OVER ()::int AS total FROM tests
       WHERE status <> 'draft' AND assigned_to ?| $1::text[] ${comingUp ? COMING_UP : ''}
       ORDER BY id DESC LIMIT $3 OFFSET $4
     )
     SELECT p.total, t.id, t.title, t.course, t.question_count, t.total_points, t.status, t.scheduled_date, t.time_limit,
            t.max_attempts, t.passing_score,
            COALESCE(a.used, 0) AS used, COALESCE(a.running, false) AS running, COALESCE(a.submitted, false) AS submitted,
            l.id AS latest_id, l.status AS latest_status, l.percentage AS latest_percentage, l.submitted_at AS latest_submitted_at
     FROM page p JOIN tests t ON t.id = p.id
     LEFT JOIN (
       SELECT test_id, count(*)::int AS used, bool_or(status = 'in-progress') AS running, bool_or(status <> 'in-progress') AS submitted
       FROM attempts WHERE student_id = $2 AND test_id IN (SELECT id FROM page) GROUP BY test_id
     ) a ON a.test_id = t.id
     LEFT JOIN (
       SELECT DISTINCT ON (test_id) test_id, id, status, percentage, submitted_at
       FROM attempts WHERE student_id = $2 AND test_id IN (SELECT id FROM page) ORDER BY test_id, attempt_no DESC
     ) l ON l.test_id = t.id
     ORDER BY t.id DESC`,
    [classes, studentId, w.limit, w.offset],
  );
  const total = rows[0]?.total ?? (w.offset > 0 ? await countAssigned(db, classes, studentId, comingUp) : 0);
  const now = Date.now();
  return pageOf(
    rows.map((t) => {
      const percentage = t.latest_status === 'graded' && t.latest_percentage !== null ? Number(t.latest_percentage) : null;
      return {
        id: t.id,
        title: t.title,
        course: t.course,
        questions: t.question_count,
        totalPoints: t.total_points,
        timeLimit: t.time_limit,
        maxAttempts: t.max_attempts,
        passingScore: Number(t.passing_score),
        scheduledDate: t.scheduled_date,
        state: learnerTestState(t, { used: t.used, running: t.running, submitted: t.submitted }, now),
        attemptsUsed: t.used,
        latest:
          t.latest_id === null
            ? null
            : {
                id: t.latest_id,
                status: t.latest_status!,
                percentage,
                passed: percentage === null ? null : percentage >= Number(t.passing_score),
                submittedAt: t.latest_submitted_at ? new Date(t.latest_submitted_at).toISOString() : null,
              },
      };
    }),
    total,
    w,
  );
}

/** How many tests past drafts are assigned to any of `classes` (still coming up for the learner, when asked). */
async function countAssigned(db: Queryable, classes: string[], studentId: string, comingUp: boolean): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tests WHERE status <> 'draft' AND assigned_to ?| $1::text[] ${comingUp ? COMING_UP : ''}`,
    comingUp ? [classes, studentId] : [classes],
  );
  return row?.n ?? 0;
}

/** A page of the learner's latest graded attempt of each test, newest first. */
export async function learnerResults(db: Queryable, studentId: string, w: PageWindow): Promise<LearnerResultsResponse> {
  await classesOfStudent(db, studentId);
  const rows = await db.query<{
    total: number;
    id: number;
    test_id: number;
    title: string;
    course: string;
    submitted_at: Date | string;
    score: number;
    total_points: number;
    percentage: number;
    passing_score: number;
  }>(
    `SELECT *, count(*) OVER ()::int AS total FROM (
       SELECT DISTINCT ON (a.test_id) a.id, a.test_id, t.title, t.course, a.submitted_at, a.score, t.total_points,
              a.percentage, t.passing_score
       FROM attempts a JOIN tests t ON t.id = a.test_id
       WHERE a.student_id = $1 AND a.status = 'graded'
       ORDER BY a.test_id, a.attempt_no DESC
     ) latest ORDER BY submitted_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [studentId, w.limit, w.offset],
  );
  const total = rows[0]?.total ?? (w.offset > 0 ? await countGraded(db, studentId) : 0);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      testId: r.test_id,
      testName: r.title,
      subject: r.course,
      date: localToday(new Date(r.submitted_at)),
      marks: Number(r.score),
      totalMarks: r.total_points,
      percentage: Number(r.percentage),
      passed: Number(r.percentage) >= Number(r.passing_score),
    })),
    total,
    w,
  );
}

/** How many tests the learner has a graded attempt of. */
async function countGraded(db: Queryable, studentId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT test_id)::int AS n FROM attempts WHERE student_id = $1 AND status = 'graded'`,
    [studentId],
  );
  return row?.n ?? 0;
}
