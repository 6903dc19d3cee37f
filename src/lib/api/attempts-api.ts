import {
  ATTEMPT_ROUTES,
  type AnswerMap,
  type Attempt,
  type GradeAttemptRequest,
  type LearnerResult,
  type LearnerTest,
  type SaveAnswersResponse,
  type TestResults,
} from '../../contract/attempts.ts';
import { call, type ApiContext, type Signal } from './api-context.ts';

/** Tests as learners take them, teachers grade them and parents follow them; each throws ApiError. */
export const attemptsApi = (ctx: ApiContext) => ({
  /** GET /api/learners/{studentId}/tests: the tests assigned to the learner's class. */
  async getLearnerTests(studentId: string, o: Signal = {}): Promise<LearnerTest[]> {
    return (await call(ctx, ATTEMPT_ROUTES.learnerTests, { params: { studentId }, signal: o.signal })).data;
  },

  /** GET /api/learners/{studentId}/results: graded results, newest first. */
  async getLearnerResults(studentId: string, o: Signal = {}): Promise<LearnerResult[]> {
    return (await call(ctx, ATTEMPT_ROUTES.learnerResults, { params: { studentId }, signal: o.signal })).data;
  },

  /** POST /api/tests/{id}/attempts: starts an attempt, or returns the one in progress (409: none left, not open yet). */
  async startAttempt(testId: number, o: Signal = {}): Promise<Attempt> {
    return (await call(ctx, ATTEMPT_ROUTES.startAttempt, { params: { id: testId }, signal: o.signal })).data;
  },

  /** GET /api/attempts/{id}: an attempt with the server's remaining time. */
  async getAttempt(id: number, o: Signal = {}): Promise<Attempt> {
    return (await call(ctx, ATTEMPT_ROUTES.attempt, { params: { id }, signal: o.signal })).data;
  },

  /** PUT /api/attempts/{id}/answers: merges these answers into the stored ones (409 once submitted). */
  saveAnswers(id: number, answers: AnswerMap, o: Signal = {}): Promise<SaveAnswersResponse> {
    // Kept alive: the last answers typed still arrive when the tab is closed right after.
    return call(ctx, ATTEMPT_ROUTES.saveAnswers, { params: { id }, body: { answers }, signal: o.signal, keepalive: true });
  },

  /** POST /api/attempts/{id}/submit with the last answers: the graded (or waiting) attempt. */
  async submitAttempt(id: number, answers?: AnswerMap, o: Signal = {}): Promise<Attempt> {
    return (await call(ctx, ATTEMPT_ROUTES.submitAttempt, { params: { id }, body: { answers }, signal: o.signal })).data;
  },

  /** PUT /api/attempts/{id}/grades: a teacher's points and comments. */
  async gradeAttempt(id: number, grades: GradeAttemptRequest['grades'], o: Signal = {}): Promise<Attempt> {
    return (await call(ctx, ATTEMPT_ROUTES.gradeAttempt, { params: { id }, body: { grades }, signal: o.signal })).data;
  },

  /** GET /api/tests/{id}/results: per student, per question and the grading queue. */
  async getTestResults(id: number, o: Signal = {}): Promise<TestResults> {
    return (await call(ctx, ATTEMPT_ROUTES.testResults, { params: { id }, signal: o.signal })).data;
  },
});

export type AttemptsApi = ReturnType<typeof attemptsApi>;
