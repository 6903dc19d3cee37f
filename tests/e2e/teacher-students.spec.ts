import { expect, test, type Page } from '@playwright/test';
import { cspViolations, expectAccessible, expectNoHorizontalOverflow, openTeacherSection, signedInEach } from './helpers.ts';
import { STUDENT_PROFILE_SECTIONS } from '../../src/test-support/page-facts.ts';

const openStudents = (page: Page): Promise<void> => openTeacherSection(page, 'Students', 'Student Directory');

const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ students$/);

async function counts(page: Page): Promise<[number, number]> {
  const m = /^Showing (\d+) of (\d+) students$/.exec((await countLine(page).textContent()) ?? '');
  return [Number(m?.[1]), Number(m?.[2])];
}

test.describe('teacher dashboard: student directory', () => {
  signedInEach('teacher');

  test('the dashboard shows the stat cards and recent activity from the server', async ({ page }) => {
    await page.goto('/teachers');
    await expect(page.getByText('Welcome back! Manage your classes and students effectively.')).toBeVisible();
    for (const label of ['Total Students', 'Active Classes', 'Uploaded Materials', 'Pending Tests', 'Avg Attendance']) {
      await expect(page.getByRole('listitem').filter({ hasText: label })).toBeVisible();
    }
    const total = page.getByRole('listitem').filter({ hasText: 'Total Students' });
    await expect(total).toHaveText(/Total Students\s*[1-9]\d*/);
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByText(/(just now|ago)$/).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('a teacher searches and filters the directory, switches views and opens a profile', async ({ page }) => {
    await openStudents(page);
    await expect(countLine(page)).toBeVisible();
    const [shown, total] = await counts(page);
    expect(shown).toBe(total);
    expect(total).toBeGreaterThan(0);

    // A seeded student, whose attendance history the profile shows below.
    const firstCard = page.locator('edu-teacher-dashboard .scard').filter({ hasText: 'Class A' }).first();
    const name = (await firstCard.locator('.who__name').textContent())!;
    // The search runs on the server once typing pauses: the count follows it.
    await page.getByRole('searchbox', { name: 'Search students' }).fill(name.toUpperCase());
    await expect(countLine(page)).not.toHaveText(`Showing ${total} of ${total} students`);
    await expect(page.getByRole('button', { name: `View Profile of ${name}` })).toBeVisible();
    expect((await counts(page))[0]).toBeLessThan(total);
    expect((await counts(page))[1]).toBe(total);
    await page.getByRole('searchbox', { name: 'Search students' }).fill('');

    await page.getByLabel('Class').selectOption('Class B');
    await expect(countLine(page)).not.toHaveText(`Showing ${total} of ${total} students`);
    const cards = page.locator('edu-teacher-dashboard .scard');
    // Every card shown once the server's filtered page came.
    const allCards = (text: string) => async () => {
      const texts = await cards.allTextContents();
      return texts.length > 0 && texts.every((t) => t.includes(text));
    };
    await expect.poll(allCards('Class B')).toBe(true);
    await page.getByLabel('Grade').selectOption('12th');
    await expect.poll(allCards('Grade 12th')).toBe(true);
    await expect.poll(allCards('Class B')).toBe(true);
    await page.getByRole('searchbox', { name: 'Search students' }).fill('no such student zzz');
    await expect(page.getByText('No students found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search students' }).fill('');
    await page.getByLabel('Class').selectOption('All Classes');
    await page.getByLabel('Grade').selectOption('All Grades');
    await expect(countLine(page)).toHaveText(`Showing ${total} of ${total} students`);

    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Attendance' })).toBeVisible();
    await expectAccessible(page);

    const view = page.getByRole('button', { name: `View Profile of ${name}` });
    await view.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Roll No: \d+/);
    for (const heading of STUDENT_PROFILE_SECTIONS) await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
    await expect(dialog).toContainText('% Complete');
    // The seeded attendance history: the last 7 days come from stored records.
    await expect(dialog.locator('.day')).toHaveCount(7);
    await expect(dialog).toContainText(/: (Present|Absent|Late)/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
    expect(await cspViolations(page)).toEqual([]);
  });

  test('works at 375 px: the header toggle opens the drawer, the profile fits', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/teachers');
    const nav = page.getByRole('navigation', { name: 'TEACHER TOOLS' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await expectAccessible(page);
    await nav.getByRole('button', { name: 'Students' }).click();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Student Directory' })).toBeVisible();
    await expect(countLine(page)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page
      .getByRole('button', { name: /^View Profile of / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Table' }).click();
    await expectNoHorizontalOverflow(page);
  });
});
