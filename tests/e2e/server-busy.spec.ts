import { expect, test, type Page, type Route } from '@playwright/test';
import { openTeacherSection, signInAs } from './helpers.ts';

const BUSY = 'The server is busy, retrying...';

/** Answers as the server does while its database is away: 503, Retry-After: 1 and a message. */
const answerBusy = (route: Route): Promise<void> =>
  route.fulfill({
    status: 503,
    headers: { 'Retry-After': '1' },
    contentType: 'application/json',
    body: JSON.stringify({ message: 'The database is not answering. Try again in a moment.' }),
  });

/** 'YYYY-MM-DDTHH:mm' a minute ago in the browser's (and the server's) local time. */
const aMinuteAgo = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const d = new Date(Date.now() - 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  });

test('while the server answers 503 the Students screen says it is busy and retrying, then shows the students', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  let busyAnswers = 0;
  await page.route(
    (url) => url.pathname === '/api/students',
    async (route) => {
      if (busyAnswers < 2) {
        busyAnswers += 1;
        return answerBusy(route);
      }
      return route.continue();
    },
  );
  await openTeacherSection(page, 'Students', 'Student Directory');
  const status = page.getByRole('status').filter({ hasText: BUSY });
  await expect(status).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ students$/)).toBeVisible();
  await expect(page.getByText(BUSY)).toHaveCount(0);
  await expect(page.getByText(/^Error:/)).toHaveCount(0);
  expect(busyAnswers).toBe(2);
});

test('a PDF opened while the server answers 503 says the server is busy in the viewer, then opens', async ({ page }) => {
  await signInAs(page, 'learner');
  await page.goto('/learners');
  await page.getByRole('navigation', { name: 'Learner dashboard' }).getByRole('button', { name: 'Material' }).click();
  // The file itself (its preview picture and text still answer) is refused until the viewer says the server is busy.
  let down = true;
  let busyAnswers = 0;
  await page.route(
    (url) => /^\/api\/files\/[^/]+$/.test(url.pathname),
    async (route) => {
      if (!down) return route.continue();
      busyAnswers += 1;
      return answerBusy(route);
    },
  );
  await page.getByRole('button', { name: 'View Algebra Lecture Notes.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: /Algebra Lecture Notes\.pdf/ });
  await expect(viewer.getByRole('status').filter({ hasText: BUSY })).toBeVisible({ timeout: 10_000 });
  down = false;
  await expect(viewer.getByText(/Page 1 of \d+/)).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByText(BUSY)).toHaveCount(0);
  await expect(viewer.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect(busyAnswers).toBeGreaterThan(0);
});

/** A test open now for Class A (the demo learner's), started by the learner: its title and its card on the Test screen. */
async function startQuiz(page: Page) {
  await signInAs(page, 'teacher');
  const title = `E2E Busy Server Quiz ${Date.now()}`;
  const created = await page.request.post('/api/tests', {
    data: {
      title,
      course: 'Physics',
      timeLimit: 30,
      maxAttempts: 1,
      passingScore: 60,
      questions: [
        {
          id: 1,
          type: 'multiple-choice',
          question: 'Which planet is red?',
          options: ['Venus', 'Mars', 'Jupiter', 'Saturn'],
          correctAnswer: 'Mars',
          points: 2,
        },
        { id: 2, type: 'true-false', question: 'The sun is a star.', options: [], correctAnswer: 'true', points: 1 },
        { id: 3, type: 'short-answer', question: 'What is the symbol for gold?', options: [], correctAnswer: 'Au', points: 2 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  expect(
    (await page.request.put(`/api/tests/${id}/schedule`, { data: { scheduledDate: await aMinuteAgo(page) } })).status(),
  ).toBe(200);
  expect((await page.request.put(`/api/tests/${id}/assignment`, { data: { assignedTo: ['Class A'] } })).status()).toBe(200);

  await page.context().clearCookies();
  await signInAs(page, 'learner');
  await page.goto('/learners#test');
  const card = page.getByRole('article', { name: 'My Tests' }).getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  return { card, title };
}

/** Saves of answers are answered 503 while `down()` says so (for every page of the browser); what they carried is recorded. */
async function refuseSaves(page: Page, down: () => boolean): Promise<string[]> {
  const refused: string[] = [];
  await page.context().route(
    (url) => /^\/api\/attempts\/\d+\/answers$/.test(url.pathname),
    async (route) => {
      if (!down()) return route.continue();
      refused.push(route.request().postData() ?? '');
      return answerBusy(route);
    },
  );
  return refused;
}

test("a learner's answers given while the server answers 503 are kept and arrive once it is back", async ({ page }) => {
  test.setTimeout(90_000);
  const { card } = await startQuiz(page);

  // The server goes away: every save is answered 503 until it is back.
  let down = true;
  const refused = await refuseSaves(page, () => down);
  await page.getByRole('radio', { name: 'Mars' }).check();
  await expect(page.getByText('Server unavailable: your answers are kept and sent when it is back')).toBeVisible();
  await page.getByRole('radio', { name: 'True' }).check();
  await page.getByRole('textbox', { name: /Question 3/ }).fill('Au');
  await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(1);
  await expect(page.getByText('All answers saved')).toHaveCount(0);

  down = false;
  await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 15_000 });

  // What the server holds: every answer, each the last one given.
  await page.reload();
  await card.getByRole('button', { name: 'Resume Test' }).click();
  await expect(page.getByRole('radio', { name: 'Mars' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'True' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /Question 3/ })).toHaveValue('Au');
});

test('answers given while the server answers 503 are kept when the browser is closed, and arrive once it is back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { title } = await startQuiz(page);
  let down = true;
  const refused = await refuseSaves(page, () => down);
  await page.getByRole('radio', { name: 'Mars' }).check();
  await page.getByRole('textbox', { name: /Question 3/ }).fill('Au');
  await expect(page.getByText('Server unavailable: your answers are kept and sent when it is back')).toBeVisible();
  await expect.poll(() => refused.some((body) => body.includes('Au')), { timeout: 10_000 }).toBe(true);

  // The learner closes the browser while the server is away, and opens the test again later.
  const kept = await page.context().storageState();
  await page.context().close();
  const again = await (await browser.newContext({ baseURL, storageState: kept })).newPage();
  const refusedAgain = await refuseSaves(again, () => down);
  await again.goto('/learners#test');
  const cardAgain = again.getByRole('article', { name: 'My Tests' }).getByRole('article', { name: title });
  await cardAgain.getByRole('button', { name: 'Resume Test' }).click();
  await expect(again.getByRole('radio', { name: 'Mars' })).toBeChecked();
  await expect(again.getByRole('textbox', { name: /Question 3/ })).toHaveValue('Au');
  await expect(again.getByText('Server unavailable: your answers are kept and sent when it is back')).toBeVisible();
  expect(refusedAgain.length).toBeGreaterThan(0);

  down = false;
  await expect(again.getByText('All answers saved')).toBeVisible({ timeout: 15_000 });
  // What the server holds, with nothing kept in the browser any more.
  await again.evaluate(() => localStorage.clear());
  await again.reload();
  await cardAgain.getByRole('button', { name: 'Resume Test' }).click();
  await expect(again.getByRole('radio', { name: 'Mars' })).toBeChecked();
  await expect(again.getByRole('textbox', { name: /Question 3/ })).toHaveValue('Au');
  await again.context().close();
});

test.afterEach(async ({ page }) => {
  if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });
});
