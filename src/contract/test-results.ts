import * as z from 'zod/mini';
import { QUESTION_TYPES } from './constants.ts';
import { dataResponse, nonNegativeInt, pagedResponse, pageQuery } from './primitives.ts';
import { studentEntryFields } from './students.ts';
import { ManagedTest } from './tests.ts';

/** The learner who made an attempt. */
export const attemptBy = { studentId: z.string(), studentName: z.string() };

export const RESULT_STATES = ['not-started', 'in-progress', 'submitted', 'graded'] as const;
export type ResultState = (typeof RESULT_STATES)[number];

/** GET /api/tests/{id}/results: a page of the learners (`cursor`, `limit`); the summary, over every learner, comes on every page. */
export const TestResultsQuery = z.object({ ...pageQuery });
export type TestResultsQuery = z.infer<typeof TestResultsQuery>;

/** GET /api/tests/{id}/results: a teacher's view of one test. */
export const TestResults = z.object({
  test: ManagedTest,
  /** Over all the test's learners (every page): their latest attempts. */
  summary: z.object({
    students: nonNegativeInt,
    /** Learners whose latest attempt is submitted or graded. */
    submitted: nonNegativeInt,
    graded: nonNegativeInt,
    /** Mean percentage of the graded learners; null when none is graded. */
    averagePercent: z.nullable(z.number()),
    passed: nonNegativeInt,
    /** Share of the graded learners who passed (0..100); null when none is graded. */
    passRate: z.nullable(z.number()),
  }),
  /** The page's learners of the assigned classes, by class then roll number (then those who left with attempts). */
  students: z.array(
    z.object({
      ...studentEntryFields,
      state: z.enum(RESULT_STATES),
      attempts: nonNegativeInt,
      /** The latest attempt's. */
      attemptId: z.nullable(z.int()),
      score: z.nullable(z.number()),
      percentage: z.nullable(z.number()),
      passed: z.nullable(z.boolean()),
      submittedAt: z.nullable(z.string()),
    }),
  ),
});
export type TestResults = z.infer<typeof TestResults>;

/** The results with the page's learners, how many learners there are in all, and the cursor of the next page (null on the last). */
export const TestResultsResponse = z.object({ data: TestResults, total: nonNegativeInt, nextCursor: z.nullable(z.string()) });
export type TestResultsResponse = z.infer<typeof TestResultsResponse>;

/** Per question, over the latest handed-in attempts: how many answered, and the share fully correct. */
export const QuestionFigure = z.object({
  questionId: z.string(),
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  points: nonNegativeInt,
  answered: nonNegativeInt,
  correct: nonNegativeInt,
  /** correct / handed-in attempts x 100, rounded; null before any submission. */
  shareCorrect: z.nullable(z.number()),
});
export type QuestionFigure = z.infer<typeof QuestionFigure>;

/** GET /api/tests/{id}/question-figures: every question of the test, in order. */
export const QuestionFiguresResponse = dataResponse(z.array(QuestionFigure));
export type QuestionFiguresResponse = z.infer<typeof QuestionFiguresResponse>;

/** A short answer or essay waiting for the teacher. */
export const QueueItem = z.object({
  attemptId: z.int(),
  ...attemptBy,
  questionId: z.string(),
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  answer: z.string(),
  /** A short answer's accepted answer ('' for essays). */
  expected: z.string(),
  maxPoints: nonNegativeInt,
});
export type QueueItem = z.infer<typeof QueueItem>;

/** GET /api/tests/{id}/grading-queue: a page (`cursor`, `limit`) of the answers waiting, oldest submission first. */
export const GradingQueueQuery = z.object({ ...pageQuery });
export type GradingQueueQuery = z.infer<typeof GradingQueueQuery>;
export const GradingQueueResponse = pagedResponse(QueueItem);
export type GradingQueueResponse = z.infer<typeof GradingQueueResponse>;
