import { beforeEach, describe, expect, it } from 'vitest';
import { TestsResponse } from '../../src/contract/tests.ts';
import { PendingAccountsResponse } from '../../src/contract/auth.ts';
import {
  GradingQueueResponse,
  LearnerResultsResponse,
  LearnerTestsResponse,
  TestResultsResponse,
} from '../../src/contract/attempts.ts';
import { LearnerMaterialsResponse } from '../../src/contract/materials.ts';
import { DashboardResponse } from '../../src/contract/dashboard.ts';
import { localToday } from '../../src/contract/dates.ts';
import { getJson, sendJson, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withSignedInHarness } from '../test-support/signed-in-harness.ts';
import { seqScannedTables } from '../test-support/query-plan.ts';
import { forgetWrites } from '../auth/write-limit.ts';
import { currentTerm } from '../services/term.ts';

let h: Harness;
let teacher: HeaderMap;
withSignedInHarness((x, t) => ([h, teacher] = [x, t]));
beforeEach(async () => {
  await h.reset();
  teacher = await h.signIn('teacher');
});

const get = (path: string, who = teacher) => getJson(`${h.base}${path}`, who);
const QUESTIONS = [
  { id: 1, type: 'true-false', question: 'The sun is a star.', options: [], correctAnswer: 'true', points: 2 },
  { id: 2, type: 'essay', question: 'Why?', options: [], correctAnswer: '', points: 2 },
];

/** A draft test of teacher 1, assigned to `classes`; its id. */
async function createTest(title: string, classes: string[] = []): Promise<number> {
  forgetWrites();
  const res = await sendJson(
    `${h.base}/api/tests`,
    'POST',
    { title, course: 'History', timeLimit: 30, maxAttempts: 3, passingScore: 50, questions: QUESTIONS },
    teacher,
  );
  expect(res.status, res.text).toBe(201);
  const id = res.body.data.id as number;
  if (classes.length) await sendJson(`${h.base}/api/tests/${id}/assignment`, 'PUT', { assignedTo: classes }, teacher);
  return id;
}

/** Every page of a list, following nextCursor from the first page; the pages' totals. */
async function walk<T>(
  path: (cursor?: string) => string,
  read: (body: unknown) => { rows: T[]; total: number; next: string | null },
) {
  const rows: T[] = [];
  const totals: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const res = await get(path(cursor));
    expect(res.status, res.text).toBe(200);
    const page = read(res.body);
    rows.push(...page.rows);
    totals.push(page.total);
    if (page.next === null) return { rows, totals };
    cursor = page.next;
  }
  throw new Error('the cursor never ended');
}

const figures = async (id: number) => TestsResponse.parse((await get('/api/tests')).body).data.find((t) => t.id === id)!;

type AttemptSeed = { student: string; no: number; status: 'in-progress' | 'submitted' | 'graded'; percentage?: number };
async function insertAttempts(testId: number, attempts: AttemptSeed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const a of attempts) {
    const [row] = await h.db.query<{ id: number }>(
      `INSERT INTO attempts (test_id, student_id, attempt_no, status, deadline_at, submitted_at, score, percentage)
       VALUES ($1, $2, $3, $4, now() + interval '1 hour', CASE WHEN $4 = 'in-progress' THEN NULL ELSE now() END, $5, $5)
       RETURNING id`,
      [testId, a.student, a.no, a.status, a.percentage ?? null],
    );
    ids.push(row!.id);
  }
  return ids;
}

