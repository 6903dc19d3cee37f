import * as z from 'zod/mini';
import { QUESTION_TYPES, REVIEW_SHOWS, REVIEW_WHEN } from './constants.ts';
import { nonNegativeInt, dataResponse, pageQuery, pagedResponse } from './primitives.ts';
import { idParams, studentParams, route, routesUnder, type RouteDef } from './route-def.ts';
import { ManagedTest } from './tests.ts';
import {
  attemptBy,
  GradingQueueQuery,
  GradingQueueResponse,
  QuestionFiguresResponse,
  TestResultsQuery,
  TestResultsResponse,
} from './test-results.ts';

export * from './test-results.ts';

/**
 * Learners taking the tests their class is assigned, and teachers grading them. A question's
 * key in `answers` is its id as text. Answer keys (correctAnswer) and comments reach a learner or
 * parent only as the test's review options allow; the server leaves out what they may not see.
 */

/** in-progress: the clock runs; submitted: waiting for the teacher (short answers, essays); graded: final. */
export const ATTEMPT_STATUSES = ['in-progress', 'submitted', 'graded'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** A learner's answers: question id -> the text (a chosen option, 'true'/'false', or what was typed). */
export const AnswerMap = z
  .record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(20_000)))
  .check(z.refine((m) => Object.keys(m).length <= 500, 'answers must hold at most 500 questions'));
export type AnswerMap = z.infer<typeof AnswerMap>;

/** A question as the learner sees it while answering: no answer key. */
export const AttemptQuestion = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  question: z.string(),
  options: z.array(z.string()),
  points: nonNegativeInt,
});
export type AttemptQuestion = z.infer<typeof AttemptQuestion>;

/** correct / incorrect by the key; partial: a teacher gave some of the points; pending: a teacher has not graded it yet. */
export const QUESTION_OUTCOMES = ['correct', 'incorrect', 'partial', 'pending'] as const;
export type QuestionOutcome = (typeof QUESTION_OUTCOMES)[number];

export const QuestionResult = z.object({
  questionId: z.string(),
  answer: z.string(),
  /** The key (multiple choice, true/false, short answer); '' for essays. Absent when the viewer may not see it yet. */
  correctAnswer: z.optional(z.string()),
  /** Points given; null while pending. */
  points: z.nullable(z.number()),
  maxPoints: nonNegativeInt,
  outcome: z.enum(QUESTION_OUTCOMES),
  /** The teacher's comment ('' when none). Absent when the viewer may not see it yet. */
  comment: z.optional(z.string()),
});
export type QuestionResult = z.infer<typeof QuestionResult>;

/**
 * What the viewer sees of this attempt now (`shows`), and what more they will see and when
 * (`later`; null when nothing more comes). A teacher sees everything.
 */
export const AttemptReview = z.object({
  shows: z.enum(REVIEW_SHOWS),
  later: z.nullable(z.object({ shows: z.enum(REVIEW_SHOWS), when: z.enum(REVIEW_WHEN) })),
});
export type AttemptReview = z.infer<typeof AttemptReview>;

export const Attempt = z.object({
  id: z.int(),
  testId: z.int(),
  ...attemptBy,
  title: z.string(),
  course: z.string(),
  /** 1 for the first attempt of this test by this learner. */
  attemptNo: z.int(),
  maxAttempts: z.int(),
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: z.string(),
  /** When time runs out (ISO); the server submits the attempt then, browser or not. */
  deadline: z.string(),
  /** Seconds left by the server's clock when it answered; 0 once submitted. */
  remainingSeconds: nonNegativeInt,
  submittedAt: z.nullable(z.string()),
  /** True when the server submitted it because time ran out. */
  autoSubmitted: z.boolean(),
  questions: z.array(AttemptQuestion),
  answers: AnswerMap,
  totalPoints: nonNegativeInt,
  passingScore: z.number(),
  /** Points so far (automatic and teacher-given); null while in progress. */
  score: z.nullable(z.number()),
  /** round(score / totalPoints x 100) once graded, else null. */
  percentage: z.nullable(z.number()),
  /** percentage >= passingScore once graded, else null. */
  passed: z.nullable(z.boolean()),
  /**
   * Per question once graded (for a teacher: once submitted) and when the review shows more than
   * the score; null otherwise.
   */
  results: z.nullable(z.array(QuestionResult)),
  review: AttemptReview,
  /** How many questions wait for a teacher's grade (submitted attempts); 0 otherwise. */
  pendingQuestions: z.optional(nonNegativeInt),
});
export type Attempt = z.infer<typeof Attempt>;

export const AttemptResponse = dataResponse(Attempt);
export type AttemptResponse = z.infer<typeof AttemptResponse>;

/** PUT /api/attempts/{id}/answers: the answers changed since the last save (merged into the stored ones). */
export const SaveAnswersRequest = z.object({ answers: AnswerMap });
export type SaveAnswersRequest = z.infer<typeof SaveAnswersRequest>;

export const SaveAnswersResponse = z.object({ savedAt: z.string(), remainingSeconds: nonNegativeInt });
export type SaveAnswersResponse = z.infer<typeof SaveAnswersResponse>;

/** POST /api/attempts/{id}/submit: optionally the last answers, saved before grading. */
export const SubmitAttemptRequest = z.object({ answers: z.optional(AnswerMap) });
export type SubmitAttemptRequest = z.infer<typeof SubmitAttemptRequest>;

