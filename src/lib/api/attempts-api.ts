import {
  ATTEMPT_ROUTES,
  type AnswerMap,
  type Attempt,
  type GradeAttemptRequest,
  type GradingQueueResponse,
  type LearnerResult,
  type LearnerResultsResponse,
  type LearnerTestsResponse,
  type QuestionFigure,
  type SaveAnswersResponse,
  type TestResults,
  type TestResultsResponse,
} from '../../contract/attempts.ts';
import { PAGE_LIMIT_MAX } from '../../contract/primitives.ts';
import { call, type ApiContext, type Signal } from './api-context.ts';
import { pageQueryOf, type PageAsk } from './page-query.ts';

/** The most pages read of a list the screen shows whole: 2,000 rows. */
const RESULT_PAGES = 20;

/** Tests as learners take them, teachers grade them and parents follow them; each throws ApiError. */
export const attemptsApi = (ctx: ApiContext) => {
  const resultPage = (studentId: string, page: PageAsk = {}): Promise<LearnerResultsResponse> =>
    call(ctx, ATTEMPT_ROUTES.learnerResults, { params: { studentId }, query: pageQueryOf(page), signal: page.signal });
  const testResultPage = (id: number, page: PageAsk = {}): Promise<TestResultsResponse> =>
    call(ctx, ATTEMPT_ROUTES.testResults, { params: { id }, query: pageQueryOf(page), signal: page.signal });
  return {
    /**
     * GET /api/learners/{studentId}/tests: a page of the tests assigned to the learner's class,
     * newest first; `comingUp`: only those in progress, open or upcoming.
     */
    getLearnerTestPage(studentId: string, page: PageAsk & { comingUp?: boolean } = {}): Promise<LearnerTestsResponse> {
      const query = { ...pageQueryOf(page), state: page.comingUp ? ('coming-up' as const) : undefined };
      return call(ctx, ATTEMPT_ROUTES.learnerTests, { params: { studentId }, query, signal: page.signal });
    },

    /**
     * GET /api/learners/{studentId}/results, every page (at most RESULT_PAGES of 100): the figures
     * of Progress are over all of the learner's graded tests.
     */
    async getAllLearnerResults(studentId: string, o: Signal = {}): Promise<LearnerResult[]> {
      const results: LearnerResult[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < RESULT_PAGES; page++) {
        const res = await resultPage(studentId, { cursor, limit: PAGE_LIMIT_MAX, signal: o.signal });
        results.push(...res.data);
        if (res.nextCursor === null) break;
        cursor = res.nextCursor;
      }
      return results;
    },

    /** GET /api/learners/{studentId}/results: a page of the graded results, newest first. */
    getLearnerResultPage: resultPage,

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

    /** GET /api/tests/{id}/results: a page of the learners with their latest attempts, and the summary over all of them. */
    getTestResultPage: testResultPage,

    /**
     * GET /api/tests/{id}/results, every page of 100 learners (at most RESULT_PAGES): the CSV is
     * over every learner the test is assigned to.
     */
    async getAllTestResults(id: number, o: Signal = {}): Promise<TestResults> {
      const first = await testResultPage(id, { limit: PAGE_LIMIT_MAX, signal: o.signal });
      const students = [...first.data.students];
      let cursor = first.nextCursor;
      for (let page = 1; page < RESULT_PAGES && cursor !== null; page++) {
        const res = await testResultPage(id, { cursor, limit: PAGE_LIMIT_MAX, signal: o.signal });
        students.push(...res.data.students);
        cursor = res.nextCursor;
      }
      return { ...first.data, students };
    },

    /** GET /api/tests/{id}/question-figures: per question, how many answered and the share fully correct. */
    async getQuestionFigures(id: number, o: Signal = {}): Promise<QuestionFigure[]> {
      return (await call(ctx, ATTEMPT_ROUTES.questionFigures, { params: { id }, signal: o.signal })).data;
    },

    /** GET /api/tests/{id}/grading-queue: a page of the answers waiting for the teacher, oldest submission first. */
    getGradingQueuePage(id: number, page: PageAsk = {}): Promise<GradingQueueResponse> {
      return call(ctx, ATTEMPT_ROUTES.gradingQueue, { params: { id }, query: pageQueryOf(page), signal: page.signal });
    },
  };
};

export type AttemptsApi = ReturnType<typeof attemptsApi>;
