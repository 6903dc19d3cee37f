import type { AttemptStatus, LearnerResultsResponse, LearnerTestsResponse } from '../../src/contract/attempts.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import { classesOfStudent } from './rosters.ts';
import { submitExpired } from './attempts.ts';
import { localToday } from '../../src/contract/dates.ts';
import type { TestRow } from './tests.ts';
import { learnerTestState } from './test-window.ts';

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
  used: number;
  running: boolean;
  submitted: boolean;
  latest_id: number | null;
  latest_status: AttemptStatus | null;
  latest_percentage: number | null;
  latest_submitted_at: Date | string | null;
};

/** The tests assigned to any of the learner's classes, past drafts, with the learner's state and latest attempt; newest first. */
export async function learnerTests(db: Database, studentId: string): Promise<LearnerTestsResponse> {
  const classes = await classesOfStudent(db, studentId);
  await submitExpired(db, { studentId });
  // The learner's attempts are grouped once per test in joined aggregates (not a subquery per test).
  const rows = await db.query<LearnerTestRow>(
    `SELECT t.id, t.title, t.course, t.question_count, t.total_points, t.status, t.scheduled_date, t.time_limit,
            t.max_attempts, t.passing_score,
            COALESCE(a.used, 0) AS used, COALESCE(a.running, false) AS running, COALESCE(a.submitted, false) AS submitted,
            l.id AS latest_id, l.status AS latest_status, l.percentage AS latest_percentage, l.submitted_at AS latest_submitted_at
     FROM tests t
     LEFT JOIN (
       SELECT test_id, count(*)::int AS used, bool_or(status = 'in-progress') AS running, bool_or(status <> 'in-progress') AS submitted
       FROM attempts WHERE student_id = $2 GROUP BY test_id
     ) a ON a.test_id = t.id
     LEFT JOIN (
       SELECT DISTINCT ON (test_id) test_id, id, status, percentage, submitted_at
       FROM attempts WHERE student_id = $2 ORDER BY test_id, attempt_no DESC
     ) l ON l.test_id = t.id
     WHERE t.status <> 'draft' AND t.assigned_to ?| $1::text[]
     ORDER BY t.id DESC`,
    [classes, studentId],
  );
  const now = Date.now();
  return {
    data: rows.map((t) => {
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
  };
}

/** The learner's latest graded attempt of each test, newest first. */
export async function learnerResults(db: Queryable, studentId: string): Promise<LearnerResultsResponse> {
  await classesOfStudent(db, studentId);
  const rows = await db.query<{
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
    `SELECT * FROM (
       SELECT DISTINCT ON (a.test_id) a.id, a.test_id, t.title, t.course, a.submitted_at, a.score, t.total_points,
              a.percentage, t.passing_score
       FROM attempts a JOIN tests t ON t.id = a.test_id
       WHERE a.student_id = $1 AND a.status = 'graded'
       ORDER BY a.test_id, a.attempt_no DESC
     ) latest ORDER BY submitted_at DESC, id DESC`,
    [studentId],
  );
  return {
    data: rows.map((r) => ({
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
  };
}
