import type { AnswerMap, Attempt, AttemptStatus } from '../../src/contract/attempts.ts';
import { queueScores } from '../lti/score-outbox.ts';
import type { Question } from '../../src/contract/tests.ts';
import type { Queryable } from '../db/queryable.ts';
import type { ReviewShows, ReviewWhen, TestStatus } from '../../src/contract/constants.ts';
import { grade, withoutKey, type GradeMap } from './grading.ts';
import { reviewedResults, reviewFor } from './review.ts';
import { answersOf, gradesOf, questionsOf } from './attempt-columns.ts';

/**
 * Answers and a submission are taken this long after the deadline (a save sent at the last
 * second, a slow connection); past it the server submits the attempt with what it has.
 */
export const DEADLINE_GRACE_MS = 10_000;

export interface AttemptRow {
  id: number;
  test_id: number;
  student_id: string;
  student_name: string;
  attempt_no: number;
  status: AttemptStatus;
  started_at: Date | string;
  deadline_at: Date | string;
  submitted_at: Date | string | null;
  auto_submitted: boolean;
  answers: AnswerMap | string;
  grades: GradeMap | string;
  score: number | null;
  percentage: number | null;
  title: string;
  course: string;
  max_attempts: number;
  passing_score: number;
  total_points: number;
  question_list: Question[] | string;
  test_status: TestStatus;
  review_shows: ReviewShows;
  review_when: ReviewWhen;
  /** loadAttempt only: the learner's attempts at this test, and whether one of them runs. */
  used?: number;
  running?: boolean;
}

export const ATTEMPT_SELECT = `
  SELECT a.id, a.test_id, a.student_id, s.name AS student_name, a.attempt_no, a.status, a.started_at,
         a.deadline_at, a.submitted_at, a.auto_submitted, a.answers, a.grades, a.score, a.percentage,
         t.title, t.course, t.max_attempts, t.passing_score, t.total_points, t.question_list,
         t.status AS test_status, t.review_shows, t.review_when
  FROM attempts a JOIN tests t ON t.id = a.test_id JOIN students s ON s.student_id = a.student_id`;

const iso = (v: Date | string): string => new Date(v).toISOString();

/** Past its deadline and the grace after it: the server submits it. */
export const isExpired = (r: Pick<AttemptRow, 'status' | 'deadline_at'>, now = Date.now()): boolean =>
  r.status === 'in-progress' && now > new Date(r.deadline_at).getTime() + DEADLINE_GRACE_MS;

/**
 * Who looks: a teacher sees every question's result once submitted; a learner or parent once
 * graded, and only as much as the test's review options allow at this moment.
 */
export type Viewer = 'teacher' | 'learner';

/** What `viewer` sees of the attempt now: everything for a teacher, the review options' verdict for a learner or parent. */
function reviewOfAttempt(r: AttemptRow, viewer: Viewer): Attempt['review'] {
  if (viewer === 'teacher') return { shows: 'answers', later: null };
  return reviewFor(
    { shows: r.review_shows, when: r.review_when },
    { closed: r.test_status === 'completed', noAttemptLeft: (r.used ?? 0) >= r.max_attempts && r.running === false },
  );
}

