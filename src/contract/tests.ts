import * as z from 'zod/mini';
import { QUESTION_TYPES, REVIEW_SHOWS, REVIEW_WHEN, TEST_STATUSES } from './constants.ts';
import { className } from './classes.ts';
import { courseName } from './catalogue.ts';
import { dateTime, nonNegativeInt, dataResponse, pageQuery, pagedResponse } from './primitives.ts';
import { idParams, route, type RouteDef } from './route-def.ts';

/** Question, with the test builder's messages for what is missing. */
export const Question = z
  .object({
    id: z.union([z.string().check(z.maxLength(64)), z.number()]),
    type: z.enum(QUESTION_TYPES),
    question: z.string().check(z.maxLength(5000)),
    options: z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(4)),
    correctAnswer: z.string().check(z.maxLength(5000)),
    points: z.int().check(z.gte(1, 'points must be at least 1'), z.lte(1000)),
  })
  .check(
    z.refine((q) => q.question.trim() !== '', { message: 'Please enter a question.', path: ['question'] }),
    z.refine((q) => q.type !== 'multiple-choice' || (q.options.length === 4 && q.options.every((o) => o.trim() !== '')), {
      message: 'Please fill all options for multiple choice questions.',
      path: ['options'],
    }),
    z.refine(
      (q) =>
        (q.type !== 'multiple-choice' || q.options.includes(q.correctAnswer)) &&
        (q.type !== 'true-false' || q.correctAnswer === 'true' || q.correctAnswer === 'false'),
      { message: 'Please select the correct answer.', path: ['correctAnswer'] },
    ),
  );
export type Question = z.infer<typeof Question>;

/**
 * What learners (and their parents) see of a submitted attempt and when: `shows` once `when`
 * holds, and the level below it until then (the score alone stays visible right away).
 */
export const ReviewOptions = z.object({ shows: z.enum(REVIEW_SHOWS), when: z.enum(REVIEW_WHEN) });
export type ReviewOptions = z.infer<typeof ReviewOptions>;

/** Score and right/wrong right away; the correct answers and comments once no attempt is left or the test closed. */
export const DEFAULT_REVIEW: ReviewOptions = { shows: 'answers', when: 'no-attempts-left' };

/**
 * POST /api/tests: a test built on the client; totalPoints is recomputed.
 * `course` is a subject of the catalogue (the server checks it).
 */
export const CreateTestRequest = z.object({
  title: z.string().check(
    z.refine((s) => s.trim() !== '', 'Please enter a test title.'),
    z.maxLength(200),
  ),
  course: courseName,
  timeLimit: z.int().check(z.gte(1, 'timeLimit must be at least 1'), z.lte(10_000)),
  maxAttempts: z.int().check(z.gte(1, 'maxAttempts must be at least 1'), z.lte(1000)),
  passingScore: z.number().check(z.gte(0, 'passingScore must be 0-100'), z.lte(100, 'passingScore must be 0-100')),
  questions: z.array(Question).check(z.minLength(1, 'Please add at least one question.'), z.maxLength(500)),
  totalPoints: z.optional(z.number()),
  /** DEFAULT_REVIEW when not given. */
  review: z.optional(ReviewOptions),
});
export type CreateTestRequest = z.infer<typeof CreateTestRequest>;

/** Managed test; scheduledDate is '' until scheduled. */
export const ManagedTest = z.object({
  id: z.int(),
  title: z.string(),
  course: z.string(),
  questions: nonNegativeInt,
  totalPoints: nonNegativeInt,
  status: z.enum(TEST_STATUSES),
  createdDate: z.string(),
  scheduledDate: z.string(),
  assignedTo: z.array(z.string()),
  submissions: nonNegativeInt,
  averageScore: z.number(),
  timeLimit: nonNegativeInt,
  maxAttempts: nonNegativeInt,
  passingScore: z.number(),
  review: ReviewOptions,
});
export type ManagedTest = z.infer<typeof ManagedTest>;

/** GET /api/tests/{id}: the test with its questions (for View Details). */
export const TestDetail = z.extend(ManagedTest, { questionList: z.array(Question) });
export type TestDetail = z.infer<typeof TestDetail>;

/** GET /api/tests: a page of the tests the teacher manages, newest first. */
export const TestsQuery = z.object({ ...pageQuery });
export type TestsQuery = z.infer<typeof TestsQuery>;
export const TestsResponse = pagedResponse(ManagedTest);
export type TestsResponse = z.infer<typeof TestsResponse>;
export const TestResponse = dataResponse(ManagedTest);
export type TestResponse = z.infer<typeof TestResponse>;
export const TestDetailResponse = dataResponse(TestDetail);
export type TestDetailResponse = z.infer<typeof TestDetailResponse>;

/** PUT /api/tests/{id}/schedule: draft -> scheduled. */
const scheduledDate = z.string().check(
  z.refine((s) => s.trim() !== '', 'Please select a date and time.'),
  z.refine((s) => s.trim() === '' || dateTime.safeParse(s).success, 'must be a date and time (ISO 8601)'),
);
z.globalRegistry.add(scheduledDate, { format: 'date-time' });
export const ScheduleTestRequest = z.object({ scheduledDate });
export type ScheduleTestRequest = z.infer<typeof ScheduleTestRequest>;

/**
 * PUT /api/tests/{id}/assignment: replaces assignedTo at any status. A class named twice is
 * assigned once; every class named must exist.
 */
export const AssignTestRequest = z.object({
  assignedTo: z.array(className).check(z.maxLength(100, 'must name at most 100 classes')),
});
export type AssignTestRequest = z.infer<typeof AssignTestRequest>;

/** PUT /api/tests/{id}/review: what learners see of their attempts, and when (any status; applies to past attempts too). */
export const ReviewTestRequest = ReviewOptions;
export type ReviewTestRequest = z.infer<typeof ReviewTestRequest>;

/** The calls that manage tests: only the teacher who created a test calls them on it (403 for others). */
export const TEST_ROUTES = {
  tests: route('GET', '/api/tests', { query: TestsQuery, response: TestsResponse }),
  testDetail: route('GET', '/api/tests/:id', { params: idParams, response: TestDetailResponse }),
  createTest: route('POST', '/api/tests', { body: CreateTestRequest, response: TestResponse, status: 201 }),
  scheduleTest: route('PUT', '/api/tests/:id/schedule', { params: idParams, body: ScheduleTestRequest, response: TestResponse }),
  assignTest: route('PUT', '/api/tests/:id/assignment', { params: idParams, body: AssignTestRequest, response: TestResponse }),
  reviewTest: route('PUT', '/api/tests/:id/review', { params: idParams, body: ReviewTestRequest, response: TestResponse }),
} as const satisfies Record<string, RouteDef>;
