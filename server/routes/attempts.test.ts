import { beforeEach, describe, expect, it } from 'vitest';
import {
  AttemptResponse,
  GradingQueueResponse,
  LearnerResultsResponse,
  LearnerTestsResponse,
  QuestionFiguresResponse,
  TestResultsResponse,
} from '../../src/contract/attempts.ts';
import { getJson, sendJson, signInAs, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withSignedInHarness } from '../test-support/signed-in-harness.ts';
import { insertAccount } from '../test-support/accounts.ts';
import { forgetWrites } from '../auth/write-limit.ts';

let h: Harness;
let teacher: HeaderMap;
withSignedInHarness((x, t) => ([h, teacher] = [x, t]), { attemptSweepMs: 200 });

// The fixture puts S001 and S005 in Class A, S002 in Class B.
const QUESTIONS = [
  { id: 1, type: 'multiple-choice', question: '2 + 2 = ?', options: ['3', '4', '5', '22'], correctAnswer: '4', points: 2 },
  { id: 2, type: 'true-false', question: 'The sun is a star.', options: [], correctAnswer: 'true', points: 1 },
  { id: 3, type: 'short-answer', question: 'Capital of France?', options: [], correctAnswer: 'Paris', points: 3 },
  { id: 4, type: 'essay', question: 'Why do we learn?', options: [], correctAnswer: '', points: 4 },
];
const KEYS = ['"correctAnswer"', 'Paris'];