describe('GET /api/tests a page at a time', () => {
  it('walks every test once, newest first, with the total on each page; refuses a limit over 100', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) ids.push(await createTest(`Unit ${i}`));
    const { rows, totals } = await walk(
      (c) => `/api/tests?limit=3${c ? `&cursor=${c}` : ''}`,
      (b) => {
        const p = TestsResponse.parse(b);
        return { rows: p.data.map((t) => t.id), total: p.total, next: p.nextCursor };
      },
    );
    expect(rows).toEqual([...ids].reverse());
    expect(totals).toEqual([7, 7, 7]);
    const first = TestsResponse.parse((await get('/api/tests')).body);
    expect(first).toMatchObject({ total: 7, nextCursor: null });
    expect(first.data).toHaveLength(7);
    for (const bad of ['limit=101', 'limit=0', 'cursor=-1', 'cursor=x']) {
      const res = await get(`/api/tests?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/limit|cursor/);
    }
    // Past the end: no rows, the total still right.
    expect(TestsResponse.parse((await get('/api/tests?cursor=50')).body)).toEqual({ data: [], total: 7, nextCursor: null });
    // Another teacher's page holds none of teacher 1's tests.
    const other = TestsResponse.parse((await get('/api/tests', await h.signIn('teacher2'))).body);
    expect(other).toEqual({ data: [], total: 0, nextCursor: null });
  });
});

describe("a learner's tests and results a page at a time", () => {
  it("walks the tests of the learner's class and the graded results once each, newest first, with their totals", async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const id = await createTest(`Quiz ${i}`, ['Class A']);
      const res = await sendJson(`${h.base}/api/tests/${id}/schedule`, 'PUT', { scheduledDate: '2020-01-01T09:00' }, teacher);
      expect(res.status, res.text).toBe(200);
      ids.push(id);
    }
    // A draft and another class's test are not the learner's.
    await createTest('Draft', ['Class A']);
    const other = await createTest('Elsewhere', ['Class C']);
    await sendJson(`${h.base}/api/tests/${other}/schedule`, 'PUT', { scheduledDate: '2020-01-01T09:00' }, teacher);
    const learner = await h.signIn('student'); // S001, Class A
    const tests = await walk(
      (c) => `/api/learners/S001/tests?limit=2${c ? `&cursor=${c}` : ''}`,
      (b) => {
        const p = LearnerTestsResponse.parse(b);
        return { rows: p.data.map((t) => t.id), total: p.total, next: p.nextCursor };
      },
    );
    expect(tests.rows).toEqual([...ids].reverse());
    expect(tests.totals).toEqual([5, 5, 5]);
    expect(LearnerTestsResponse.parse((await get('/api/learners/S001/tests?cursor=40', learner)).body)).toEqual({
      data: [],
      total: 5,
      nextCursor: null,
    });

    // Graded S001 on three tests (twice on the first: only the latest attempt counts), submitted on one.
    for (const [i, id] of ids.slice(0, 3).entries())
      await insertAttempts(id, [{ student: 'S001', no: 1, status: 'graded', percentage: 40 + i }]);
    await insertAttempts(ids[0]!, [{ student: 'S001', no: 2, status: 'graded', percentage: 90 }]);
    await insertAttempts(ids[3]!, [{ student: 'S001', no: 1, status: 'submitted' }]);
    const results = await walk(
      (c) => `/api/learners/S001/results?limit=2${c ? `&cursor=${c}` : ''}`,
      (b) => {
        const p = LearnerResultsResponse.parse(b);
        return { rows: p.data.map((r) => [r.testId, r.percentage]), total: p.total, next: p.nextCursor };
      },
    );
    expect(results.rows).toHaveLength(3);
    expect(new Map(results.rows as [number, number][])).toEqual(
      new Map([
        [ids[0]!, 90],
        [ids[1]!, 41],
        [ids[2]!, 42],
      ]),
    );
    expect(results.totals).toEqual([3, 3]);
    expect(LearnerResultsResponse.parse((await get('/api/learners/S001/results?cursor=10', learner)).body)).toMatchObject({
      data: [],
      total: 3,
    });

    // Coming up: ids[1] has used its 3 attempts, ids[2] and ids[4] are completed, but S001 is writing ids[4].
    await insertAttempts(ids[1]!, [
      { student: 'S001', no: 2, status: 'graded', percentage: 50 },
      { student: 'S001', no: 3, status: 'graded', percentage: 60 },
    ]);
    await h.db.query("UPDATE tests SET status = 'completed' WHERE id = ANY($1::int[])", [[ids[2], ids[4]]]);
    await insertAttempts(ids[4]!, [{ student: 'S001', no: 1, status: 'in-progress' }]);
    const states: string[] = [];
    const coming = await walk(
      (c) => `/api/learners/S001/tests?state=coming-up&limit=2${c ? `&cursor=${c}` : ''}`,
      (b) => {
        const p = LearnerTestsResponse.parse(b);
        states.push(...p.data.map((t) => t.state));
        return { rows: p.data.map((t) => t.id), total: p.total, next: p.nextCursor };
      },
    );
    expect(coming.rows).toEqual([ids[4], ids[3], ids[0]]);
    expect(coming.totals).toEqual([3, 3]);
    expect(states).toEqual(['in-progress', 'open', 'open']);
    expect(
      LearnerTestsResponse.parse((await get('/api/learners/S001/tests?state=coming-up&cursor=10', learner)).body).total,
    ).toBe(3);
    expect((await get('/api/learners/S001/tests?state=past', learner)).status).toBe(400);

    for (const path of ['/api/learners/S001/tests', '/api/learners/S001/results'])
      for (const bad of ['limit=101', 'limit=0', 'cursor=x']) {
        const res = await get(`${path}?${bad}`, learner);
        expect(res.status, `${path}?${bad}`).toBe(400);
        expect(res.body.message).toMatch(/limit|cursor/);
      }
  });
});

/** Every page of a test's results, two learners at a time, and the learners' ids walked. */
async function walkResults(id: number) {
  const pages: TestResultsResponse[] = [];
  const walked = await walk(
    (c) => `/api/tests/${id}/results?limit=2${c ? `&cursor=${c}` : ''}`,
    (b) => {
      const p = TestResultsResponse.parse(b);
      pages.push(p);
      return { rows: p.data.students.map((s) => s.studentId), total: p.total, next: p.nextCursor };
    },
  );
  return { pages, walked };
}

/** The learners of Class A and Class B, by id. */
const learnersOfAB = async (): Promise<string[]> =>
  (
    await h.db.query<{ student_id: string }>(
      "SELECT DISTINCT student_id FROM class_students WHERE class IN ('Class A', 'Class B') ORDER BY student_id",
    )
  ).map((r) => r.student_id);

describe("a test's results a page of learners at a time", () => {
  it('walks every learner of the assigned classes once, the same summary on each page', async () => {
    const id = await createTest('Roster', ['Class A', 'Class B']);
    const [attempt] = await insertAttempts(id, [{ student: 'S001', no: 1, status: 'submitted' }]);
    // The essay answered: it waits for the teacher.
    await h.db.query(`UPDATE attempts SET answers = '{"2":"Because."}' WHERE id = $1`, [attempt]);
    const whole = TestResultsResponse.parse((await get(`/api/tests/${id}/results`)).body);
    expect(whole.nextCursor).toBeNull();
    const everyone = whole.data.students.map((s) => s.studentId);
    expect(whole.total).toBe(everyone.length);
    expect(everyone.length).toBeGreaterThan(2);
    const { pages, walked } = await walkResults(id);
    expect(walked.rows).toEqual(everyone);
    expect(new Set(walked.totals)).toEqual(new Set([everyone.length]));
    const queue = GradingQueueResponse.parse((await get(`/api/tests/${id}/grading-queue`)).body);
    expect(queue.data.map((q) => q.studentId)).toEqual(['S001']);
    for (const p of pages) expect(p.data.summary).toEqual(whole.data.summary);
    for (const bad of ['limit=101', 'limit=0', 'cursor=x']) {
      const res = await get(`/api/tests/${id}/results?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/limit|cursor/);
    }
  });

  it('sums up every learner on each page, and lists last the learners of other classes who made attempts', async () => {
    const id = await createTest('Summed', ['Class A', 'Class B']);
    const inA = await learnersOfAB();
    const [outside] = await h.db.query<{ student_id: string }>(
      `SELECT student_id FROM class_students WHERE student_id NOT IN (SELECT student_id FROM class_students WHERE class IN ('Class A', 'Class B'))
       ORDER BY student_id LIMIT 1`,
    );
    expect(inA.length).toBeGreaterThan(2);
    await insertAttempts(id, [
      { student: inA[0]!, no: 1, status: 'graded', percentage: 40 },
      { student: inA[0]!, no: 2, status: 'graded', percentage: 90 },
      { student: inA[1]!, no: 1, status: 'graded', percentage: 45 },
      { student: inA[2]!, no: 1, status: 'in-progress' },
      { student: outside!.student_id, no: 1, status: 'submitted' },
    ]);
    const { pages, walked } = await walkResults(id);
    expect(walked.rows).toHaveLength(inA.length + 1);
    expect(walked.rows.at(-1)).toBe(outside!.student_id);
    const rows = pages.flatMap((p) => p.data.students);
    expect(rows.find((r) => r.studentId === inA[0])).toMatchObject({
      state: 'graded',
      attempts: 2,
      percentage: 90,
      passed: true,
    });
    expect(rows.find((r) => r.studentId === inA[2])).toMatchObject({ state: 'in-progress', attempts: 1, score: null });
    // The latest attempts: 90 and 45 graded (pass mark 50), one submitted, one running.
    for (const p of pages)
      expect(p.data.summary).toEqual({
        students: inA.length + 1,
        submitted: 3,
        graded: 2,
        averagePercent: 67.5,
        passed: 1,
        passRate: 50,
      });
  });
});

