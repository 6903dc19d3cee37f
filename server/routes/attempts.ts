import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AnswerMap, AttemptResponse, SaveAnswersResponse } from '../../src/contract/attempts.ts';
import type { AppContext } from '../context.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import type { Identity } from '../auth/identity.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { recordActivity } from '../services/activity.ts';
import { TEST_COLUMNS, type TestRow } from '../services/tests.ts';
import { questionKey, teacherGraded } from '../services/grading.ts';
import {
  finishAttempt, gradesOf, isExpired, loadAttempt, questionsOf, regrade, submitExpired, toAttempt,
  type AttemptRow,
} from '../services/attempts.ts';
import { testOpenError } from '../services/test-window.ts';

const TIME_UP = 'Time is up: this attempt was submitted with the answers saved before the deadline.';
const ALREADY_SUBMITTED = 'This attempt was already submitted.';

const attemptId = (req: FastifyRequest, route: { params: typeof ROUTES.attempt.params }): number =>
  Number(parseOr400(route.params, req.params, 'attempt id').id);

/** The attempt, if the caller may see it: the learner's own, a parent's child's, or any for a teacher. */
function mayView(i: Identity, r: AttemptRow): boolean {
  return i.role === 'teacher' || i.studentIds.includes(r.student_id);
}

/**
 * In one transaction: the learner's own running attempt, locked. Past its deadline (and grace)
 * it is submitted with what was saved, and the caller is told time is up.
 */
async function withRunningAttempt<T>(db: Database, i: Identity, id: number, fn: (tx: Queryable, r: AttemptRow) => Promise<T>): Promise<T> {
  let timedOut = false;
  const result = await db.transaction(async (tx) => {
    const r = await loadAttempt(tx, id, true);
    if (!r) throw new HttpError(404, `Attempt ${id} not found.`);
    if (i.role !== 'student' || !i.studentIds.includes(r.student_id)) throw new HttpError(403, 'This attempt belongs to another learner.');
    if (r.status !== 'in-progress') throw new HttpError(409, ALREADY_SUBMITTED);
    if (isExpired(r)) {
      await finishAttempt(tx, r, true);
      timedOut = true;
      return undefined;
    }
    return fn(tx, r);
  });
  if (timedOut) throw new HttpError(409, TIME_UP);
  return result as T;
}

/** Refuses answers to questions the test does not have (400 naming the first). */
function checkAnswerKeys(r: AttemptRow, answers: AnswerMap): void {
  const keys = new Set(questionsOf(r).map(questionKey));
  const unknown = Object.keys(answers).find((k) => !keys.has(k));
  if (unknown !== undefined) throw new HttpError(400, `Invalid answers: question ${unknown} is not in this test.`);
}

async function mergeAnswers(tx: Queryable, id: number, answers: AnswerMap | undefined): Promise<void> {
  if (answers && Object.keys(answers).length) await tx.query('UPDATE attempts SET answers = answers || $2::jsonb WHERE id = $1', [id, JSON.stringify(answers)]);
}

