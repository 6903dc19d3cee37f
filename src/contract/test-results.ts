import * as z from 'zod/mini';
import { QUESTION_TYPES } from './constants.ts';
import { nonNegativeInt, pageQuery } from './primitives.ts';
import { studentEntryFields } from './students.ts';
import { ManagedTest } from './tests.ts';

/** The learner who made an attempt. */
export const attemptBy = { studentId: z.string(), studentName: z.string() };

export const RESULT_STATES = ['not-started', 'in-progress', 'submitted', 'graded'] as const;
export type ResultState = (typeof RESULT_STATES)[number];

/** GET /api/tests/{id}/results: a page of the learners (`cursor`, `limit`); the summary, the questions and the queue come whole on every page. */
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
  /** Per question, over the latest submitted attempts: how many answered, and the share fully correct. */
  questions: z.array(
    z.object({
      questionId: z.string(),
      question: z.string(),
      type: z.enum(QUESTION_TYPES),
      points: nonNegativeInt,
      answered: nonNegativeInt,
      correct: nonNegativeInt,
      /** correct / submitted attempts x 100, rounded; null before any submission. */
      shareCorrect: z.nullable(z.number()),
    }),
  ),
  /** Short answers and essays waiting for the teacher, oldest submission first. */
  queue: z.array(
    z.object({
      attemptId: z.int(),
      ...attemptBy,
      questionId: z.string(),
      question: z.string(),
      type: z.enum(QUESTION_TYPES),
      answer: z.string(),
      /** A short answer's accepted answer ('' for essays). */
      expected: z.string(),
      maxPoints: nonNegativeInt,
    }),
  ),
});
export type TestResults = z.infer<typeof TestResults>;

/** The results with the page's learners, how many learners there are in all, and the cursor of the next page (null on the last). */
export const TestResultsResponse = z.object({ data: TestResults, total: nonNegativeInt, nextCursor: z.nullable(z.string()) });
export type TestResultsResponse = z.infer<typeof TestResultsResponse>;