describe('the answers waiting for grading a page at a time', () => {
  it('walks every waiting answer once, oldest submission first then by question, with the total; graded attempts have none', async () => {
    const id = await createTest('Essays', ['Class A', 'Class B']);
    const learners = (await learnersOfAB()).slice(0, 3);
    const ids = await insertAttempts(id, [
      { student: learners[0]!, no: 1, status: 'submitted' },
      { student: learners[1]!, no: 1, status: 'submitted' },
      { student: learners[2]!, no: 1, status: 'graded', percentage: 80 },
    ]);
    // The essay (question 2) answered in each; the graded attempt's was graded.
    for (const [k, attempt] of ids.entries())
      await h.db.query(
        `UPDATE attempts SET answers = $2::jsonb, submitted_at = now() - ($3::int * interval '1 minute') WHERE id = $1`,
        [attempt, JSON.stringify({ 2: `Essay ${k}` }), 10 - k],
      );
    await h.db.query(`UPDATE attempts SET grades = '{"2":{"points":1,"comment":""}}' WHERE id = $1`, [ids[2]]);
    const walked = await walk(
      (c) => `/api/tests/${id}/grading-queue?limit=1${c ? `&cursor=${c}` : ''}`,
      (b) => {
        const p = GradingQueueResponse.parse(b);
        return { rows: p.data.map((q) => q.answer), total: p.total, next: p.nextCursor };
      },
    );
    expect(walked.rows).toEqual(['Essay 0', 'Essay 1']);
    expect(walked.totals).toEqual([2, 2]);
    for (const bad of ['limit=101', 'limit=0', 'cursor=x']) {
      const res = await get(`/api/tests/${id}/grading-queue?${bad}`);
      expect(res.status, bad).toBe(400);
    }
    expect((await get('/api/tests/999999/grading-queue')).status).toBe(404);
  });
});

