import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { pageWindow } from '../http/paging.ts';
import { assertCatalogueCourse } from '../services/catalogue.ts';
import {
  assignTestAs,
  createTest,
  findTestWithQuestions,
  listTests,
  reviewTest,
  scheduleTest,
  toTestDetail,
} from '../services/tests.ts';

/**
 * Tests: list (those the teacher manages), details, create (as draft, under a catalogue subject,
 * owned by its creator), schedule (draft only), assign to existing classes the teacher teaches and
 * set the review options (any status). Only a test's managers reach the routes on one test (the guard).
 */
export function registerTests(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.tests, {}, async ({ query, req }) => listTests(db, req.identity!, pageWindow(query)));

  defineRoute(app, ROUTES.testDetail, { params: 'test id' }, async ({ params: { id } }) => {
    const row = await findTestWithQuestions(db, Number(id));
    if (!row) throw new HttpError(404, `Test ${id} not found.`);
    return { data: toTestDetail(row) };
  });

  defineRoute(app, ROUTES.createTest, { body: 'test' }, async ({ body, req }) => {
    // A test is filed under a subject of the catalogue.
    await assertCatalogueCourse(db, body.course);
    return { data: await createTest(db, body, req.identity!.teacherId!) };
  });

  defineRoute(app, ROUTES.scheduleTest, { params: 'test id', body: 'schedule' }, async ({ params, body }) => ({
    data: await scheduleTest(db, params.id, body.scheduledDate),
  }));

  defineRoute(app, ROUTES.assignTest, { params: 'test id', body: 'assignment' }, async ({ params: { id }, body, req }) => {
    const test = await assignTestAs(db, req.identity!, Number(id), body.assignedTo);
    if (!test) throw new HttpError(404, `Test ${id} not found.`);
    return { data: test };
  });

  defineRoute(app, ROUTES.reviewTest, { params: 'test id', body: 'review options' }, async ({ params: { id }, body }) => {
    const test = await reviewTest(db, Number(id), body);
    if (!test) throw new HttpError(404, `Test ${id} not found.`);
    return { data: test };
  });
}
