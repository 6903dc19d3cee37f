import { expect, test, type Page } from '@playwright/test';
import { cspViolations, DEMO_ACCOUNTS, expectAccessible, expectNoHorizontalOverflow, signInAs, watchCsp } from './helpers.ts';

/** The teacher directory's attendance figure of one student, e.g. "95%". */
async function directoryFigure(page: Page, name: string, id: string): Promise<string> {
  await page.goto('/teachers');
  const d = page.locator('edu-teacher-dashboard');
  await expect(d.getByRole('heading', { name: 'Teacher Dashboard', level: 1 })).toBeVisible();
  const nav = d.getByRole('navigation', { name: 'TEACHER TOOLS' });
  if (!(await nav.isVisible())) await d.getByRole('button', { name: /Open teacher tools|Open menu/ }).click();
  await nav.getByRole('button', { name: 'Students' }).click();
  await d.getByRole('searchbox', { name: 'Search students' }).fill(name);
  const card = d.locator('.scard').filter({ has: page.locator('.who__id', { hasText: new RegExp(`^${id}$`) }) });
  await expect(card).toHaveCount(1);
  const figure = (await card
    .locator('.scard__stats > div')
    .filter({ hasText: 'Attendance' })
    .locator('.badge')
    .textContent())!.trim();
  expect(figure).toMatch(/^\d+%$/);
  // The profile shows the same figure.
  await card.getByRole('button', { name: `View Profile of ${name}` }).click();
  await expect(d.locator('.profile__kpis').getByText(figure, { exact: true })).toBeVisible();
  return figure;
}

for (const width of [1280, 375]) {
  test.describe(`parents at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a parent sees each child's attendance (the teacher's figure), results, upcoming tests and materials", async ({
      page,
    }) => {
      await watchCsp(page);
      await signInAs(page, 'teacher');
      const aarav = await directoryFigure(page, 'Aarav Sharma', 'S001');
      const zara = await directoryFigure(page, 'Zara Nair', 'S002');

      await page.context().clearCookies();
      await signInAs(page, 'parent');
      await page.goto('/parents');
      await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNTS.parent.name}`, level: 1 })).toBeVisible();
      const tabs = page.getByRole('tablist', { name: 'Your children' });
      await expect(tabs.getByRole('tab', { name: 'Aarav Sharma' })).toHaveAttribute('aria-selected', 'true');
      const child = page.getByRole('tabpanel', { name: 'Aarav Sharma' });
      await expect(child.getByText(`${aarav.slice(0, -1)}% of marked school days attended`)).toBeVisible();
      await expect(child.getByRole('heading', { name: 'Recent marks' })).toBeVisible();
      await expect(child.getByRole('heading', { name: 'Absences this term' })).toBeVisible();

      // Results are the graded attempts of the seeded history; upcoming tests are his class's.
      const results = child.getByRole('table');
      await expect(results.getByText('Algebra Fundamentals Quiz')).toBeVisible();
      await expect(results.getByText('Cell Biology Quiz')).toBeVisible();
      await expect(results.getByText(/^\d+%$/).first()).toBeVisible();
      await expect(child.getByText('Physics Mid-Term Exam')).toBeVisible();
      await expect(child.getByText('Chemistry Basics Check')).toBeVisible();
      await expect(child.getByText('Open now')).toBeVisible();

      // A class material opens in the viewer, in place.
      await child.getByRole('button', { name: 'View Algebra Lecture Notes.pdf' }).click();
      const viewer = page.getByRole('dialog', { name: /Algebra Lecture Notes\.pdf/ });
      await expect(viewer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);

      await tabs.getByRole('tab', { name: 'Zara Nair' }).click();
      await expect(
        page.getByRole('tabpanel', { name: 'Zara Nair' }).getByText(`${zara.slice(0, -1)}% of marked school days attended`),
      ).toBeVisible();
      expect(await cspViolations(page)).toEqual([]);
    });
  });
}