describe('pending teacher sign-ups a page at a time', () => {
  it('walks every waiting sign-up once, oldest first, with the total; declined and approved ones are not listed', async () => {
    const admin = await h.signIn('admin');
    for (let i = 1; i <= 4; i++)
      await h.db.query(
        `INSERT INTO accounts (email, name, role, password_hash, created_at)
         VALUES ($1, $2, 'teacher', 'x', now() + ($3::int * interval '1 minute'))`,
        [`applicant${i}@school.test`, `Applicant ${i}`, i],
      );
    const page = async (q: string) => {
      const res = await get(`/api/accounts/pending${q}`, admin);
      expect(res.status, res.text).toBe(200);
      return PendingAccountsResponse.parse(res.body);
    };
    const all = await page('');
    expect(all.data.slice(-4).map((a) => a.name)).toEqual(['Applicant 1', 'Applicant 2', 'Applicant 3', 'Applicant 4']);
    expect(all).toMatchObject({ total: all.data.length, nextCursor: null });
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const p: Awaited<ReturnType<typeof page>> = await page(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(p.total).toBe(all.total);
      walked.push(...p.data.map((a) => a.name));
      cursor = p.nextCursor;
    } while (cursor !== null);
    expect(walked).toEqual(all.data.map((a) => a.name));
    expect(await page('?cursor=50')).toEqual({ data: [], total: all.total, nextCursor: null });
    for (const bad of ['limit=101', 'limit=0', 'cursor=x']) {
      const res = await get(`/api/accounts/pending?${bad}`, admin);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/limit|cursor/);
    }
  });
});

