import {
  TEST_ROUTES,
  type CreateTestRequest,
  type ManagedTest,
  type ReviewOptions,
  type TestDetail,
  type TestsResponse,
} from '../../contract/tests.ts';
import { call, type ApiContext, type Signal } from './api-context.ts';
import { pageQueryOf } from './page-query.ts';

/** The calls that manage tests; each throws ApiError. */
export const testsApi = (ctx: ApiContext) => ({
  /** GET /api/tests: one page of the tests the teacher manages, newest first; `cursor` is the `nextCursor` of the page before. */
  getTestPage(page: { cursor?: string; limit?: number } & Signal = {}): Promise<TestsResponse> {
    return call(ctx, TEST_ROUTES.tests, {
      signal: page.signal,
      query: pageQueryOf(page),
    });
  },

  /** GET /api/tests/{id}: the test with its questions. */
  async getTest(id: number, o: Signal = {}): Promise<TestDetail> {
    return (await call(ctx, TEST_ROUTES.testDetail, { params: { id }, signal: o.signal })).data;
  },

  /** POST /api/tests: saved as a draft. */
  async createTest(test: CreateTestRequest, o: Signal = {}): Promise<ManagedTest> {
    return (await call(ctx, TEST_ROUTES.createTest, { body: test, signal: o.signal })).data;
  },

  /** PUT /api/tests/{id}/schedule (draft only; 409 when not a draft). */
  async scheduleTest(id: number, scheduledDate: string, o: Signal = {}): Promise<ManagedTest> {
    return (await call(ctx, TEST_ROUTES.scheduleTest, { params: { id }, body: { scheduledDate }, signal: o.signal })).data;
  },

  /** PUT /api/tests/{id}/assignment: replaces assignedTo. */
  async assignTest(id: number, assignedTo: string[], o: Signal = {}): Promise<ManagedTest> {
    return (await call(ctx, TEST_ROUTES.assignTest, { params: { id }, body: { assignedTo }, signal: o.signal })).data;
  },

  /** PUT /api/tests/{id}/review: what learners see of their attempts, and when. */
  async reviewTest(id: number, review: ReviewOptions, o: Signal = {}): Promise<ManagedTest> {
    return (await call(ctx, TEST_ROUTES.reviewTest, { params: { id }, body: review, signal: o.signal })).data;
  },
});

export type TestsApi = ReturnType<typeof testsApi>;
