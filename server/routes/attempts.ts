import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { pageWindow } from '../http/paging.ts';
import { gradeAttempt, saveAnswers, startAttempt, submitAttempt, viewAttempt } from '../services/attempt-writes.ts';
import { learnerResults, learnerTests } from '../services/learner-tests.ts';
import { gradingQueue, questionFigures, testResults } from '../services/test-results.ts';

/**
 * Learners see their tests and results, start, save, resume and submit attempts; teachers see a
 * test's results, its questions' figures and the answers waiting for grading, and grade attempts.
 */
export function registerAttempts(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.learnerTests, { params: 'student id' }, async ({ params, query }) =>
    learnerTests(db, params.studentId, pageWindow(query), query.state === 'coming-up'),
  );

  defineRoute(app, ROUTES.learnerResults, { params: 'student id' }, async ({ params, query }) =>
    learnerResults(db, params.studentId, pageWindow(query)),
  );

  defineRoute(app, ROUTES.testResults, { params: 'test id' }, async ({ params, query }) =>
    testResults(db, Number(params.id), pageWindow(query)),
  );

  defineRoute(app, ROUTES.questionFigures, { params: 'test id' }, async ({ params }) => questionFigures(db, Number(params.id)));

  defineRoute(app, ROUTES.gradingQueue, { params: 'test id' }, async ({ params, query }) =>
    gradingQueue(db, Number(params.id), pageWindow(query)),
  );

  defineRoute(app, ROUTES.startAttempt, { params: 'test id' }, async ({ params, req, reply }) => {
    const { body, created } = await startAttempt(db, Number(params.id), req.identity!.studentIds[0]!);
    // Resuming the running attempt creates nothing.
    if (!created) reply.code(200);
    return body;
  });

  defineRoute(app, ROUTES.attempt, { params: 'attempt id' }, async ({ params, req }) =>
    viewAttempt(db, req.identity!, Number(params.id)),
  );

  defineRoute(app, ROUTES.saveAnswers, { params: 'attempt id', body: 'answers' }, async ({ params, body, req }) =>
    saveAnswers(db, req.identity!, Number(params.id), body.answers),
  );

  defineRoute(
    app,
    ROUTES.submitAttempt,
    { params: 'attempt id', body: 'submission', emptyBody: {} },
    async ({ params, body, req }) => submitAttempt(db, req.identity!, Number(params.id), body.answers),
  );

  defineRoute(app, ROUTES.gradeAttempt, { params: 'attempt id', body: 'grades' }, async ({ params, body, req }) =>
    gradeAttempt(db, req.identity!, Number(params.id), body.grades),
  );
}
