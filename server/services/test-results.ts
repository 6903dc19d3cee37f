import type {
  GradingQueueResponse,
  QueueItem,
  QuestionFiguresResponse,
  TestResultsResponse,
} from '../../src/contract/attempts.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';
import { submitExpired, type AttemptRow } from './attempts.ts';
import { answersOf, gradesOf, questionsOf } from './attempt-columns.ts';
import { grade, questionKey } from './grading.ts';
import { findTestWithQuestions, toManagedTest } from './tests.ts';
import { STUDENT_CLASSES_SQL } from './rosters.ts';
import { pageOf, type PageWindow } from '../http/paging.ts';

/**
 * The test's learners (`$1`: the test, `$2`: its assigned classes): those of the assigned
 * classes, each once under the first of them, by class then roll number; then those no longer
 * in an assigned class who have attempts, by roll number. Each with the latest attempt's
 * figures and how many attempts they made, looked up per learner through the attempts index.
 */
const LEARNERS = `
  WITH listed AS (
    SELECT DISTINCT ON (s.student_id) s.student_id, s.name, cs.class, s.roll_no
    FROM class_students cs JOIN students s ON s.student_id = cs.student_id
    WHERE cs.class = ANY($2::text[]) ORDER BY s.student_id, cs.class),
  learners AS (
    SELECT student_id, name, class, 0 AS part, roll_no FROM listed
    UNION ALL
    SELECT s.student_id, s.name, array_to_string(${STUDENT_CLASSES_SQL}, ', '), 1, s.roll_no
    FROM students s
    WHERE s.student_id IN (SELECT a.student_id FROM attempts a WHERE a.test_id = $1)
      AND s.student_id NOT IN (SELECT student_id FROM listed)),
  results AS (
    SELECT l.*, latest.id AS attempt_id, latest.status, latest.score, latest.percentage, latest.submitted_at,
           made.n AS attempts
    FROM learners l
    LEFT JOIN LATERAL (SELECT a.id, a.status, a.score, a.percentage, a.submitted_at FROM attempts a
                       WHERE a.test_id = $1 AND a.student_id = l.student_id
                       ORDER BY a.attempt_no DESC LIMIT 1) latest ON true
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM attempts a
                        WHERE a.test_id = $1 AND a.student_id = l.student_id) made)`;

const ORDER = `part, CASE WHEN part = 0 THEN class END, roll_no, student_id`;

interface ResultRow {
  student_id: string;
  name: string;
  class: string;
  attempt_id: number | null;
  status: AttemptRow['status'] | null;
  score: number | string | null;
  percentage: number | string | null;
  submitted_at: Date | string | null;
  attempts: number;
}

interface SummaryRow {
  students: number;
  submitted: number;
  graded: number;
  average: number | string | null;
  passed: number;
}

/** The latest attempt of each learner whose latest is `statuses`, oldest submission first. */
type LatestRow = Pick<AttemptRow, 'id' | 'student_id' | 'student_name' | 'answers' | 'grades'>;
const LATEST_OF_STATUS = `
  SELECT latest.id, latest.student_id, s.name AS student_name, latest.answers, latest.grades
  FROM (SELECT DISTINCT ON (a.student_id) a.id, a.student_id, a.status, a.answers, a.grades, a.submitted_at
        FROM attempts a WHERE a.test_id = $1 ORDER BY a.student_id, a.attempt_no DESC) latest
  JOIN students s ON s.student_id = latest.student_id
  WHERE latest.status = ANY($2::text[])
  ORDER BY latest.submitted_at, latest.id`;

/** The test with its questions, or 404. */
async function testWithQuestions(db: Queryable, testId: number) {
  const test = await findTestWithQuestions(db, testId);
  if (!test) throw new HttpError(404, `Test ${testId} not found.`);
  return { managed: toManagedTest(test), questions: questionsOf(test) };
}

/**
 * Per question of the test, how many of the latest handed-in attempts answered it and got it
 * fully right; timed-out attempts are submitted first.
 */
