import type { AnswerMap, AttemptResponse, GradeAttemptRequest, SaveAnswersResponse } from '../../src/contract/attempts.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import type { Identity } from '../auth/identity.ts';
import { HttpError } from '../http/errors.ts';
import { recordActivity } from './activity.ts';
import { findTest } from './tests.ts';
import { questionKey, teacherGraded } from './grading.ts';
import { finishAttempt, isExpired, loadAttempt, regrade, submitExpired, toAttempt, type AttemptRow } from './attempts.ts';
import { testOpenError } from './test-window.ts';
import { gradesOf, questionsOf } from './attempt-columns.ts';

const TIME_UP = 'Time is up: this attempt was submitted with the answers saved before the deadline.';
const ALREADY_SUBMITTED = 'This attempt was already submitted.';

/** The attempt, if the caller may see it: the learner's own, a parent's child's, or any for a teacher. */
function mayView(i: Identity, r: AttemptRow): boolean {
  return i.role === 'teacher' || i.studentIds.includes(r.student_id);
}

/**
 * In one transaction: the learner's own running attempt, locked. Past its deadline (and grace)
 * it is submitted with what was saved, and the caller is told time is up.
 */
async function withRunningAttempt<T>(
  db: Database,
  i: Identity,
  id: number,
  fn: (tx: Queryable, r: AttemptRow) => Promise<T>,
): Promise<T> {
  let timedOut = false;
  const result = await db.transaction(async (tx) => {
    const r = await loadAttempt(tx, id, true);
    if (!r) throw new HttpError(404, `Attempt ${id} not found.`);
    if (i.role !== 'student' || !i.studentIds.includes(r.student_id))
      throw new HttpError(403, 'This attempt belongs to another learner.');
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
  if (answers && Object.keys(answers).length)
    await tx.query('UPDATE attempts SET answers = answers || $2::jsonb WHERE id = $1', [id, JSON.stringify(answers)]);
}

/**
 * Starts the learner's attempt at a test assigned to one of their classes, or resumes the running one
 * (`created` false). Refused when the test is closed or every attempt is used.
 */
export async function startAttempt(
  db: Database,
  testId: number,
  studentId: string,
): Promise<{ body: AttemptResponse; created: boolean }> {
  const test = await findTest(db, testId);
  if (!test) throw new HttpError(404, `Test ${testId} not found.`);
  const classes = await db.query<{ class: string }>('SELECT class FROM class_students WHERE student_id = $1', [studentId]);
  const assigned = typeof test.assigned_to === 'string' ? (JSON.parse(test.assigned_to) as string[]) : test.assigned_to;
  if (test.status === 'draft' || !classes.some((c) => assigned.includes(c.class)))
    throw new HttpError(403, 'This test is not assigned to your class.');
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
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM attempts WHERE test_id = $1 AND student_id = $2',
      [testId, studentId],
    );
    if (n >= test.max_attempts) {
      throw new HttpError(
        409,
        `You have used all ${test.max_attempts} ${test.max_attempts === 1 ? 'attempt' : 'attempts'} of this test.`,
      );
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO attempts (test_id, student_id, attempt_no, status, deadline_at)
       VALUES ($1, $2, $3, 'in-progress', now() + ($4::int * interval '1 minute')) RETURNING id`,
      [testId, studentId, n + 1, test.time_limit],
    );
    return { id: row!.id, created: true };
  });
  return { body: { data: toAttempt((await loadAttempt(db, id))!, 'learner') }, created };
}

/** An attempt as the caller may see it; one whose time ran out is submitted first. */
export async function viewAttempt(db: Database, i: Identity, id: number): Promise<AttemptResponse> {
  let r = await loadAttempt(db, id);
  if (!r) throw new HttpError(404, `Attempt ${id} not found.`);
  if (!mayView(i, r)) throw new HttpError(403, 'This attempt belongs to another learner.');
  if (isExpired(r)) {
    await submitExpired(db, { studentId: r.student_id, testId: r.test_id });
    r = (await loadAttempt(db, id))!;
  }
  return { data: toAttempt(r, i.role === 'teacher' ? 'teacher' : 'learner') };
}

/** Merges answers into the learner's running attempt. */
export async function saveAnswers(db: Database, i: Identity, id: number, answers: AnswerMap): Promise<SaveAnswersResponse> {
  return withRunningAttempt(db, i, id, async (tx, r) => {
    checkAnswerKeys(r, answers);
    await mergeAnswers(tx, id, answers);
    const remaining = Math.max(0, Math.ceil((new Date(r.deadline_at).getTime() - Date.now()) / 1000));
    return { savedAt: new Date().toISOString(), remainingSeconds: remaining };
  });
}

/** Submits the learner's running attempt, with any last answers. */
export async function submitAttempt(
  db: Database,
  i: Identity,
  id: number,
  answers: AnswerMap | undefined,
): Promise<AttemptResponse> {
  await withRunningAttempt(db, i, id, async (tx, r) => {
    if (answers) checkAnswerKeys(r, answers);
    await mergeAnswers(tx, id, answers);
    await finishAttempt(tx, (await loadAttempt(tx, id))!, false);
  });
  return { data: toAttempt((await loadAttempt(db, id))!, 'learner') };
}

/** A teacher's points and comments for questions graded by hand, once the attempt is submitted. */
export async function gradeAttempt(
  db: Database,
  i: Identity,
  id: number,
  grades: GradeAttemptRequest['grades'],
): Promise<AttemptResponse> {
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
      if (g.points > q.points)
        throw new HttpError(400, `Invalid grades: points for question ${g.questionId} must be between 0 and ${q.points}.`);
      next[g.questionId] = { points: g.points, comment: (g.comment ?? '').trim() };
    }
    await tx.query('UPDATE attempts SET grades = $2::jsonb WHERE id = $1', [id, JSON.stringify(next)]);
    await regrade(tx, { ...r, grades: next });
    await recordActivity(tx, i.teacherId ?? null, 'test', `Graded ${r.student_name}'s attempt at "${r.title}"`);
  });
  return { data: toAttempt((await loadAttempt(db, id))!, 'teacher') };
}
