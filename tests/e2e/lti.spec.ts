import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { join } from 'node:path';
import { ROLE, startPlatform, type SimulatedPlatform } from '../../server/test-support/lti-platform.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { expectNoHorizontalOverflow } from './helpers.ts';
import { chromiumLaunchOptions } from '../setup/chromium.mjs';

// An LMS on another site (localhost) than the tool (127.0.0.1), framing the tool as Moodle or
// Canvas do: launches, deep linking, grades back and the roster, all through the real server.
test.describe.configure({ mode: 'serial' });
// Cross-site frames stay in the page's renderer process: an out-of-process frame changes renderer
// on each cross-site hop of the launch, and Playwright can miss its navigations or get no answer
// to a query sent meanwhile. Sites, origins, cookies and postMessage are the same either way.
test.use({
  launchOptions: chromiumLaunchOptions(['--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process']),
});

let p: SimulatedPlatform;
// A retry (or a repeat) runs against the same server with a new LMS: its course and test get names of their own.
let COURSE = 'Biology 101';
let TITLE = 'LTI Cell Biology Check';
/** Another open test of the course's class, newer than the placed one: first in the learner's list. */
let OTHER = 'LTI Mitosis Warm-up';

test.beforeAll(async ({ baseURL, request }) => {
  const { retry, repeatEachIndex } = test.info();
  if (retry > 0 || repeatEachIndex > 0)
    [COURSE, TITLE, OTHER] = [COURSE, TITLE, OTHER].map((name) => `${name} run ${retry}.${repeatEachIndex}`) as [
      string,
      string,
      string,
    ];
  p = await startPlatform({
    toolOrigin: baseURL!,
    host: 'localhost',
    platformStorage: true,
    course: { id: 'course-101', title: COURSE, label: 'BIO101' },
  });
  p.users.set('t-1', { sub: 't-1', name: 'Ada Instructor', email: 'ada@lms.example', roles: [ROLE.instructor] });
  p.users.set('l-1', { sub: 'l-1', name: 'Lin Learner', email: 'lin@lms.example', roles: [ROLE.learner] });
  p.users.set('l-2', { sub: 'l-2', name: 'Noor Learner', roles: [ROLE.learner] });
  p.users.set('l-3', { sub: 'l-3', name: 'Omar Learner', roles: [ROLE.learner] });
  const admin = readFileSync(join(process.env.E2E_DATA_DIR!, 'admin-token'), 'utf8').trim();
  const added = await request.post('/admin/lti/platforms', {
    data: p.registration,
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(added.status(), await added.text()).toBe(201);
});
test.afterAll(async () => p?.close());

/**
 * The demo teacher, through the API: test `title` with an essay, open now; assigned to
 * `className` when one is given.
 */
async function setTest(
  request: APIRequestContext,
  title: string,
  headers?: Record<string, string>,
  className?: string,
): Promise<number> {
  // A test is managed by the teacher who created it: `headers` make it the launching instructor's.
  if (!headers)
    expect(
      (
        await request.post('/api/auth/sign-in', {
          data: { email: DEMO_ACCOUNTS.teacher.email, password: DEMO_PASSWORD, rememberMe: false },
        })
      ).status(),
    ).toBe(200);
  const created = await request.post('/api/tests', {
    headers,
    data: {
      title,
      course: 'Biology',
      timeLimit: 30,
      maxAttempts: 1,
      passingScore: 50,
      questions: [
        {
          id: 1,
          type: 'multiple-choice',
          question: 'Where is DNA kept?',
          options: ['Nucleus', 'Wall', 'Lid', 'Skin'],
          correctAnswer: 'Nucleus',
          points: 2,
        },
        { id: 2, type: 'essay', question: 'Why do cells divide?', options: [], correctAnswer: '', points: 8 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const d = new Date(Date.now() - 10 * 60_000);
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  expect((await request.put(`/api/tests/${id}/schedule`, { headers, data: { scheduledDate: local } })).status()).toBe(200);
  if (className)
    expect((await request.put(`/api/tests/${id}/assignment`, { headers, data: { assignedTo: [className] } })).status()).toBe(200);
  return id;
}

const tool = (page: Page) => page.frameLocator('#tool');

/** The launch's own token, as the page in the LMS's frame sends it with every API call. */
async function launchHeaders(page: Page): Promise<Record<string, string>> {
  const frame = page.frames().find((f) => f !== page.mainFrame() && new URL(f.url()).pathname === '/lti/launch')!;
  const { token } = JSON.parse((await frame.locator('#edu-launch').textContent()) ?? '{}') as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/**
 * The LMS's frame has reached `path` (the tool's launch, the LMS's deep linking return). The
 * frame moves between the tool's site and the LMS's on the way, so the tests look inside it
 * only once it is at its last page.
 */
const reached = (page: Page, path: string) =>
  expect
    .poll(() => page.frames().some((f) => f !== page.mainFrame() && new URL(f.url()).pathname === path), { timeout: 20_000 })
    .toBe(true);

/** The LMS's course page launches the tool for `user` with `message`; resolves once the launch's page is in the frame. */
async function launch(page: Page, user: string, message: string): Promise<void> {
  await page.goto(p.coursePageUrl(user, message));
  await reached(page, '/lti/launch');
}

/** Picks in the deep linking picker and waits for the LMS's answer page in the frame. */
async function addToCourse(page: Page): Promise<void> {
  await tool(page).getByRole('button', { name: 'Add to the course' }).click();
  await reached(page, '/deep-link-return');
}

test('an instructor places a test by deep linking, a learner takes it in the LMS frame, and the essay grade reaches the gradebook', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The instructor's first launch: the course becomes the class named after it.
  await launch(page, 't-1', 'home');
  await expect(tool(page).locator('edu-teacher-dashboard').getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The test to place is assigned to no class; another open test of the class comes first in the learner's list.
  const headers = await launchHeaders(page);
  const testId = await setTest(request, TITLE, headers);
  await setTest(request, OTHER, headers, COURSE);

  // Deep linking: the picker in the frame, the pick, the platform places the link with its column.
  await launch(page, 't-1', 'deep-link');
  await expect(tool(page).getByRole('heading', { name: 'Add to the course' })).toBeVisible();
  await tool(page)
    .getByRole('checkbox', { name: new RegExp(TITLE) })
    .check();
  await addToCourse(page);
  await expect(tool(page).getByRole('heading', { name: 'Placed 1 item' })).toBeVisible();
  expect([...p.links.values()]).toEqual([expect.objectContaining({ title: TITLE, lineItemId: '1' })]);

  // The learner opens the placed link, signed in by the launch: placing opened the test to the
  // course's class, and the Test section shows that test alone, with its Start Test.
  await launch(page, 'l-1', 'link-1');
  const learner = tool(page).locator('edu-learner-dashboard');
  const screen = learner.getByRole('article', { name: 'My Tests' });
  const card = screen.getByRole('article', { name: TITLE });
  await expect(card.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Start Test' })).toHaveCount(1);
  await expect(learner.getByRole('article', { name: OTHER })).toHaveCount(0);
  await card.getByRole('button', { name: 'Start Test' }).click();
  await learner.getByRole('radio', { name: 'Nucleus' }).check();
  await learner.getByRole('textbox', { name: /Question 2/ }).fill('To grow and to replace worn-out cells.');
  await expect(learner.getByText('All answers saved')).toBeVisible();
  await learner.getByRole('button', { name: 'Submit Test' }).click();
  await learner.getByRole('alertdialog', { name: 'Submit test?' }).getByRole('button', { name: 'Submit now' }).click();
  await expect(learner.getByText("Submitted: waiting for your teacher's grading")).toBeVisible();
  await expect.poll(() => p.scores.map((s) => [s.userId, s.gradingProgress])).toEqual([['l-1', 'PendingManual']]);

  // The instructor's launch from the placed link opens that test's results: they grade the essay.
  await launch(page, 't-1', 'link-1');
  const teacher = tool(page).locator('edu-teacher-dashboard');
  const results = teacher.getByRole('dialog', { name: 'Test Results' });
  await expect(results).toHaveAccessibleDescription(TITLE);
  expect(
    new URL(
      page
        .frames()
        .find((f) => new URL(f.url()).pathname === '/lti/launch')!
        .url(),
    ).hash,
  ).toBe(`#tests/manage/results/${testId}`);
  await results.getByRole('tab', { name: 'Grading (1)' }).click();
  const item = results.getByRole('article', { name: 'Lin Learner, question 2' });
  await item.getByRole('spinbutton', { name: 'Points (0 to 8)' }).fill('6');
  await item.getByRole('textbox', { name: 'Comment (optional)' }).fill('Clear, and name one kind of cell.');
  await item.getByRole('button', { name: 'Save grade' }).click();
  await expect(teacher.getByText('Grade saved for Lin Learner.')).toBeVisible();
  // The score reaches the gradebook with the teacher's comment.
  await expect
    .poll(
      () =>
        p.scores
          .filter((s) => s.gradingProgress === 'FullyGraded')
          .map((s) => [s.userId, s.scoreGiven, s.scoreMaximum, s.lineItemId, s.comment]),
      { timeout: 20_000 },
    )
    .toEqual([['l-1', 8, 10, '1', 'Question 2: Clear, and name one kind of cell.']]);
});

test('a material placed in the course opens in the viewer inside the frame, at 375 px too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The instructor teaches the course's class only: they file a material for it first.
  await launch(page, 't-1', 'home');
  await expect(tool(page).locator('edu-teacher-dashboard').getByRole('heading', { level: 1 }).first()).toBeVisible();
  const headers = await launchHeaders(page);
  const me = (await (await page.request.get('/api/me', { headers })).json()) as { user: { teacherId: string } };
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Course reader', { x: 50, y: 700, size: 24, font: await doc.embedFont(StandardFonts.Helvetica) });
  const uploaded = await page.request.post(`/api/UploadStudyMaterial/${me.user.teacherId}`, {
    headers,
    multipart: {
      category: 'Resources',
      course: 'Biology',
      classes: COURSE,
      files: { name: 'Course Reader.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await launch(page, 't-1', 'deep-link');
  const first = tool(page).getByRole('group', { name: 'Materials' }).getByRole('checkbox').first();
  const title = (await first.locator('xpath=..').locator('span').textContent())!;
  await first.check();
  await addToCourse(page);
  await expect(tool(page).getByRole('heading', { name: 'Placed 1 item' })).toBeVisible();
  const link = [...p.links.values()].find((l) => l.title === title)!;
  // A material is placed without a gradebook column.
  expect(link.lineItemId).toBeUndefined();
  expect(p.deepLinkItems.find((item) => item.title === title)).not.toHaveProperty('lineItem');
  await launch(page, 'l-2', link.id);
  await expect(tool(page).locator('edu-material-viewer').getByRole('dialog')).toBeVisible();
  await expect(tool(page).locator('edu-material-viewer').getByText(title).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('the instructor syncs the course roster from the LMS into the class, in the LMS frame', async ({ page }) => {
  await launch(page, 't-1', 'home');
  const teacher = tool(page).locator('edu-teacher-dashboard');
  await teacher.getByRole('button', { name: 'Students', exact: true }).click();
  await teacher.getByRole('combobox', { name: 'Class' }).selectOption(COURSE);
  await teacher.getByRole('button', { name: 'Sync roster from LMS' }).click();
  // The toast shows above the page, outside the dashboard's element.
  await expect(tool(page).getByText(`${COURSE}: 3 learners from the LMS, 1 new.`)).toBeVisible();
  for (const name of ['Lin Learner', 'Noor Learner', 'Omar Learner'])
    await expect(teacher.getByText(name, { exact: true })).toBeVisible();
  await expect(teacher.getByText(/^Showing 3 of \d+ students$/)).toBeVisible();
});

test("a mentor launches into the parents' page and sees the learner they mentor, with the graded test", async ({ page }) => {
  p.users.set('m-1', { sub: 'm-1', name: 'Mo Mentor', roles: [ROLE.mentor], mentees: ['l-1'] });
  // The platform rotates its signing key just before this launch: the tool follows the new kid at once.
  await p.rotateKey();
  await launch(page, 'm-1', 'home');
  const parents = tool(page).locator('edu-parents');
  await expect(parents.getByRole('heading', { name: 'Welcome, Mo Mentor', level: 1 })).toBeVisible();
  await expect(parents.getByRole('heading', { name: 'Lin Learner' })).toBeVisible();
  await expect(parents.getByRole('table').getByRole('row', { name: new RegExp(`${TITLE}.*8/10.*80%.*Passed`) })).toBeVisible();
});