describe("a test's submissions and average stay right as its attempts change", () => {
  it('counts learners with a submitted attempt once and averages graded attempts, after inserts, regrades and deletes', async () => {
    const id = await createTest('Figures', ['Class A']);
    expect(await figures(id)).toMatchObject({ submissions: 0, averageScore: 0 });
    const [running] = await insertAttempts(id, [{ student: 'S001', no: 1, status: 'in-progress' }]);
    expect(await figures(id)).toMatchObject({ submissions: 0, averageScore: 0 });

    await h.db.query(`UPDATE attempts SET status = 'graded', score = 1, percentage = 50 WHERE id = $1`, [running]);
    await insertAttempts(id, [
      { student: 'S001', no: 2, status: 'graded', percentage: 100 },
      { student: 'S005', no: 1, status: 'submitted' },
    ]);
    // S001 twice and S005 once: two learners; graded 50 and 100.
    expect(await figures(id)).toMatchObject({ submissions: 2, averageScore: 75 });

    // A regrade: only the percentage changes.
    await h.db.query('UPDATE attempts SET percentage = 80 WHERE id = $1', [running]);
    expect(await figures(id)).toMatchObject({ submissions: 2, averageScore: 90 });
    // Saving answers changes neither.
    await h.db.query(`UPDATE attempts SET answers = '{"1":"true"}' WHERE test_id = $1`, [id]);
    expect(await figures(id)).toMatchObject({ submissions: 2, averageScore: 90 });

    // A learner leaves the school: their attempts go, and so do they from the figures.
    await h.db.query(`DELETE FROM students WHERE student_id = 'S001'`);
    expect(await figures(id)).toMatchObject({ submissions: 1, averageScore: 0 });
    await h.db.query('TRUNCATE attempts');
    expect(await figures(id)).toMatchObject({ submissions: 0, averageScore: 0 });
  });

  it('follows a learner submitting through the API and the teacher grading the essay', async () => {
    const id = await createTest('Essay', ['Class A']);
    const schedule = await sendJson(`${h.base}/api/tests/${id}/schedule`, 'PUT', { scheduledDate: '2020-01-01T09:00' }, teacher);
    expect(schedule.status).toBe(200);
    const learner = await h.signIn('student');
    const started = await sendJson(`${h.base}/api/tests/${id}/attempts`, 'POST', {}, learner);
    expect(started.status, started.text).toBe(201);
    const attemptId = started.body.data.id as number;
    const submitted = await sendJson(
      `${h.base}/api/attempts/${attemptId}/submit`,
      'POST',
      { answers: { 1: 'true', 2: 'So.' } },
      learner,
    );
    expect(submitted.status, submitted.text).toBe(200);
    // Submitted, the essay waiting: one submission, no graded attempt yet.
    expect(await figures(id)).toMatchObject({ submissions: 1, averageScore: 0 });
    const graded = await sendJson(
      `${h.base}/api/attempts/${attemptId}/grades`,
      'PUT',
      { grades: [{ questionId: '2', points: 1 }] },
      teacher,
    );
    expect(graded.status, graded.text).toBe(200);
    expect(await figures(id)).toMatchObject({ submissions: 1, averageScore: 75 });
    const regraded = await sendJson(
      `${h.base}/api/attempts/${attemptId}/grades`,
      'PUT',
      { grades: [{ questionId: '2', points: 2 }] },
      teacher,
    );
    expect(regraded.status, regraded.text).toBe(200);
    expect(await figures(id)).toMatchObject({ submissions: 1, averageScore: 100 });
  });
});

