import { expect, test, type Page } from '@playwright/test';
import {
  cspViolations,
  DEMO_ACCOUNTS,
  expectAccessible,
  expectNoHorizontalOverflow,
  fillOptions,
  PLANETS,
  signInAs,
  watchCsp,
  type DemoAccount,
} from './helpers.ts';

/** Ends the page's session and signs it in as another demo account. */
async function switchTo(page: Page, who: DemoAccount): Promise<void> {
  await page.context().clearCookies();
  await signInAs(page, who);
}

/** 'YYYY-MM-DDTHH:mm' a minute ago in the browser's (and the server's) local time. */
const aMinuteAgo = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const d = new Date(Date.now() - 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  });

const TITLE = 'E2E School Loop Quiz';

test('a teacher sets a test, the learner takes, resumes and submits it, the teacher grades the essay, and learner and parent see the same score', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await watchCsp(page);

  // The teacher builds a test with the four question types (10 points) and opens it for Class A now.
  await signInAs(page, 'teacher');
  await page.goto('/teachers#tests/create');
  const t = page.locator('edu-teacher-dashboard');
  await t.getByRole('textbox', { name: 'Test Title' }).fill(TITLE);
  await t.getByRole('combobox', { name: 'Course' }).selectOption('Physics');
  await t.getByRole('spinbutton', { name: 'Time Limit (minutes)' }).fill('30');
  const type = t.getByRole('combobox', { name: 'Question Type' });
  const text = t.getByRole('textbox', { name: 'Question Text' });
  const add = t.getByRole('button', { name: 'Add Question' });
  await text.fill('Which planet is known as the Red Planet?');
  await fillOptions(t, PLANETS);
  await t.getByRole('combobox', { name: 'Correct Answer' }).selectOption({ label: 'B: Mars' });
  await t.getByRole('spinbutton', { name: 'Points' }).fill('2');
  await add.click();
  await type.selectOption({ label: 'True/False' });
  await text.fill('Water boils at 100 °C at sea level.');
  await t.getByRole('combobox', { name: 'Correct Answer' }).selectOption({ label: 'True' });
  await t.getByRole('spinbutton', { name: 'Points' }).fill('1');
  await add.click();
  await type.selectOption({ label: 'Short Answer' });
  await text.fill('What is the chemical symbol for gold?');
  await t.getByRole('textbox', { name: 'Expected Answer' }).fill('Au');
  await t.getByRole('spinbutton', { name: 'Points' }).fill('3');
  await add.click();
  await type.selectOption({ label: 'Essay' });
  await text.fill('Explain how vaccines work.');
  await t.getByRole('spinbutton', { name: 'Points' }).fill('4');
  await add.click();
  await expect(t.getByText('Total: 10 points')).toBeVisible();
  await t.getByRole('button', { name: 'Save Test' }).click();
  await expect(t.getByText('Test saved successfully!')).toBeVisible();

  await t.getByRole('tab', { name: 'Manage' }).click();
  await expect(page).toHaveURL('/teachers#tests/manage');
  const card = t.getByRole('article', { name: TITLE });
  await card.getByRole('button', { name: 'Schedule Test' }).click();
  const schedule = t.getByRole('dialog', { name: 'Schedule Test' });
  await schedule.getByLabel('Date and time').fill(await aMinuteAgo(page));
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(schedule).toBeHidden();
  await card.getByRole('button', { name: 'Assign to Classes' }).click();
  const assign = t.getByRole('dialog', { name: 'Assign to Classes' });
  await assign.getByRole('checkbox', { name: 'Class A' }).check();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign).toBeHidden();
  await expect(card.getByText('Class A')).toBeVisible();

  // The learner (S001, Class A) finds it open and starts it: no answer key reaches the page.
  await switchTo(page, 'learner');
  const keys: string[] = [];
  page.on('response', async (res) => {
    if (/\/api\/(tests\/\d+\/attempts|attempts\/\d+)$/.test(new URL(res.url()).pathname)) keys.push(await res.text());
  });
  await page.goto('/learners#test');
  const tests = page.getByRole('article', { name: 'My Tests' });
  const mine = tests.getByRole('article', { name: TITLE });
  await expect(mine.getByText('Physics', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('heading', { name: TITLE, level: 2 })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^(30:00|29:\d\d)$/);
  expect(keys.length).toBeGreaterThan(0);
  for (const body of keys) {
    expect(body).not.toContain('correctAnswer');
    expect(body).not.toContain('"Au"');
  }

  await page.getByRole('radio', { name: 'Mars' }).check();
  await page.getByRole('radio', { name: 'True' }).check();
  await page.getByRole('textbox', { name: /Question 3/ }).fill(' au ');
  await expect(page.getByText('All answers saved')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  // A reload mid-attempt: the same attempt resumes with its answers and the server's time.
  await page.reload();
  await expect(mine.getByText(/^Time left: \d\d:\d\d$/)).toBeVisible();
  await mine.getByRole('button', { name: 'Resume Test' }).click();
  await expect(page.getByRole('radio', { name: 'Mars' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'True' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /Question 3/ })).toHaveValue(' au ');
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^(30:00|2\d:\d\d)$/);

  // Submit asks first and names what is unanswered; then the essay is written and it is submitted.
  await page.getByRole('button', { name: 'Submit Test' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Submit test?' });
  await expect(confirm.getByText('Question 4 is unanswered')).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep answering' }).click();
  await page
    .getByRole('textbox', { name: /Question 4/ })
    .fill('A vaccine trains the immune system to recognise a germ before a real infection.');
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(confirm.getByText('All 4 questions are answered.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit now' }).click();
  await expect(page.getByRole('heading', { name: `${TITLE}: your result` })).toBeVisible();
  await expect(page.getByText("Submitted: waiting for your teacher's grading")).toBeVisible();

  // The teacher grades the essay in View Results: 3 of 4 points, so 9 of 10.
  await switchTo(page, 'teacher');
  await page.goto('/teachers#tests/manage');
  await t.getByRole('article', { name: TITLE }).getByRole('button', { name: 'View Results' }).click();
  const results = t.getByRole('dialog', { name: 'Test Results' });
  const aarav = results.getByRole('row').filter({ has: page.getByRole('rowheader', { name: DEMO_ACCOUNTS.learner.name }) });
  await expect(aarav.getByText('Submitted')).toBeVisible();
  await expect(aarav.getByText('6 / 10 so far')).toBeVisible();
  await results.getByRole('tab', { name: 'Grading (1)' }).click();
  const item = results.getByRole('article', { name: `${DEMO_ACCOUNTS.learner.name}, question 4` });
  await expect(item.getByText('A vaccine trains the immune system')).toBeVisible();
  await item.getByRole('spinbutton', { name: 'Points (0 to 4)' }).fill('3');
  await item.getByRole('textbox', { name: 'Comment (optional)' }).fill('Good: name the antibodies next time.');
  await item.getByRole('button', { name: 'Save grade' }).click();
  await expect(t.getByText(`Grade saved for ${DEMO_ACCOUNTS.learner.name}.`)).toBeVisible();
  await results.getByRole('tab', { name: 'Students' }).click();
  await expect(aarav.getByText('Graded')).toBeVisible();
  await expect(aarav.getByText('90%')).toBeVisible();
  await expectAccessible(page);

  // The learner sees the same score, passed, and the comment.
  await switchTo(page, 'learner');
  await page.goto('/learners#test');
  await expect(mine.getByText('Score: 90%')).toBeVisible();
  await expect(mine.getByText('Passed')).toBeVisible();
  await mine.getByRole('button', { name: 'View Result' }).click();
  const score = page.getByRole('article', { name: 'Your score' });
  await expect(score.getByText('90%')).toBeVisible();
  await expect(score.getByText('9 of 10 points')).toBeVisible();
  await expect(page.getByText('Good: name the antibodies next time.')).toBeVisible();

  // And so does the parent.
  await switchTo(page, 'parent');
  await page.goto('/parents');
  const child = page.getByRole('tabpanel', { name: DEMO_ACCOUNTS.learner.name });
  const row = child.getByRole('row').filter({ hasText: TITLE });
  await expect(row.getByText('90%')).toBeVisible();
  await expect(row.getByText('Passed')).toBeVisible();
  await expect(row.getByText('Physics', { exact: true })).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});