/** PUT /api/attempts/{id}/grades: a teacher's points and comment for short answers and essays. */
export const GradeAttemptRequest = z.object({
  grades: z
    .array(
      z.object({
        questionId: z.string().check(z.maxLength(64)),
        points: z.number().check(z.gte(0, 'points must be 0 or more'), z.lte(1000)),
        comment: z.optional(z.string().check(z.maxLength(5000))),
      }),
    )
    .check(z.minLength(1, 'Grade at least one question.'), z.maxLength(500)),
});
export type GradeAttemptRequest = z.infer<typeof GradeAttemptRequest>;

/**
 * Where a test stands for one learner: upcoming (scheduled for later), open (can be started),
 * in-progress (an attempt runs: resume it), completed (submitted, no attempt left or the test is
 * closed), closed (the test ended without an attempt).
 */
export const LEARNER_TEST_STATES = ['upcoming', 'open', 'in-progress', 'completed', 'closed'] as const;
export type LearnerTestState = (typeof LEARNER_TEST_STATES)[number];

export const LearnerTest = z.extend(
  z.pick(ManagedTest, {
    id: true,
    title: true,
    course: true,
    questions: true,
    totalPoints: true,
    timeLimit: true,
    maxAttempts: true,
    passingScore: true,
    /** When it opens ('' when not scheduled: an active test is open now). */
    scheduledDate: true,
  }),
  {
    state: z.enum(LEARNER_TEST_STATES),
    attemptsUsed: nonNegativeInt,
    /** The learner's latest attempt, if any. */
    latest: z.nullable(z.pick(Attempt, { id: true, status: true, percentage: true, passed: true, submittedAt: true })),
  },
);
export type LearnerTest = z.infer<typeof LearnerTest>;

/** GET /api/learners/{studentId}/tests and /results: a page of the list (`cursor`, `limit`). */
export const LearnerListQuery = z.object({ ...pageQuery });
export type LearnerListQuery = z.infer<typeof LearnerListQuery>;

/**
 * GET /api/learners/{studentId}/tests: a page; `state=coming-up` keeps the tests the learner is
 * taking, may take now or will be able to take (in progress, open, upcoming).
 */
export const LearnerTestsQuery = z.object({ ...pageQuery, state: z.optional(z.enum(['coming-up'])) });
export type LearnerTestsQuery = z.infer<typeof LearnerTestsQuery>;

/** GET /api/learners/{studentId}/tests: a page of the tests assigned to the learner's class (not drafts), newest first. */
export const LearnerTestsResponse = pagedResponse(LearnerTest);
export type LearnerTestsResponse = z.infer<typeof LearnerTestsResponse>;

/** A graded result, newest first: the learner's Test Results, Progress and the parents view. */
export const LearnerResult = z.object({
  /** The attempt's id. */
  id: z.int(),
  testId: z.int(),
  testName: z.string(),
  subject: z.string(),
  /** 'YYYY-MM-DD', the day it was submitted. */
  date: z.string(),
  marks: z.number(),
  totalMarks: nonNegativeInt,
  percentage: z.number(),
  passed: z.boolean(),
});
export type LearnerResult = z.infer<typeof LearnerResult>;

/** GET /api/learners/{studentId}/results: a page of the latest graded attempt of each test, newest first. */
export const LearnerResultsResponse = pagedResponse(LearnerResult);
export type LearnerResultsResponse = z.infer<typeof LearnerResultsResponse>;

/** The calls on one attempt, named by its id. */
const onAttempt = routesUnder('/api/attempts/:id', idParams);

/** Learners take the tests their class is assigned; teachers grade them; parents see their children's. */
export const ATTEMPT_ROUTES = {
  learnerTests: route('GET', '/api/learners/:studentId/tests', {
    params: studentParams,
    query: LearnerTestsQuery,
    response: LearnerTestsResponse,
  }),
  learnerResults: route('GET', '/api/learners/:studentId/results', {
    params: studentParams,
    query: LearnerListQuery,
    response: LearnerResultsResponse,
  }),
  /** Starts an attempt, or answers the one in progress (200) so a reload resumes it. */
  startAttempt: route('POST', '/api/tests/:id/attempts', { params: idParams, response: AttemptResponse, status: 201 }),
  attempt: onAttempt('GET', '', { response: AttemptResponse }),
  saveAnswers: onAttempt('PUT', '/answers', { body: SaveAnswersRequest, response: SaveAnswersResponse }),
  submitAttempt: onAttempt('POST', '/submit', { body: SubmitAttemptRequest, response: AttemptResponse }),
  gradeAttempt: onAttempt('PUT', '/grades', { body: GradeAttemptRequest, response: AttemptResponse }),
  testResults: route('GET', '/api/tests/:id/results', {
    params: idParams,
    query: TestResultsQuery,
    response: TestResultsResponse,
  }),
  questionFigures: route('GET', '/api/tests/:id/question-figures', { params: idParams, response: QuestionFiguresResponse }),
  gradingQueue: route('GET', '/api/tests/:id/grading-queue', {
    params: idParams,
    query: GradingQueueQuery,
    response: GradingQueueResponse,
  }),
} as const satisfies Record<string, RouteDef>;
