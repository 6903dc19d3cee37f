import { beforeEach, describe, expect, it } from 'vitest';
import { AttemptResponse } from '../../src/contract/attempts.ts';
import { TestResponse, TestsResponse } from '../../src/contract/tests.ts';
import { getJson, sendJson, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import { forgetWrites } from '../auth/write-limit.ts';
import { addTeacherToClass } from '../services/classes.ts';

let h: Harness;
let teacher: HeaderMap;
withFreshHarnessEachTest((x, t) => ([h, teacher] = [x, t]));

// Graded on submit: no teacher needed before the learner sees the result.
const QUESTIONS = [
  { id: 1, type: 'multiple-choice', question: '2 + 2 = ?', options: ['3', '4', '5', '22'], correctAnswer: '4', points: 2 },
  { id: 2, type: 'true-false', question: 'The sun is a star.', options: [], correctAnswer: 'true', points: 1 },
  { id: 3, type: 'short-answer', question: 'Capital of France?', options: [], correctAnswer: 'Paris', points: 3 },
];

let learner: HeaderMap;
let parent: HeaderMap;
let teacher2: HeaderMap;
beforeEach(async () => {
  forgetWrites();
  learner = await h.signIn('student');
  parent = await h.signIn('parent');
  teacher2 = await h.signIn('teacher2');
});

/** Teacher 1's test, open now for Class A (S001's), with `maxAttempts` and optional review options. */
async function openTest(maxAttempts: number, review?: unknown): Promise<number> {
  const created = await sendJson(
    `${h.base}/api/tests`,
    'POST',
    { title: 'Key Quiz', course: 'Mathematics', timeLimit: 30, maxAttempts, passingScore: 60, questions: QUESTIONS, review },
    teacher,
  );
  expect(created.status, created.text).toBe(201);
  const id = created.body.data.id as number;
  await h.db.query(`UPDATE tests SET status = 'active', assigned_to = '["Class A"]' WHERE id = $1`, [id]);
  return id;
}

/** Starts and submits an attempt with `answers`; the submit's answer. */
async function takeAttempt(testId: number, answers: Record<string, string>) {
  const started = await sendJson(`${h.base}/api/tests/${testId}/attempts`, 'POST', {}, learner);
  expect(started.status, started.text).toBe(201);
  const id = started.body.data.id as number;
  const submitted = await sendJson(`${h.base}/api/attempts/${id}/submit`, 'POST', { answers }, learner);
  expect(submitted.status, submitted.text).toBe(200);
  return { id, text: submitted.text, attempt: AttemptResponse.parse(submitted.body).data };
}
const view = async (id: number, who: HeaderMap) => {
  const res = await getJson(`${h.base}/api/attempts/${id}`, who);
  expect(res.status, res.text).toBe(200);
  return { text: res.text, attempt: AttemptResponse.parse(res.body).data };
};
const RIGHT = { 1: '4', 2: 'true', 3: 'Paris' };

describe('review options: what a learner sees of an attempt, and when', () => {
  it('a blank attempt with another left shows right and wrong but no key, so the next attempt cannot copy it', async () => {
    const testId = await openTest(2);
    const blank = await takeAttempt(testId, {});
    expect(blank.text).not.toContain('correctAnswer');
    expect(blank.attempt.percentage).toBe(0);
    expect(blank.attempt.results!.map((r) => r.outcome)).toEqual(['incorrect', 'incorrect', 'incorrect']);
    expect(blank.attempt.review).toEqual({ shows: 'outcomes', later: { shows: 'answers', when: 'no-attempts-left' } });
    // Read again by the learner and by the parent: the same, without the key.
    for (const who of [learner, parent]) {
      const seen = await view(blank.id, who);
      expect(seen.text).not.toContain('correctAnswer');
      expect(seen.text).not.toContain('Paris');
      expect(seen.attempt.review.shows).toBe('outcomes');
    }
    // The teacher sees the key.
    expect((await view(blank.id, teacher)).attempt.results!.map((r) => r.correctAnswer)).toEqual(['4', 'true', 'Paris']);

    // The last attempt used: now the correct answers show, for both attempts.
    const last = await takeAttempt(testId, { 1: '3' });
    expect(last.attempt.review).toEqual({ shows: 'answers', later: null });
    expect(last.attempt.results!.map((r) => r.correctAnswer)).toEqual(['4', 'true', 'Paris']);
    expect((await view(blank.id, parent)).attempt.results!.map((r) => r.correctAnswer)).toEqual(['4', 'true', 'Paris']);
  });

  it('hides the key while the last attempt runs, even from an earlier attempt', async () => {
    const testId = await openTest(2);
    const first = await takeAttempt(testId, {});
    const running = await sendJson(`${h.base}/api/tests/${testId}/attempts`, 'POST', {}, learner);
    expect(running.status).toBe(201);
    expect((await view(first.id, learner)).text).not.toContain('correctAnswer');
  });

  it('one attempt: the key shows right after it (no attempt is left)', async () => {
    const only = await takeAttempt(await openTest(1), RIGHT);
    expect(only.attempt.percentage).toBe(100);
    expect(only.attempt.results!.map((r) => r.correctAnswer)).toEqual(['4', 'true', 'Paris']);
  });

  it('score only: no per-question results, ever', async () => {
    const testId = await openTest(1, { shows: 'score', when: 'after-attempt' });
    const a = await takeAttempt(testId, { 1: '4' });
    expect(a.attempt).toMatchObject({ score: 2, percentage: 33, results: null, review: { shows: 'score', later: null } });
    await h.db.query(`UPDATE tests SET status = 'completed' WHERE id = $1`, [testId]);
    expect((await view(a.id, parent)).attempt.results).toBeNull();
  });

  it('after the test closes: the score until then, then everything; the teacher may change it later', async () => {
    const testId = await openTest(1, { shows: 'answers', when: 'test-closed' });
    const a = await takeAttempt(testId, { 1: '4' });
    // The level below the chosen one (right and wrong) until the test closes.
    expect(a.text).not.toContain('correctAnswer');
    expect(a.attempt.review).toEqual({ shows: 'outcomes', later: { shows: 'answers', when: 'test-closed' } });

    // Changed on the saved test: right after the attempt, score only.
    const changed = await sendJson(
      `${h.base}/api/tests/${testId}/review`,
      'PUT',
      { shows: 'score', when: 'after-attempt' },
      teacher,
    );
    expect(changed.status, changed.text).toBe(200);
    expect(TestResponse.parse(changed.body).data.review).toEqual({ shows: 'score', when: 'after-attempt' });
    expect((await view(a.id, learner)).attempt.results).toBeNull();

    await sendJson(`${h.base}/api/tests/${testId}/review`, 'PUT', { shows: 'answers', when: 'test-closed' }, teacher);
    await h.db.query(`UPDATE tests SET status = 'completed' WHERE id = $1`, [testId]);
    expect((await view(a.id, learner)).attempt.review).toEqual({ shows: 'answers', later: null });
  });

  it('new tests get the default; a bad option is refused with a message and changes nothing', async () => {
    const testId = await openTest(1);
    const detail = await getJson(`${h.base}/api/tests/${testId}`, teacher);
    expect(detail.body.data.review).toEqual({ shows: 'answers', when: 'no-attempts-left' });
    const bad = await sendJson(`${h.base}/api/tests/${testId}/review`, 'PUT', { shows: 'everything', when: 'now' }, teacher);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Invalid review options: /);
    expect((await getJson(`${h.base}/api/tests/${testId}`, teacher)).body.data.review).toEqual({
      shows: 'answers',
      when: 'no-attempts-left',
    });
    const missing = await sendJson(
      `${h.base}/api/tests/999999/review`,
      'PUT',
      { shows: 'score', when: 'after-attempt' },
      teacher,
    );
    expect(missing.status).toBe(404);
  });
});