describe("the dashboard's term attendance from the counts kept per class and day", () => {
  it('follows saves, resaves and deletions of marks', async () => {
    const { start, today } = currentTerm();
    const avg = async () => DashboardResponse.parse((await get('/api/dashboard/1')).body).data.avgAttendance;
    const counts = () =>
      h.db.query("SELECT class, to_char(date, 'YYYY-MM-DD') AS date, marks, attended FROM attendance_class_days ORDER BY 1, 2");
    const save = async (statuses: Record<string, string>) => {
      forgetWrites();
      const res = await sendJson(
        `${h.base}/api/attendance`,
        'POST',
        {
          date: today,
          class: 'Class A',
          teacherId: '1',
          records: Object.entries(statuses).map(([studentId, status]) => ({ studentId, name: studentId, status })),
        },
        teacher,
      );
      expect(res.status, res.text).toBe(200);
    };
    expect(await avg()).toBe(0);
    await save({ S001: 'present', S005: 'absent' });
    expect(await avg()).toBe(50);
    await save({ S001: 'present', S005: 'late' });
    expect(await avg()).toBe(100);
    expect(await counts()).toEqual([{ class: 'Class A', date: today, marks: 2, attended: 2 }]);
    // Marks before the term do not count; a class of another teacher neither.
    const before = localToday(new Date(Date.parse(`${start}T12:00:00`) - 86_400_000));
    await h.db.query(
      `INSERT INTO attendance (student_id, date, class, status, teacher_id) VALUES
         ('S001', $1, 'Class A', 'absent', '1'), ('S003', $2, 'Class C', 'absent', '2')`,
      [before, today],
    );
    expect(await avg()).toBe(100);
    await h.db.query(`UPDATE attendance SET status = 'absent' WHERE student_id = 'S005' AND date = $1`, [today]);
    expect(await avg()).toBe(50);
    await h.db.query(`DELETE FROM students WHERE student_id = 'S005'`);
    expect(await avg()).toBe(100);
    expect((await counts()).filter((r) => r.class === 'Class A' && r.date === today)).toEqual([
      { class: 'Class A', date: today, marks: 1, attended: 1 },
    ]);
    await h.db.query('TRUNCATE attendance');
    expect(await counts()).toEqual([]);
  });
});