const minutesAgo = (n: number) => {
  const d = new Date(Date.now() - n * 60_000);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A test of the four question types, scheduled `opensIn` minutes from now, assigned to `classes`. */
async function publishTest({ classes = ['Class A'], opensIn = -5, maxAttempts = 1, timeLimit = 30 } = {}): Promise<number> {
  forgetWrites();
  const created = await sendJson(
    `${h.base}/api/tests`,
    'POST',
    { title: 'Loop Quiz', course: 'Computer Science', timeLimit, maxAttempts, passingScore: 60, questions: QUESTIONS },
    teacher,
  );
  expect(created.status, created.text).toBe(201);
  const id = created.body.data.id as number;
  expect(
    (await sendJson(`${h.base}/api/tests/${id}/schedule`, 'PUT', { scheduledDate: minutesAgo(-opensIn) }, teacher)).status,
  ).toBe(200);
  expect((await sendJson(`${h.base}/api/tests/${id}/assignment`, 'PUT', { assignedTo: classes }, teacher)).status).toBe(200);
  return id;
}

let learner: HeaderMap;
let parent: HeaderMap;
beforeEach(async () => {
  await h.reset();
  teacher = await h.signIn('teacher');
  learner = await h.signIn('student');
  parent = await h.signIn('parent');
});

const start = (testId: number, who = learner) => sendJson(`${h.base}/api/tests/${testId}/attempts`, 'POST', {}, who);
const save = (id: number, answers: Record<string, string>, who = learner) =>
  sendJson(`${h.base}/api/attempts/${id}/answers`, 'PUT', { answers }, who);
const submit = (id: number, answers?: Record<string, string>) =>
  sendJson(`${h.base}/api/attempts/${id}/submit`, 'POST', { answers }, learner);
const attempt = (id: number, who: HeaderMap) => getJson(`${h.base}/api/attempts/${id}`, who);
const learnerTests = (who = learner) => getJson(`${h.base}/api/learners/S001/tests`, who);

describe('a learner takes a test the teacher set', () => {
  it('lists it as open, starts it without the answer keys, saves answers and resumes them with the server time', async () => {
    const testId = await publishTest();
    const list = await learnerTests();
    expect(list.status).toBe(200);
    expect(LearnerTestsResponse.parse(list.body).data.find((t) => t.id === testId)).toMatchObject({
      state: 'open',
      attemptsUsed: 0,
      latest: null,
    });

    const started = await start(testId);
    expect(started.status, started.text).toBe(201);
    const a = AttemptResponse.parse(started.body).data;
    expect(a).toMatchObject({ status: 'in-progress', attemptNo: 1, score: null, results: null, answers: {} });
    expect(a.remainingSeconds).toBeGreaterThan(29 * 60);
    expect(a.remainingSeconds).toBeLessThanOrEqual(30 * 60);
    expect(a.questions.map((q) => q.type)).toEqual(['multiple-choice', 'true-false', 'short-answer', 'essay']);
    for (const k of KEYS) expect(started.text).not.toContain(k);

    forgetWrites();
    expect((await save(a.id, { 1: '4', 3: ' paris ' })).status).toBe(200);
    expect((await save(a.id, { 4: 'To grow.' })).status).toBe(200);
    const again = await start(testId);
    expect(again.status).toBe(200);
    const resumed = AttemptResponse.parse(again.body).data;
    expect(resumed.id).toBe(a.id);
    expect(resumed.answers).toEqual({ 1: '4', 3: ' paris ', 4: 'To grow.' });
    expect(resumed.remainingSeconds).toBeLessThanOrEqual(a.remainingSeconds);
    for (const k of KEYS) expect(again.text).not.toContain(k);
    expect(LearnerTestsResponse.parse((await learnerTests()).body).data.find((t) => t.id === testId)?.state).toBe('in-progress');
    // The parent sees the child's attempt, still without keys; the teacher too.
    const seen = await attempt(a.id, parent);
    expect(seen.status).toBe(200);
    for (const k of KEYS) expect(seen.text).not.toContain(k);
  });

  it('grades on submit, waits for the teacher on the essay, and then learner, parent and teacher see one score', async () => {
    const testId = await publishTest();
    const a = AttemptResponse.parse((await start(testId)).body).data;
    forgetWrites();
    const submitted = await submit(a.id, { 1: '4', 2: 'false', 3: '  PARIS ', 4: 'Because it is fun.' });
    expect(submitted.status, submitted.text).toBe(200);
    // 2 + 0 + 3 automatic; the essay waits: the learner sees no percentage and no per-question results yet.
    expect(AttemptResponse.parse(submitted.body).data).toMatchObject({
      status: 'submitted',
      score: 5,
      percentage: null,
      passed: null,
      results: null,
      pendingQuestions: 1,
    });
    expect(LearnerTestsResponse.parse((await learnerTests()).body).data.find((t) => t.id === testId)).toMatchObject({
      state: 'completed',
      attemptsUsed: 1,
    });

    const results = TestResultsResponse.parse((await getJson(`${h.base}/api/tests/${testId}/results`, teacher)).body).data;
    expect(results.students.map((s) => [s.studentId, s.state])).toEqual([
      ['S001', 'submitted'],
      ['S005', 'not-started'],
    ]);
    const queue = GradingQueueResponse.parse((await getJson(`${h.base}/api/tests/${testId}/grading-queue`, teacher)).body);
    expect(queue).toEqual({
      data: [expect.objectContaining({ attemptId: a.id, questionId: '4', answer: 'Because it is fun.', maxPoints: 4 })],
      total: 1,
      nextCursor: null,
    });
    const figures = QuestionFiguresResponse.parse(
      (await getJson(`${h.base}/api/tests/${testId}/question-figures`, teacher)).body,
    ).data;
    expect(figures.map((q) => q.shareCorrect)).toEqual([100, 0, 100, 0]);

    forgetWrites();
    const tooMany = await sendJson(
      `${h.base}/api/attempts/${a.id}/grades`,
      'PUT',
      { grades: [{ questionId: '4', points: 5 }] },
      teacher,
    );
    expect([tooMany.status, tooMany.body.message]).toEqual([
      400,
      'Invalid grades: points for question 4 must be between 0 and 4.',
    ]);
    const auto = await sendJson(
      `${h.base}/api/attempts/${a.id}/grades`,
      'PUT',
      { grades: [{ questionId: '1', points: 0 }] },
      teacher,
    );
    expect([auto.status, auto.body.message]).toEqual([400, 'Invalid grades: question 1 is graded automatically.']);
    const byStudent = await sendJson(
      `${h.base}/api/attempts/${a.id}/grades`,
      'PUT',
      { grades: [{ questionId: '4', points: 3 }] },
      learner,
    );
    expect(byStudent.status).toBe(403);
    const graded = await sendJson(
      `${h.base}/api/attempts/${a.id}/grades`,
      'PUT',
      { grades: [{ questionId: '4', points: 3, comment: 'Good start.' }] },
      teacher,
    );
    expect(graded.status, graded.text).toBe(200);
    // 8 of 10 points: 80 %, passed against 60 %.
    expect(AttemptResponse.parse(graded.body).data).toMatchObject({ status: 'graded', score: 8, percentage: 80, passed: true });

    const mine = AttemptResponse.parse((await attempt(a.id, learner)).body).data;
    expect(mine).toMatchObject({ percentage: 80, passed: true });
    expect(mine.results!.map((r) => [r.outcome, r.points, r.comment])).toEqual([
      ['correct', 2, ''],
      ['incorrect', 0, ''],
      ['correct', 3, ''],
      ['partial', 3, 'Good start.'],
    ]);
    for (const who of [learner, parent, teacher]) {
      const r = LearnerResultsResponse.parse((await getJson(`${h.base}/api/learners/S001/results`, who)).body).data;
      expect(r).toEqual([
        expect.objectContaining({
          testId,
          testName: 'Loop Quiz',
          subject: 'Computer Science',
          marks: 8,
          totalMarks: 10,
          percentage: 80,
          passed: true,
        }),
      ]);
    }
    const managed = (await getJson(`${h.base}/api/tests`, teacher)).body.data.find((t: { id: number }) => t.id === testId);
    expect(managed).toMatchObject({ submissions: 1, averageScore: 80 });
    expect(GradingQueueResponse.parse((await getJson(`${h.base}/api/tests/${testId}/grading-queue`, teacher)).body)).toEqual({
      data: [],
      total: 0,
      nextCursor: null,
    });
  });

  it('enforces Max Attempts, the schedule and the class on the server', async () => {
    const testId = await publishTest();
    const a = AttemptResponse.parse((await start(testId)).body).data;
    forgetWrites();
    expect((await submit(a.id)).status).toBe(200);
    const again = await start(testId);
    expect([again.status, again.body.message]).toEqual([409, 'You have used all 1 attempt of this test.']);
    expect((await save(a.id, { 1: '3' })).status).toBe(409);
    expect((await submit(a.id)).body.message).toBe('This attempt was already submitted.');

    const later = await publishTest({ opensIn: 60 });
    expect(LearnerTestsResponse.parse((await learnerTests()).body).data.find((t) => t.id === later)?.state).toBe('upcoming');
    const early = await start(later);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^This test opens on \d{4}-\d{2}-\d{2} at \d{2}:\d{2}\.$/);

    const otherClass = await publishTest({ classes: ['Class B'] });
    expect(LearnerTestsResponse.parse((await learnerTests()).body).data.map((t) => t.id)).not.toContain(otherClass);
    expect((await start(otherClass)).status).toBe(403);
    // A parent or teacher cannot take it for the learner.
    expect((await start(testId, parent)).status).toBe(403);
    expect((await start(testId, teacher)).status).toBe(403);
  });

  it('keeps one attempt however many starts arrive at once, and another learner cannot read or answer it', async () => {
    const testId = await publishTest({ maxAttempts: 3 });
    const starts = await Promise.all(Array.from({ length: 6 }, () => start(testId)));
    const ids = new Set(starts.map((r) => r.body.data.id));
    expect(starts.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(ids.size).toBe(1);
    const [{ n } = { n: 0 }] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM attempts');
    expect(n).toBe(1);

    await insertAccount(h.db, {
      email: 'other.learner@eduportal.example',
      name: 'Other Learner',
      role: 'student',
      students: ['S005'],
    });
    const other = await signInAs(h.base, 'other.learner@eduportal.example');
    const id = [...ids][0] as number;
    expect((await attempt(id, other)).status).toBe(403);
    expect((await save(id, { 1: '3' }, other)).status).toBe(403);
    expect((await getJson(`${h.base}/api/learners/S001/tests`, other)).status).toBe(403);
    expect((await getJson(`${h.base}/api/learners/S001/results`, other)).status).toBe(403);
  });

  it('refuses answers to questions the test does not have, writing nothing', async () => {
    const testId = await publishTest();
    const a = AttemptResponse.parse((await start(testId)).body).data;
    forgetWrites();
    const bad = await save(a.id, { 1: '4', 99: 'x' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Invalid answers: question 99 is not in this test.']);
    expect(AttemptResponse.parse((await attempt(a.id, learner)).body).data.answers).toEqual({});
  });
});

describe('time runs out', () => {
  it('the server submits the attempt at the deadline with the saved answers, with no browser asking', async () => {
    const testId = await publishTest();
    const a = AttemptResponse.parse((await start(testId)).body).data;
    forgetWrites();
    expect((await save(a.id, { 1: '4', 2: 'true' })).status).toBe(200);
    // The clock passes the deadline and its grace; nobody calls the API.
    await h.db.query("UPDATE attempts SET deadline_at = now() - interval '1 minute' WHERE id = $1", [a.id]);
    let row: { status: string; auto_submitted: boolean; score: number } | undefined;
    for (let i = 0; i < 50 && row?.status !== 'graded'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      [row] = await h.db.query<{ status: string; auto_submitted: boolean; score: number }>(
        'SELECT status, auto_submitted, score FROM attempts WHERE id = $1',
        [a.id],
      );
    }
    // The short answer is blank (0 points, nothing to grade) and the essay too: graded at once.
    expect(row).toMatchObject({ status: 'graded', auto_submitted: true });
    expect(Number(row!.score)).toBe(3);
    const late = await save(a.id, { 3: 'Paris' });
    expect(late.status).toBe(409);
    const seen = AttemptResponse.parse((await attempt(a.id, learner)).body).data;
    expect(seen).toMatchObject({ status: 'graded', autoSubmitted: true, remainingSeconds: 0, percentage: 30, passed: false });
    expect(seen.submittedAt).toBe(seen.deadline);
  });

  it('a save after the deadline is refused with the reason, and the attempt is submitted then', async () => {
    const testId = await publishTest();
    const a = AttemptResponse.parse((await start(testId)).body).data;
    await h.db.query("UPDATE attempts SET deadline_at = now() - interval '1 minute' WHERE id = $1", [a.id]);
    forgetWrites();
    const late = await save(a.id, { 1: '4' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^(Time is up: this attempt was submitted|This attempt was already submitted)/);
    expect(AttemptResponse.parse((await attempt(a.id, learner)).body).data.answers).toEqual({});
  });
});