describe('a test belongs to the teacher who created it and the teachers of its classes', () => {
  const OWNER_ONLY =
    /^Only the teacher who created "Key Quiz" and the teachers of the classes it is assigned to can change it, see its results or grade its attempts\.$/;

  it("refuses another teacher's changes, results and grades (403 with the reason, nothing changed); the owner is served", async () => {
    const testId = await openTest(1, undefined);
    const essayTest = await sendJson(
      `${h.base}/api/tests`,
      'POST',
      {
        title: 'Key Quiz',
        course: 'Mathematics',
        timeLimit: 30,
        maxAttempts: 1,
        passingScore: 60,
        questions: [{ id: 1, type: 'essay', question: 'Why?', options: [], correctAnswer: '', points: 4 }],
      },
      teacher,
    );
    const essayId = essayTest.body.data.id as number;
    await h.db.query(`UPDATE tests SET status = 'active', assigned_to = '["Class A"]' WHERE id = $1`, [essayId]);
    const essay = await takeAttempt(essayId, { 1: 'Because.' });
    const draft = (
      await sendJson(
        `${h.base}/api/tests`,
        'POST',
        { title: 'Key Quiz', course: 'Mathematics', timeLimit: 30, maxAttempts: 1, passingScore: 60, questions: QUESTIONS },
        teacher,
      )
    ).body.data.id as number;

    const requests: [string, string, unknown?][] = [
      ['PUT', `/api/tests/${testId}/assignment`, { assignedTo: ['Class B'] }],
      ['PUT', `/api/tests/${draft}/schedule`, { scheduledDate: '2030-05-01T09:00' }],
      ['PUT', `/api/tests/${testId}/review`, { shows: 'answers', when: 'after-attempt' }],
      ['GET', `/api/tests/${testId}`],
      ['GET', `/api/tests/${testId}/results`],
      ['PUT', `/api/attempts/${essay.id}/grades`, { grades: [{ questionId: '1', points: 4 }] }],
      ['GET', `/api/attempts/${essay.id}`],
    ];
    for (const [method, path, body] of requests) {
      const res =
        body === undefined
          ? await getJson(`${h.base}${path}`, teacher2)
          : await sendJson(`${h.base}${path}`, method, body, teacher2);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message, `${method} ${path}`).toMatch(OWNER_ONLY);
    }
    const [row] = await h.db.query<{ assigned_to: string[]; status: string }>(
      'SELECT assigned_to, status FROM tests WHERE id = $1',
      [testId],
    );
    expect(row!.assigned_to).toEqual(['Class A']);
    const [graded] = await h.db.query<{ status: string }>('SELECT status FROM attempts WHERE id = $1', [essay.id]);
    expect(graded!.status).toBe('submitted');

    // Teacher 2's list does not hold teacher 1's tests; teacher 1's does.
    expect(TestsResponse.parse((await getJson(`${h.base}/api/tests`, teacher2)).body).data).toEqual([]);
    expect(TestsResponse.parse((await getJson(`${h.base}/api/tests`, teacher)).body).data.map((t) => t.id)).toContain(testId);

    for (const [method, path, body] of requests) {
      forgetWrites();
      const res =
        body === undefined
          ? await getJson(`${h.base}${path}`, teacher)
          : await sendJson(`${h.base}${path}`, method, body, teacher);
      expect(res.status, `${method} ${path} ${res.text}`).toBe(200);
    }
  });

  it("co-teachers of an assigned class share the creator's rights: they list, read, grade and assign it to their classes", async () => {
    const testId = await openTest(1, undefined);
    const { id: attemptId } = await takeAttempt(testId, RIGHT);
    expect((await getJson(`${h.base}/api/tests/${testId}`, teacher2)).status).toBe(403);
    await addTeacherToClass(h.db, 'Class A', '2');
    expect(TestsResponse.parse((await getJson(`${h.base}/api/tests`, teacher2)).body).data.map((t) => t.id)).toEqual([testId]);
    for (const path of [`/api/tests/${testId}`, `/api/tests/${testId}/results`, `/api/attempts/${attemptId}`]) {
      const res = await getJson(`${h.base}${path}`, teacher2);
      expect(res.status, `${path} ${res.text}`).toBe(200);
    }
    const assigned = await sendJson(
      `${h.base}/api/tests/${testId}/assignment`,
      'PUT',
      { assignedTo: ['Class A', 'Class C'] },
      teacher2,
    );
    expect(TestResponse.parse(assigned.body).data.assignedTo).toEqual(['Class A', 'Class C']);
    // Class B is teacher 1's only: teacher 2 may not add it.
    const refused = await sendJson(`${h.base}/api/tests/${testId}/assignment`, 'PUT', { assignedTo: ['Class B'] }, teacher2);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'You do not teach Class B: a test is assigned only to the classes its teachers teach.' },
    });
    // Nor is the new teacher, who teaches no class, one of its managers.
    const fresh = await h.signIn('newTeacher');
    expect((await getJson(`${h.base}/api/tests/${testId}/results`, fresh)).status).toBe(403);
  });
});