export async function questionFigures(db: Database, testId: number): Promise<QuestionFiguresResponse> {
  await submitExpired(db, { testId });
  const { managed, questions } = await testWithQuestions(db, testId);
  const done = await db.query<LatestRow>(LATEST_OF_STATUS, [testId, ['submitted', 'graded']]);
  const figures = questions.map((q) => ({
    questionId: questionKey(q),
    question: q.question,
    type: q.type,
    points: q.points,
    answered: 0,
    correct: 0,
  }));
  for (const a of done)
    grade(questions, answersOf(a), gradesOf(a), managed.totalPoints).results.forEach((r, i) => {
      if (r.answer.trim() !== '') figures[i]!.answered++;
      if (r.outcome === 'correct') figures[i]!.correct++;
    });
  const n = done.length;
  return { data: figures.map((q) => ({ ...q, shareCorrect: n ? Math.round((100 * q.correct) / n) : null })) };
}

/**
 * A page of the short answers and essays waiting for the teacher: those of the learners' latest
 * attempts waiting for grading, oldest submission first, then in question order. Only attempts
 * waiting for grading are read; timed-out attempts are submitted first.
 */
export async function gradingQueue(db: Database, testId: number, w: PageWindow): Promise<GradingQueueResponse> {
  await submitExpired(db, { testId });
  const { managed, questions } = await testWithQuestions(db, testId);
  const waiting = await db.query<LatestRow>(LATEST_OF_STATUS, [testId, ['submitted']]);
  const items: QueueItem[] = [];
  for (const a of waiting)
    grade(questions, answersOf(a), gradesOf(a), managed.totalPoints).results.forEach((r, i) => {
      const q = questions[i]!;
      if (r.outcome === 'pending')
        items.push({
          attemptId: a.id,
          studentId: a.student_id,
          studentName: a.student_name,
          questionId: r.questionId,
          question: q.question,
          type: q.type,
          answer: r.answer,
          expected: q.type === 'short-answer' ? q.correctAnswer : '',
          maxPoints: q.points,
        });
    });
  return pageOf(items.slice(w.offset, w.offset + w.limit), items.length, w);
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/**
 * A page of the test's learners with their latest attempt, and the figures over all of them
 * (submitted, graded average, pass rate); timed-out attempts are submitted first.
 */
export async function testResults(db: Database, testId: number, w: PageWindow): Promise<TestResultsResponse> {
  await submitExpired(db, { testId });
  const { managed } = await testWithQuestions(db, testId);
  const params = [testId, managed.assignedTo];
  const [page, [summary]] = await Promise.all([
    db.query<ResultRow>(`${LEARNERS} SELECT * FROM results ORDER BY ${ORDER} LIMIT ${w.limit} OFFSET ${w.offset}`, params),
    db.query<SummaryRow>(
      `${LEARNERS} SELECT count(*)::int AS students,
         count(*) FILTER (WHERE status IN ('submitted', 'graded'))::int AS submitted,
         count(*) FILTER (WHERE status = 'graded' AND percentage IS NOT NULL)::int AS graded,
         avg(percentage) FILTER (WHERE status = 'graded') AS average,
         count(*) FILTER (WHERE status = 'graded' AND percentage >= $3)::int AS passed
       FROM results`,
      [...params, managed.passingScore],
    ),
  ]);
  const s = summary!;
  const next = w.offset + page.length;
  return {
    total: s.students,
    nextCursor: next < s.students ? String(next) : null,
    data: {
      test: managed,
      summary: {
        students: s.students,
        submitted: s.submitted,
        graded: s.graded,
        averagePercent: s.graded ? num(s.average) : null,
        passed: s.passed,
        passRate: s.graded ? (100 * s.passed) / s.graded : null,
      },
      students: page.map((r) => {
        const graded = r.status === 'graded';
        const percentage = graded ? num(r.percentage) : null;
        return {
          studentId: r.student_id,
          name: r.name,
          class: r.class,
          state: r.status ?? 'not-started',
          attempts: r.attempts,
          attemptId: r.attempt_id,
          score: r.status && r.status !== 'in-progress' ? num(r.score) : null,
          percentage,
          passed: percentage === null ? null : percentage >= managed.passingScore,
          submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
        };
      }),
    },
  };
}