describe("a learner's materials a page at a time", () => {
  async function fileMaterials(): Promise<void> {
    // Oldest first: 'Hidden' in Class C only, 'Forces' in Class A and B, 'Optics' in Class B, the others in Class A.
    const list = [
      ['Hidden Notes', 'Physics', ['Class C']],
      ['Forces of Nature', 'Physics', ['Class A', 'Class B']],
      ['Optics Lab', 'Physics', ['Class B']],
      ['Vectors Mathematics Primer', 'Mathematics', ['Class A']],
      ['Mathematical Puzzles', 'English', ['Class A']],
    ] as const;
    for (const [i, [title, course, classes]] of list.entries()) {
      const [row] = await h.db.query<{ id: number }>(
        `INSERT INTO materials (file_id, teacher_id, category, course, title, mime, size, uploaded_at)
         VALUES ($1, '1', 'Lectures', $2, $3, 'application/pdf', 100, now() - ($4::int * interval '1 hour')) RETURNING id`,
        [`file-${i}`, course, title, list.length - i],
      );
      for (const c of classes)
        await h.db.query('INSERT INTO material_classes (material_id, class) VALUES ($1, $2)', [row!.id, c]);
    }
  }
  const page = async (query: string, who?: HeaderMap) => {
    const res = await get(`/api/studyMaterials/S002${query}`, who ?? (await h.signIn('parent')));
    expect(res.status, res.text).toBe(200);
    return LearnerMaterialsResponse.parse(res.body);
  };

  it("walks the child's classes' materials newest first, filters on the server and offers the filters", async () => {
    await fileMaterials();
    const parent = await h.signIn('parent');
    // S002 is in Class B: Forces and Optics, newest first.
    const all = await page('', parent);
    expect(all.studyMaterials.map((m) => m.name)).toEqual(['Optics Lab', 'Forces of Nature']);
    expect(all).toMatchObject({ total: 2, nextCursor: null, courses: ['Physics'], classes: ['Class B'] });
    const first = await page('?limit=1', parent);
    expect(first).toMatchObject({ total: 2, nextCursor: '1' });
    const second = await page(`?limit=1&cursor=${first.nextCursor}`, parent);
    expect([...first.studyMaterials, ...second.studyMaterials].map((m) => m.name)).toEqual(['Optics Lab', 'Forces of Nature']);
    expect(second.nextCursor).toBeNull();
    expect((await get('/api/studyMaterials/S002?limit=101', parent)).status).toBe(400);
    // A class the child is not in shows nothing (never another class's materials).
    expect(await page('?class=Class%20C', parent)).toMatchObject({ studyMaterials: [], total: 0 });

    const learner = await h.signIn('student'); // S001, Class A
    // Another learner's list is refused.
    expect((await get('/api/studyMaterials/S002', learner)).status).toBe(403);
    const own = LearnerMaterialsResponse.parse((await get('/api/studyMaterials/S001', learner)).body);
    expect(own.studyMaterials.map((m) => m.name)).toEqual([
      'Mathematical Puzzles',
      'Vectors Mathematics Primer',
      'Forces of Nature',
    ]);
    expect(own).toMatchObject({ courses: ['English', 'Mathematics', 'Physics'], classes: ['Class A'] });
    const maths = LearnerMaterialsResponse.parse((await get('/api/studyMaterials/S001?course=Mathematics', learner)).body);
    expect(maths.studyMaterials.map((m) => m.name)).toEqual(['Vectors Mathematics Primer']);
    expect(maths.total).toBe(1);
    // A course's title or subject, as whole words: "Mathematical" is not "Mathematics".
    const about = LearnerMaterialsResponse.parse(
      (await get('/api/studyMaterials/S001?about=Advanced%20Mathematics&about=mathematics', learner)).body,
    );
    expect(about.studyMaterials.map((m) => m.name)).toEqual(['Vectors Mathematics Primer']);
    expect(about).toMatchObject({ total: 1, courses: ['Mathematics'], classes: ['Class A'] });
  });
});

describe('the lists and figures read through indexes', () => {
  it('reads no attendance or attempts with a sequential scan for one teacher, class, student or test', async () => {
    const { start, today } = currentTerm();
    const plans: [string, string, unknown[]][] = [
      [
        'dashboard attendance',
        `SELECT COALESCE(sum(d.attended), 0) FROM attendance_class_days d
         WHERE d.class IN (SELECT class FROM class_teachers WHERE teacher_id = $1) AND d.date BETWEEN $2 AND $3`,
        ['1', start, today],
      ],
      [
        'figures of a test',
        `SELECT count(DISTINCT a.student_id) FILTER (WHERE a.status <> 'in-progress'), avg(a.percentage) FILTER (WHERE a.status = 'graded')
         FROM attempts a WHERE a.test_id = $1`,
        [1],
      ],
      ["a learner's attempts", `SELECT test_id, count(*) FROM attempts WHERE student_id = $1 GROUP BY test_id`, ['S001']],
      ["a test's attempts", `SELECT * FROM attempts WHERE test_id = $1 AND student_id = $2`, [1, 'S001']],
      ['a class and day of attendance', `SELECT * FROM attendance WHERE class = $1 AND date = $2`, ['Class A', today]],
      [
        "a learner's materials",
        `SELECT m.id FROM materials m WHERE NOT m.file_missing
           AND EXISTS (SELECT 1 FROM material_classes mc WHERE mc.material_id = m.id AND mc.class = ANY ($1::text[]))`,
        [['Class A']],
      ],
    ];
    for (const [name, sql, params] of plans) {
      const scanned = await seqScannedTables(h.db, sql, params);
      expect(
        scanned.filter((t) => ['attendance', 'attempts', 'attendance_class_days'].includes(t)),
        name,
      ).toEqual([]);
    }
  });
});