/** Learners start, save, resume and submit attempts; teachers grade them. */
export function registerAttempts(app: FastifyInstance, { db }: AppContext): void {
  app.post(ROUTES.startAttempt.path, async (req, reply) => {
    const testId = Number(parseOr400(ROUTES.startAttempt.params, req.params, 'test id').id);
    const i = req.identity!;
    const studentId = i.studentIds[0]!;
    const [test] = await db.query<TestRow>(`SELECT ${TEST_COLUMNS} FROM tests WHERE id = $1`, [testId]);
    if (!test) throw new HttpError(404, `Test ${testId} not found.`);
    const [student] = await db.query<{ class: string }>('SELECT class FROM students WHERE student_id = $1', [studentId]);
    const assigned = typeof test.assigned_to === 'string' ? (JSON.parse(test.assigned_to) as string[]) : test.assigned_to;
    if (!student || test.status === 'draft' || !assigned.includes(student.class)) throw new HttpError(403, 'This test is not assigned to your class.');
    const closed = testOpenError(test, Date.now());

    const { id, created } = await db.transaction(async (tx) => {
      // One start at a time per learner and test (two tabs, a double click): never two attempts.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`attempt:${testId}:${studentId}`]);
      const running = await tx.query<AttemptRow>(
        `SELECT id, status, deadline_at FROM attempts WHERE test_id = $1 AND student_id = $2 AND status = 'in-progress'`,
        [testId, studentId],
      );
      if (running[0] && !isExpired(running[0])) return { id: running[0].id, created: false };
      if (running[0]) await finishAttempt(tx, (await loadAttempt(tx, running[0].id, true))!, true);
      if (closed) throw new HttpError(409, closed);
      const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM attempts WHERE test_id = $1 AND student_id = $2', [testId, studentId]);
      if (n >= test.max_attempts) {
        throw new HttpError(409, `You have used all ${test.max_attempts} ${test.max_attempts === 1 ? 'attempt' : 'attempts'} of this test.`);
      }
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO attempts (test_id, student_id, attempt_no, status, deadline_at)
         VALUES ($1, $2, $3, 'in-progress', now() + ($4::int * interval '1 minute')) RETURNING id`,
        [testId, studentId, n + 1, test.time_limit],
      );
      return { id: row!.id, created: true };
    });
    const body: AttemptResponse = { data: toAttempt((await loadAttempt(db, id))!, 'learner') };
    return reply.code(created ? ROUTES.startAttempt.status : 200).send(body);
  });

  app.get(ROUTES.attempt.path, async (req): Promise<AttemptResponse> => {
    const id = attemptId(req, ROUTES.attempt);
    const i = req.identity!;
    let r = await loadAttempt(db, id);
    if (!r) throw new HttpError(404, `Attempt ${id} not found.`);
    if (!mayView(i, r)) throw new HttpError(403, 'This attempt belongs to another learner.');
    if (isExpired(r)) {
      await submitExpired(db, { studentId: r.student_id, testId: r.test_id });
      r = (await loadAttempt(db, id))!;
    }
    return { data: toAttempt(r, i.role === 'teacher' ? 'teacher' : 'learner') };
  });

  app.put(ROUTES.saveAnswers.path, async (req): Promise<SaveAnswersResponse> => {
    const id = attemptId(req, ROUTES.saveAnswers);
    const { answers } = parseOr400(ROUTES.saveAnswers.body, req.body ?? undefined, 'answers');
    return withRunningAttempt(db, req.identity!, id, async (tx, r) => {
      checkAnswerKeys(r, answers);
      await mergeAnswers(tx, id, answers);
      const remaining = Math.max(0, Math.ceil((new Date(r.deadline_at).getTime() - Date.now()) / 1000));
      return { savedAt: new Date().toISOString(), remainingSeconds: remaining };
    });
  });

  app.post(ROUTES.submitAttempt.path, async (req): Promise<AttemptResponse> => {
    const id = attemptId(req, ROUTES.submitAttempt);
    const { answers } = parseOr400(ROUTES.submitAttempt.body, req.body ?? {}, 'submission');
    await withRunningAttempt(db, req.identity!, id, async (tx, r) => {
      if (answers) checkAnswerKeys(r, answers);
      await mergeAnswers(tx, id, answers);
      await finishAttempt(tx, (await loadAttempt(tx, id))!, false);
    });
    return { data: toAttempt((await loadAttempt(db, id))!, 'learner') };
  });

  app.put(ROUTES.gradeAttempt.path, async (req): Promise<AttemptResponse> => {
    const id = attemptId(req, ROUTES.gradeAttempt);
    const { grades } = parseOr400(ROUTES.gradeAttempt.body, req.body ?? undefined, 'grades');
    const i = req.identity!;
    await db.transaction(async (tx) => {
      const r = await loadAttempt(tx, id, true);
      if (!r) throw new HttpError(404, `Attempt ${id} not found.`);
      if (r.status === 'in-progress') throw new HttpError(409, 'This attempt is still in progress: grade it once it is submitted.');
      const questions = new Map(questionsOf(r).map((q) => [questionKey(q), q]));
      const next = { ...gradesOf(r) };
      for (const g of grades) {
        const q = questions.get(g.questionId);
        if (!q) throw new HttpError(400, `Invalid grades: question ${g.questionId} is not in this test.`);
        if (!teacherGraded(q)) throw new HttpError(400, `Invalid grades: question ${g.questionId} is graded automatically.`);
        if (g.points > q.points) throw new HttpError(400, `Invalid grades: points for question ${g.questionId} must be between 0 and ${q.points}.`);
        next[g.questionId] = { points: g.points, comment: (g.comment ?? '').trim() };
      }
      await tx.query('UPDATE attempts SET grades = $2::jsonb WHERE id = $1', [id, JSON.stringify(next)]);
      await regrade(tx, { ...r, grades: next });
      await recordActivity(tx, i.teacherId ?? null, 'test', `Graded ${r.student_name}'s attempt at "${r.title}"`);
    });
    return { data: toAttempt((await loadAttempt(db, id))!, 'teacher') };
  });
}