export function toAttempt(r: AttemptRow, viewer: Viewer, now = Date.now()): Attempt {
  const questions = questionsOf(r);
  const running = r.status === 'in-progress';
  const graded = r.status === 'graded';
  const showResults = viewer === 'teacher' ? !running : graded;
  const review = reviewOfAttempt(r, viewer);
  const percentage = graded && r.percentage !== null ? Number(r.percentage) : null;
  const passingScore = Number(r.passing_score);
  const grading = grade(questions, answersOf(r), gradesOf(r), r.total_points);
  return {
    id: r.id,
    testId: r.test_id,
    studentId: r.student_id,
    studentName: r.student_name,
    title: r.title,
    course: r.course,
    attemptNo: r.attempt_no,
    maxAttempts: r.max_attempts,
    status: r.status,
    startedAt: iso(r.started_at),
    deadline: iso(r.deadline_at),
    remainingSeconds: running ? Math.max(0, Math.ceil((new Date(r.deadline_at).getTime() - now) / 1000)) : 0,
    submittedAt: r.submitted_at ? iso(r.submitted_at) : null,
    autoSubmitted: r.auto_submitted,
    questions: questions.map(withoutKey),
    answers: answersOf(r),
    totalPoints: r.total_points,
    passingScore,
    score: running || r.score === null ? null : Number(r.score),
    percentage,
    passed: percentage === null ? null : percentage >= passingScore,
    results: showResults ? reviewedResults(grading.results, review.shows) : null,
    review,
    ...(r.status === 'submitted' ? { pendingQuestions: grading.pending } : {}),
  };
}

/**
 * Loads one attempt with the learner's count of attempts at its test (what the review options
 * need), locked for the rest of the transaction when `forUpdate`.
 */
export async function loadAttempt(db: Queryable, id: number, forUpdate = false): Promise<AttemptRow | undefined> {
  const rows = await db.query<AttemptRow>(
    `SELECT r.*, x.used, x.running FROM (${ATTEMPT_SELECT} WHERE a.id = $1${forUpdate ? ' FOR UPDATE OF a' : ''}) r
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS used, COALESCE(bool_or(o.status = 'in-progress'), false) AS running
       FROM attempts o WHERE o.test_id = r.test_id AND o.student_id = r.student_id
     ) x`,
    [id],
  );
  return rows[0];
}

/**
 * Grades the attempt and stores the result: 'graded' when nothing waits for a teacher, else
 * 'submitted'. `auto`: the server submits at the deadline (the submission time is the deadline).
 * Its score is queued for the LMS gradebooks the test was placed in.
 */
export async function finishAttempt(tx: Queryable, r: AttemptRow, auto: boolean): Promise<void> {
  const g = grade(questionsOf(r), answersOf(r), gradesOf(r), r.total_points);
  await tx.query(
    `UPDATE attempts SET status = $2, score = $3, percentage = $4, auto_submitted = $5,
       submitted_at = CASE WHEN $5 THEN deadline_at ELSE now() END
     WHERE id = $1 AND status = 'in-progress'`,
    [r.id, g.pending === 0 ? 'graded' : 'submitted', g.score, g.percentage, auto],
  );
  await queueScores(tx, r.id);
}

/** Regrades a submitted attempt after a teacher's grades changed. */
export async function regrade(tx: Queryable, r: AttemptRow): Promise<void> {
  const g = grade(questionsOf(r), answersOf(r), gradesOf(r), r.total_points);
  await tx.query('UPDATE attempts SET status = $2, score = $3, percentage = $4 WHERE id = $1', [
    r.id,
    g.pending === 0 ? 'graded' : 'submitted',
    g.score,
    g.percentage,
  ]);
  await queueScores(tx, r.id);
}

/**
 * Submits every attempt whose time ran out (with the answers saved before), browser or not.
 * `where` narrows it to one learner or test. Each runs in its own transaction, row locked, so a
 * save or submit arriving at the same moment waits and then sees it submitted.
 */
export async function submitExpired(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>; query: Queryable['query'] },
  where: { studentId?: string; testId?: number } = {},
): Promise<number> {
  const ids = await db.query<{ id: number }>(
    `SELECT id FROM attempts WHERE status = 'in-progress' AND deadline_at < now() - ($1::int * interval '1 millisecond')
       AND ($2::text IS NULL OR student_id = $2::text) AND ($3::int IS NULL OR test_id = $3::int)`,
    [DEADLINE_GRACE_MS, where.studentId ?? null, where.testId ?? null],
  );
  for (const { id } of ids) {
    await db.transaction(async (tx) => {
      const r = await loadAttempt(tx, id, true);
      if (r && isExpired(r)) await finishAttempt(tx, r, true);
    });
  }
  return ids.length;
}
