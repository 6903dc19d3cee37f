import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, signInAs } from './helpers.ts';

/** 'YYYY-MM-DDTHH:mm' a minute ago in the browser's (and the server's) local time. */
const aMinuteAgo = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const d = new Date(Date.now() - 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  });

for (const width of [1280, 375]) {
  test(`at ${width} px: the teacher sets review options, and a learner with an attempt left sees right and wrong but no key`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const title = `E2E Review Quiz ${width}`;
    await signInAs(page, 'teacher');
    await page.goto('/teachers#tests/create');
    const t = page.locator('edu-teacher-dashboard');
    const shows = t.getByRole('radiogroup', { name: 'After an attempt, learners see' });
    await expect(shows.getByRole('radio', { name: 'Also the correct answers and your comments' })).toBeChecked();
    await expect(
      t
        .getByRole('radiogroup', { name: 'They see it' })
        .getByRole('radio', { name: 'Once no attempt is left or the test closes' }),
    ).toBeChecked();
    await shows.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: info.outputPath(`builder-${width}.png`), fullPage: true });

    // A saved test with two attempts, open now for Class A (the demo learner's).
    const created = await page.request.post('/api/tests', {
      data: {
        title,
        course: 'Physics',
        timeLimit: 30,
        maxAttempts: 2,
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
        ],
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    expect(
      (await page.request.put(`/api/tests/${id}/schedule`, { data: { scheduledDate: await aMinuteAgo(page) } })).status(),
    ).toBe(200);
    expect((await page.request.put(`/api/tests/${id}/assignment`, { data: { assignedTo: ['Class A'] } })).status()).toBe(200);

    await page.goto('/teachers#tests/manage');
    const card = t.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Review Options' }).click();
    const dialog = t.getByRole('dialog', { name: 'Review Options' });
    await expect(dialog.getByText('The change applies to attempts already submitted too.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath(`review-dialog-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The learner submits a blank first attempt: right and wrong, no key, and when the key shows.
    await page.context().clearCookies();
    await signInAs(page, 'learner');
    const bodies: string[] = [];
    page.on('response', async (res) => {
      if (/\/api\/attempts\/\d+(\/submit)?$/.test(new URL(res.url()).pathname)) bodies.push(await res.text());
    });
    await page.goto('/learners#test');
    const mine = page.getByRole('article', { name: 'My Tests' }).getByRole('article', { name: title });
    await mine.getByRole('button', { name: 'Start Test' }).click();
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page.getByRole('alertdialog', { name: 'Submit test?' }).getByRole('button', { name: 'Submit now' }).click();
    await expect(page.getByRole('heading', { name: `${title}: your result` })).toBeVisible();
    await expect(
      page.getByText("Correct answers and your teacher's comments are shown once you have no attempts left or the test closes."),
    ).toBeVisible();
    await expect(page.getByText('Incorrect')).toHaveCount(2);
    await expect(page.getByText('Correct answer', { exact: true })).toHaveCount(0);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toContain('correctAnswer');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath(`result-${width}.png`), fullPage: true });
  });
}
