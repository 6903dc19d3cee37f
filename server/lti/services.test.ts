import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getJson, PDF, sendJson, startHarness, upload, uploadForm, type Harness } from '../test-support/harness.ts';
import { closePlatformAndTool, ROLE, startPlatform, type SimulatedPlatform } from '../test-support/lti-platform.ts';
import { formFields, launch, launchedPage } from '../test-support/lti-launch.ts';
import { forgetWrites } from '../auth/write-limit.ts';
import { ADMIN_TOKEN_FILE } from './admin-token.ts';
import { retryDelayMs, scoresUrl } from './score-outbox.ts';

let h: Harness;
let p: SimulatedPlatform;
beforeAll(async () => {
  h = await startHarness({ lti: { scorePollMs: 100 } });
  p = await startPlatform({ toolOrigin: h.base, pageSize: 2 });
}, 180_000);
afterAll(() => closePlatformAndTool(p, h), 60_000);
beforeEach(async () => {
  await h.reset();
  for (const map of [p.users, p.links, p.lineItems]) map.clear();
  p.scores.length = 0;
  p.deepLinkItems.length = 0;
  p.users.set('t-1', { sub: 't-1', name: 'Ada Instructor', email: 'ada@lms.example', roles: [ROLE.instructor] });
  p.users.set('l-1', { sub: 'l-1', name: 'Lin Learner', email: 'lin@lms.example', roles: [ROLE.learner] });
  const admin = { Authorization: `Bearer ${(await readFile(join(h.dataDir, ADMIN_TOKEN_FILE), 'utf8')).trim()}` };
  expect((await sendJson(`${h.base}/admin/lti/platforms`, 'POST', p.registration, admin)).status).toBe(201);
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const QUESTIONS = [
  { id: 1, type: 'multiple-choice', question: '2 + 2 = ?', options: ['3', '4', '5', '22'], correctAnswer: '4', points: 2 },
  { id: 2, type: 'essay', question: 'Why do cells divide?', options: [], correctAnswer: '', points: 8 },
];

async function until<T>(what: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = what();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The instructor's first launch makes the course's class; the test is set for it through their
 * launch token (scheduled to be open now, and assigned to the class unless `assign` is false).
 */
async function instructorSetsTest({ assign = true } = {}): Promise<{ teacher: Record<string, string>; testId: number }> {
  const teacher = bearer(launchedPage((await launch(p, h.base, 't-1')).html).token);
  forgetWrites();
  const created = await sendJson(
    `${h.base}/api/tests`,
    'POST',
    { title: 'Cells <quiz>', course: 'Biology', timeLimit: 30, maxAttempts: 1, passingScore: 50, questions: QUESTIONS },
    teacher,
  );
  expect(created.status, created.text).toBe(201);
  const testId = created.body.data.id as number;
  const opened = new Date(Date.now() - 10 * 60_000);
  const local = new Date(opened.getTime() - opened.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  expect((await sendJson(`${h.base}/api/tests/${testId}/schedule`, 'PUT', { scheduledDate: local }, teacher)).status).toBe(200);
  if (assign)
    expect(
      (await sendJson(`${h.base}/api/tests/${testId}/assignment`, 'PUT', { assignedTo: ['Biology 101'] }, teacher)).status,
    ).toBe(200);
  return { teacher, testId };
}

/**
 * The instructor's deep linking: the picker, their pick, the signed answer posted to the
 * platform; `beforePick` runs while the picker is open.
 */
/** The demo teacher's open test "Not yours" for Class A: the launching instructor does not manage it. */
async function otherTeachersTest(): Promise<number> {
  const other = await sendJson(
    `${h.base}/api/tests`,
    'POST',
    { title: 'Not yours', course: 'Biology', timeLimit: 30, maxAttempts: 1, passingScore: 50, questions: QUESTIONS },
    await h.signIn('teacher'),
  );
  expect(other.status).toBe(201);
  const id = other.body.data.id as number;
  await h.db.query("UPDATE tests SET status = 'active', assigned_to = '[\"Class A\"]' WHERE id = $1", [id]);
  return id;
}

async function placeByDeepLinking(pick: Record<string, string>, beforePick?: () => Promise<unknown>): Promise<string> {
  const picker = await launch(p, h.base, 't-1', 'deep-link');
  expect(picker.status).toBe(200);
  await beforePick?.();
  const context = /name="context" value="([^"]+)"/.exec(picker.html)![1]!;
  const answer = await fetch(`${h.base}/lti/deep-link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ context, ...pick }).toString(),
  });
  const html = await answer.text();
  expect(answer.status, html).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  expect(action).toBe(`${p.issuer}/deep-link-return`);
  const placed = await fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(formFields(html)).toString(),
  });
  expect(placed.status, await placed.clone().text()).toBe(200);
  return picker.html;
}

describe('deep linking', () => {
  it("lists the tool's tests and materials, escaped, and answers with signed resource links, a test with its gradebook column", async () => {
    const { testId } = await instructorSetsTest();
    const html = await placeByDeepLinking({ test: String(testId) });
    expect(html).toContain('Cells &lt;quiz&gt;');
    expect(html).not.toContain('Cells <quiz>');
    expect(p.deepLinkItems).toEqual([
      expect.objectContaining({
        type: 'ltiResourceLink',
        title: 'Cells <quiz>',
        url: `${h.base}/lti/launch`,
        custom: { edu_test: String(testId) },
        lineItem: expect.objectContaining({ scoreMaximum: 10, resourceId: `edu-test-${testId}` }),
      }),
    ]);
    expect([...p.lineItems.values()]).toEqual([expect.objectContaining({ label: 'Cells <quiz>', scoreMaximum: 10 })]);
  });

  it('refuses a pick without the signed request, or with an id that is not one', async () => {
    const forged = await fetch(`${h.base}/lti/deep-link`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'context=abc&test=1',
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toMatch(/did not come from this tool/);
    const picker = await launch(p, h.base, 't-1', 'deep-link');
    const context = /name="context" value="([^"]+)"/.exec(picker.html)![1]!;
    const bad = await fetch(`${h.base}/lti/deep-link`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ context, test: '1;DROP' }).toString(),
    });
    expect(await bad.text()).toMatch(/picked items are not valid/);
  });

  it("lists only what the instructor may place: their tests, not another teacher's, and refuses a pick of another's", async () => {
    const { testId } = await instructorSetsTest();
    const otherId = await otherTeachersTest();
    const picker = await launch(p, h.base, 't-1', 'deep-link');
    expect(picker.html).toContain(`value="${testId}"`);
    expect(picker.html).not.toContain('Not yours');
    const context = /name="context" value="([^"]+)"/.exec(picker.html)![1]!;
    const forged = await fetch(`${h.base}/lti/deep-link`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ context, test: String(otherId) }).toString(),
    });
    expect(await forged.text()).toMatch(/no longer yours to place/);
    expect(p.deepLinkItems).toEqual([]);
  });

  it('is for instructors only', async () => {
    const res = await launch(p, h.base, 'l-1', 'deep-link');
    expect(res.html).toMatch(/Only instructors place content/);
  });
});

/** The classes test `id` is assigned to, as its manager reads them. */
async function assignedTo(testId: number, teacher: Record<string, string>): Promise<string[]> {
  const res = await getJson(`${h.base}/api/tests/${testId}`, teacher);
  expect(res.status, res.text).toBe(200);
  return res.body.data.assignedTo;
}

/** A launch of `sub` from the platform's link `link`, and the titles of the tests that learner is given. */
async function learnerLaunch(link: string, sub = 'l-1'): Promise<{ section?: string; tests: string[] }> {
  const page = launchedPage((await launch(p, h.base, sub, link)).html);
  const learner = bearer(page.token);
  const studentId = (await getJson(`${h.base}/api/me`, learner)).body.user.studentId;
  const tests = (await getJson(`${h.base}/api/learners/${studentId}/tests`, learner)).body.data as { title: string }[];
  return { section: page.section, tests: tests.map((t) => t.title) };
}

const instructorLaunch = async (link: string) => launchedPage((await launch(p, h.base, 't-1', link)).html);

describe('placed work is open to the course', () => {
  it("assigns a placed test to the course's class, keeping its other classes; a launch from its link opens that test", async () => {
    const { teacher, testId } = await instructorSetsTest({ assign: false });
    await h.db.query(`UPDATE tests SET assigned_to = '["Class A"]' WHERE id = $1`, [testId]);
    expect(await learnerLaunch('home')).toEqual({ tests: [] });

    await placeByDeepLinking({ test: String(testId) });
    expect(await assignedTo(testId, teacher)).toEqual(['Class A', 'Biology 101']);
    // The learner lands on the test's own screen, the instructor on its results.
    expect(await learnerLaunch('link-1')).toEqual({ section: `test/${testId}`, tests: ['Cells <quiz>'] });
    expect(await instructorLaunch('link-1')).toMatchObject({
      tag: 'edu-teacher-dashboard',
      section: `tests/manage/results/${testId}`,
    });
  });

  it('opens a placement once: a teacher who takes the class off the test is not overruled by launches; placing it again opens it', async () => {
    const { teacher, testId } = await instructorSetsTest({ assign: false });
    await placeByDeepLinking({ test: String(testId) });
    forgetWrites();
    expect((await sendJson(`${h.base}/api/tests/${testId}/assignment`, 'PUT', { assignedTo: [] }, teacher)).status).toBe(200);
    expect(await learnerLaunch('link-1')).toEqual({ section: `test/${testId}`, tests: [] });
    await instructorLaunch('link-1');
    expect(await assignedTo(testId, teacher)).toEqual([]);

    await placeByDeepLinking({ test: String(testId) });
    expect(await assignedTo(testId, teacher)).toEqual(['Biology 101']);
  });

  it("opens at a launch from the link what placing could not open, with the placing instructor's rights", async () => {
    const { teacher, testId } = await instructorSetsTest({ assign: false });
    const teacherId = (await getJson(`${h.base}/api/me`, teacher)).body.user.teacherId as string;
    // The instructor no longer teaches the course's class when they pick: nothing is opened.
    await placeByDeepLinking({ test: String(testId) }, () =>
      h.db.query("DELETE FROM class_teachers WHERE class = 'Biology 101' AND teacher_id = $1", [teacherId]),
    );
    expect((await h.db.query('SELECT assigned_to FROM tests WHERE id = $1', [testId]))[0]).toEqual({ assigned_to: [] });
    // The school gives the class back to them: the learner's launch from the link opens the test.
    await h.db.query("INSERT INTO class_teachers (class, teacher_id) VALUES ('Biology 101', $1)", [teacherId]);
    expect(await learnerLaunch('link-1')).toEqual({ section: `test/${testId}`, tests: ['Cells <quiz>'] });
    expect(await assignedTo(testId, teacher)).toEqual(['Biology 101']);
  });

  it("a learner's launch opens only what an instructor placed; a link made by hand opens at the instructor's launch", async () => {
    const { teacher, testId } = await instructorSetsTest({ assign: false });
    // A link the LMS's course got without the tool's picker (a copied course, custom parameters typed in).
    p.links.set('by-hand', { id: 'by-hand', title: 'Cells', custom: { edu_test: String(testId) } });
    expect(await learnerLaunch('by-hand')).toEqual({ section: `test/${testId}`, tests: [] });
    expect(await assignedTo(testId, teacher)).toEqual([]);
    await instructorLaunch('by-hand');
    expect(await assignedTo(testId, teacher)).toEqual(['Biology 101']);
    expect((await learnerLaunch('by-hand')).tests).toEqual(['Cells <quiz>']);
  });

  it('never opens a test the instructor does not manage, whatever the link names', async () => {
    await instructorSetsTest({ assign: false });
    const id = await otherTeachersTest();
    p.links.set('forged', { id: 'forged', title: 'Not yours', custom: { edu_test: String(id) } });
    await instructorLaunch('forged');
    expect((await learnerLaunch('forged')).tests).toEqual([]);
    const rows = await h.db.query<{ assigned_to: string[] }>('SELECT assigned_to FROM tests WHERE id = $1', [id]);
    expect(rows[0]!.assigned_to).toEqual(['Class A']);
  });

  it("files a placed material for the course's class too, keeping its other classes", async () => {
    const teacher = bearer(launchedPage((await launch(p, h.base, 't-1')).html).token);
    const teacherId = (await getJson(`${h.base}/api/me`, teacher)).body.user.teacherId as string;
    // The instructor also teaches Class A, and filed the material for it only.
    await h.db.query("INSERT INTO class_teachers (class, teacher_id) VALUES ('Class A', $1)", [teacherId]);
    forgetWrites();
    const uploaded = await upload(
      h.base,
      uploadForm([{ bytes: PDF, name: 'Reader.pdf' }], { category: 'Lectures', course: 'Biology', classes: 'Class A' }),
      teacher,
      teacherId,
    );
    expect(uploaded.status, uploaded.text).toBe(201);
    const materialId = uploaded.body.materials[0].id as number;
    const learnerMaterials = async () => {
      const learner = bearer(launchedPage((await launch(p, h.base, 'l-1')).html).token);
      const studentId = (await getJson(`${h.base}/api/me`, learner)).body.user.studentId;
      const res = await getJson(`${h.base}/api/studyMaterials/${studentId}`, learner);
      return (res.body.studyMaterials as { name: string; classes: string[] }[]).map((m) => [m.name, m.classes]);
    };
    expect(await learnerMaterials()).toEqual([]);

    await placeByDeepLinking({ material: String(materialId) });
    expect(await learnerMaterials()).toEqual([['Reader.pdf', ['Biology 101']]]);
    const classes = await h.db.query<{ class: string }>(
      'SELECT class FROM material_classes WHERE material_id = $1 ORDER BY class',
      [materialId],
    );
    expect(classes.map((c) => c.class)).toEqual(['Biology 101', 'Class A']);
  });
});

describe('grades back (AGS)', () => {
  it('posts PendingManual on submit and the score once the essay is graded, through an LMS outage, losing nothing', async () => {
    const { teacher, testId } = await instructorSetsTest();
    await placeByDeepLinking({ test: String(testId) });
    // The learner opens their dashboard, not the placed link: the column is found by its resourceId.
    const learner = bearer(launchedPage((await launch(p, h.base, 'l-1')).html).token);
    const studentId = (await getJson(`${h.base}/api/me`, learner)).body.user.studentId;
    forgetWrites();
    const started = await sendJson(`${h.base}/api/tests/${testId}/attempts`, 'POST', {}, learner);
    expect(started.status, started.text).toBe(201);
    const attemptId = started.body.data.id as number;
    expect(
      (await sendJson(`${h.base}/api/attempts/${attemptId}/submit`, 'POST', { answers: { 1: '4', 2: 'They grow.' } }, learner))
        .status,
    ).toBe(200);

    const pending = await until(() => p.scores.find((s) => s.userId === 'l-1'));
    expect(pending).toMatchObject({ lineItemId: '1', activityProgress: 'Completed', gradingProgress: 'PendingManual' });
    expect(pending).not.toHaveProperty('scoreGiven');

    // The LMS is down when the teacher grades: the score waits in the outbox, with its error.
    p.failNext(1);
    forgetWrites();
    const graded = await sendJson(
      `${h.base}/api/attempts/${attemptId}/grades`,
      'PUT',
      { grades: [{ questionId: '2', points: 6, comment: ' Clear, <b>and</b> complete. ' }] },
      teacher,
    );
    expect(graded.status, graded.text).toBe(200);
    const row = await untilRow();
    expect(row).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/503/) });
    expect(p.scores).toHaveLength(1);
    // Its retry time comes: it goes through.
    await h.db.query('UPDATE lti_score_outbox SET run_after = now()');
    const final = await until(() => p.scores.find((s) => s.gradingProgress === 'FullyGraded'));
    expect(final).toMatchObject({
      userId: 'l-1',
      scoreGiven: 8,
      scoreMaximum: 10,
      activityProgress: 'Completed',
      lineItemId: '1',
      // The teacher's comment reaches the gradebook with the score, as text.
      comment: 'Question 2: Clear, <b>and</b> complete.',
    });
    // The outbox row goes once the platform took the score.
    await expect
      .poll(async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lti_score_outbox'))[0]!.n)
      .toBe(0);
    expect(studentId).toMatch(/^L\d+$/);
  });

  it('waits longer after each failed try, up to an hour', () => {
    expect([1, 2, 3, 4, 20].map(retryDelayMs)).toEqual([5000, 10_000, 20_000, 40_000, 3_600_000]);
    expect(scoresUrl('https://lms.example/lineitems/7?type=x')).toBe('https://lms.example/lineitems/7/scores?type=x');
  });
});

async function untilRow(): Promise<{ attempts: number; last_error: string | null }> {
  const end = Date.now() + 10_000;
  for (;;) {
    const [row] = await h.db.query<{ attempts: number; last_error: string | null }>(
      'SELECT attempts, last_error FROM lti_score_outbox',
    );
    if (row?.last_error) return row;
    if (Date.now() > end) throw new Error('no failed score in the outbox');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('roster (NRPS)', () => {
  it("brings the course's active learners into the class, page by page, once each", async () => {
    p.users.set('l-2', { sub: 'l-2', name: 'Noor Learner', roles: [ROLE.learner] });
    p.users.set('l-3', {
      sub: 'l-3',
      name: '<img src=x onerror=alert(1)>',
      roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
    });
    const teacher = bearer(launchedPage((await launch(p, h.base, 't-1')).html).token);
    forgetWrites();
    const sync = () => sendJson(`${h.base}/api/classes/roster-sync`, 'POST', { class: 'Biology 101' }, teacher);
    // Five members on three pages: four learners, one instructor left out.
    expect(await sync()).toMatchObject({ status: 200, body: { added: 3, learners: 3, skipped: 1 } });
    const students = (await getJson(`${h.base}/api/students`, teacher)).body.data.filter((s: { classes: string[] }) =>
      s.classes.includes('Biology 101'),
    );
    expect(students.map((s: { name: string }) => s.name).sort()).toEqual([
      '<img src=x onerror=alert(1)>',
      'Lin Learner',
      'Noor Learner',
    ]);
    // A learner's later launch finds the record the sync made.
    const lin = launchedPage((await launch(p, h.base, 'l-1')).html);
    expect(students.map((s: { student_id: string }) => s.student_id)).toContain(
      (await getJson(`${h.base}/api/me`, bearer(lin.token))).body.user.studentId,
    );
    forgetWrites();
    expect(await sync()).toMatchObject({ status: 200, body: { added: 0, learners: 3 } });
  });

  it('says why a class has no roster to read', async () => {
    const teacher = bearer(launchedPage((await launch(p, h.base, 't-1')).html).token);
    forgetWrites();
    // The instructor teaches the course's class only; Class A's teacher is told it is no LMS course.
    expect((await sendJson(`${h.base}/api/classes/roster-sync`, 'POST', { class: 'Class A' }, teacher)).status).toBe(403);
    expect(
      await sendJson(`${h.base}/api/classes/roster-sync`, 'POST', { class: 'Class A' }, await h.signIn('teacher')),
    ).toMatchObject({
      status: 400,
      body: { message: 'Class A is not a course of an LMS.' },
    });
    await h.db.query('UPDATE lti_platforms SET token_url = $1', [`${p.issuer}/no-token-here`]);
    forgetWrites();
    expect(await sendJson(`${h.base}/api/classes/roster-sync`, 'POST', { class: 'Biology 101' }, teacher)).toMatchObject({
      status: 502,
      body: { message: expect.stringMatching(/^The LMS roster could not be read: The platform's token URL answered 404/) },
    });
  });
});
