import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { TestDetailResponse, TestResponse, TestsResponse } from '../../src/contract/tests.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { recordActivity } from '../services/activity.ts';
import { assertCatalogueCourse } from '../services/catalogue.ts';
import { assertClassesExist } from '../services/classes.ts';
import { TEST_COLUMNS, toManagedTest, toTestDetail, type TestRow } from '../services/tests.ts';

/**
 * Tests: list, details, create (as draft, under a catalogue subject), schedule (draft only),
 * assign to existing classes (any status).
 */
export function registerTests(app: FastifyInstance, { db }: AppContext): void {
  app.get(ROUTES.tests.path, async (): Promise<TestsResponse> => {
    const rows = await db.query<TestRow>(`SELECT ${TEST_COLUMNS} FROM tests ORDER BY id DESC`);
    return { data: rows.map(toManagedTest) };
  });

  app.get(ROUTES.testDetail.path, async (req): Promise<TestDetailResponse> => {
    const { id } = parseOr400(ROUTES.testDetail.params, req.params, 'test id');
    const rows = await db.query<TestRow>(`SELECT ${TEST_COLUMNS}, question_list FROM tests WHERE id = $1`, [Number(id)]);
    if (!rows[0]) throw new HttpError(404, `Test ${id} not found.`);
    return { data: toTestDetail(rows[0]) };
  });

  app.post(ROUTES.createTest.path, async (req, reply) => {
    const t = parseOr400(ROUTES.createTest.body, req.body ?? undefined, 'test');
    // A test is filed under a subject of the catalogue.
    await assertCatalogueCourse(db, t.course);
    const total = t.questions.reduce((sum, q) => sum + q.points, 0);
    const row = await db.transaction(async (tx) => {
      const rows = await tx.query<TestRow>(
        `INSERT INTO tests (title, course, question_count, total_points, status, time_limit, max_attempts, passing_score, question_list)
         VALUES ($1, $2, $3, $4, 'draft', $5, $6, $7, $8::jsonb) RETURNING ${TEST_COLUMNS}`,
        [t.title.trim(), t.course, t.questions.length, total, t.timeLimit, t.maxAttempts, t.passingScore, JSON.stringify(t.questions)],
      );
      await recordActivity(tx, null, 'test', `Test "${t.title.trim()}" created`);
      return rows[0]!;
    });
    const body: TestResponse = { data: toManagedTest(row) };
    return reply.code(ROUTES.createTest.status).send(body);
  });

  app.put(ROUTES.scheduleTest.path, async (req): Promise<TestResponse> => {
    const { id } = parseOr400(ROUTES.scheduleTest.params, req.params, 'test id');
    const { scheduledDate } = parseOr400(ROUTES.scheduleTest.body, req.body ?? undefined, 'schedule');
    const rows = await db.query<TestRow>(
      `UPDATE tests SET scheduled_date = $2, status = 'scheduled' WHERE id = $1 AND status = 'draft' RETURNING ${TEST_COLUMNS}`,
      [Number(id), scheduledDate.trim()],
    );
    if (!rows[0]) {
      const exists = await db.query('SELECT 1 FROM tests WHERE id = $1', [Number(id)]);
      if (exists.length === 0) throw new HttpError(404, `Test ${id} not found.`);
      throw new HttpError(409, 'Only draft tests can be scheduled.');
    }
    await recordActivity(db, null, 'test', `Test "${rows[0].title}" scheduled for ${scheduledDate.trim()}`);
    return { data: toManagedTest(rows[0]) };
  });

  app.put(ROUTES.assignTest.path, async (req): Promise<TestResponse> => {
    const { id } = parseOr400(ROUTES.assignTest.params, req.params, 'test id');
    const { assignedTo } = parseOr400(ROUTES.assignTest.body, req.body ?? undefined, 'assignment');
    const classes = [...new Set(assignedTo)];
    await assertClassesExist(db, classes);
    const rows = await db.query<TestRow>(
      `UPDATE tests SET assigned_to = $2::jsonb WHERE id = $1 RETURNING ${TEST_COLUMNS}`,
      [Number(id), JSON.stringify(classes)],
    );
    if (!rows[0]) throw new HttpError(404, `Test ${id} not found.`);
    await recordActivity(db, null, 'test', `Test "${rows[0].title}" assigned to ${classes.join(', ') || 'no classes'}`);
    return { data: toManagedTest(rows[0]) };
  });
}
