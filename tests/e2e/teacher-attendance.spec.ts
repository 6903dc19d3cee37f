import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { cspViolations, expectAccessible, expectNoHorizontalOverflow, signInAs, watchCsp } from './helpers.ts';

/** Opens the teacher dashboard and picks Attendance in the 'TEACHER TOOLS' navigation (a drawer on mobile). */
async function openAttendance(page: Page): Promise<Locator> {
  await page.goto('/teachers');
  const d = page.locator('edu-teacher-dashboard');
  await expect(d.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  const item = d.getByRole('navigation', { name: 'TEACHER TOOLS' }).getByRole('button', { name: 'Attendance', exact: true });
  if (!(await item.isVisible())) await d.getByRole('button', { name: /Open teacher tools/ }).click();
  await item.click();
  await expect(d.getByRole('heading', { name: 'Attendance Management' })).toBeVisible();
  return d;
}

/** Today in the browser's local time, as the Date field shows it. */
const today = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const n = new Date();
    const p = (x: number) => String(x).padStart(2, '0');
    return `${n.getFullYear()}-${p(n.getMonth() + 1)}-${p(n.getDate())}`;
  });

const counter = (d: Locator, label: string) => d.locator('.at-counter').filter({ hasText: label }).locator('dd');

for (const width of [1280, 375]) {
  test.describe(`teacher attendance section at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ page }) => {
      await watchCsp(page);
      await signInAs(page, 'teacher');
    });

    test('marks Class B with one student unmarked, saves, then saves a change without duplicates', async ({ page }) => {
      const d = await openAttendance(page);
      const date = await today(page);
      await expect(d.getByLabel('Date')).toHaveValue(date);
      await expect(d.getByRole('combobox', { name: 'Class' })).toHaveValue('Class A');
      await expect(d.locator('.at-teacher__name')).toHaveText('Ms. Priya Sharma');

      await d.getByRole('combobox', { name: 'Class' }).selectOption('Class B');
      await expect(d.getByRole('heading', { name: 'Student Roster - Class B' })).toBeVisible();
      const rows = d.locator('.at-roster__row');
      await expect(rows.first()).toBeVisible();
      const n = await rows.count();
      expect(n).toBeGreaterThan(2);
      await expect(counter(d, 'Unmarked')).toHaveText(String(n));
      await expect(rows.first().getByText('Not set')).toBeVisible();

      // Everyone present but the last (left unmarked) and the first (absent).
      for (let i = 1; i < n - 1; i++) await rows.nth(i).getByRole('button', { name: 'Mark Present' }).click();
      await rows.first().getByRole('button', { name: 'Mark Absent' }).click();
      await expect(counter(d, 'Present')).toHaveText(String(n - 2));
      await expect(counter(d, 'Absent')).toHaveText('1');
      await expect(counter(d, 'Unmarked')).toHaveText('1');
      const unmarkedId = (await rows.nth(n - 1).locator('.at-roster__id').textContent())!;
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);

      await d.getByRole('button', { name: 'Save Attendance' }).click();
      await expect(d.getByText('Attendance saved successfully!')).toBeVisible();
      await expect(counter(d, 'Unmarked')).toHaveText(String(n));

      const records = d.getByRole('region', { name: `Today's Attendance Records - ${date}` });
      const body = records.locator('tbody tr');
      await expect(body).toHaveCount(n);
      const unmarkedRow = body.filter({ has: page.getByRole('cell', { name: unmarkedId, exact: true }) });
      await expect(unmarkedRow.getByText('Absent', { exact: true })).toBeVisible();
      await expect(unmarkedRow.getByText('Ms. Priya Sharma')).toBeVisible();
      await expect(body.filter({ has: page.getByText('Present', { exact: true }) })).toHaveCount(n - 2);

      // A second save with a change replaces the day's marks: still n rows.
      await d.getByRole('button', { name: 'Mark All Present' }).click();
      await rows.nth(1).getByRole('button', { name: 'Mark Absent' }).click();
      await d.getByRole('button', { name: 'Save Attendance' }).click();
      await expect(d.getByText('Attendance saved successfully!').first()).toBeVisible();
      await expect(body.filter({ has: page.getByText('Present', { exact: true }) })).toHaveCount(n - 1);
      await expect(body).toHaveCount(n);
      await expect(unmarkedRow.getByText('Present', { exact: true })).toBeVisible();

      // Records follow the date: an old date has none.
      await d.getByLabel('Date').fill('2020-01-06');
      await expect(d.getByText('No attendance records found for 2020-01-06.')).toBeVisible();
      await expectAccessible(page);
      expect(await cspViolations(page)).toEqual([]);
    });

    test('Reports: the figures follow the class and date range, and the report exports as CSV', async ({ page }) => {
      const d = await openAttendance(page);
      const date = await today(page);
      // Today's marks for Class C: all present but one absent.
      await d.getByRole('combobox', { name: 'Class' }).selectOption('Class C');
      await expect(d.getByRole('heading', { name: 'Student Roster - Class C' })).toBeVisible();
      await d.getByRole('button', { name: 'Mark All Present' }).click();
      await d.locator('.at-roster__row').first().getByRole('button', { name: 'Mark Absent' }).click();
      const n = await d.locator('.at-roster__row').count();
      await d.getByRole('button', { name: 'Save Attendance' }).click();
      await expect(d.getByText('Attendance saved successfully!')).toBeVisible();

      await d.getByRole('tab', { name: 'Reports' }).click();
      await d.getByRole('combobox', { name: 'Class' }).selectOption('Class C');
      const stat = (label: string) => d.locator('.at-stat').filter({ hasText: label }).locator('.at-stat__value');
      await expect(stat('Total Students')).toHaveText(String(n));
      await expect(stat('Present Today')).toHaveText(String(n - 1));
      await expect(stat('Absent Today')).toHaveText('1');
      await expect(d.getByText('from last month')).toBeVisible();
      await expect(d.getByText(`on ${date}`).first()).toBeVisible();
      await expect(d.getByRole('heading', { name: 'Individual Student Records' })).toBeVisible();
      await expect(d.getByRole('heading', { name: 'Attendance Trends' })).toBeVisible();
      await expect(d.getByText('Weekly attendance percentage over the last 7 weeks')).toBeVisible();
      await expect(d.locator('.at-chart__col')).toHaveCount(7);
      const recent = await stat('Average Attendance').textContent();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);

      // A range before any stored marks: nothing attended, no "today".
      await d.getByLabel('Start Date').fill('2020-01-01');
      await d.getByLabel('End Date').fill('2020-01-31');
      await expect(stat('Average Attendance')).toHaveText('0%');
      await expect(stat('Present Today')).toHaveText('0');
      await expect(d.getByText('no marks in this range').first()).toBeVisible();
      expect(recent).not.toBe('0%');

      // A week ending today: the figures come back.
      const weekAgo = await page.evaluate((t) => {
        const x = new Date(`${t}T00:00:00Z`);
        x.setUTCDate(x.getUTCDate() - 6);
        return x.toISOString().slice(0, 10);
      }, date);
      await d.getByLabel('End Date').fill(date);
      await d.getByLabel('Start Date').fill(weekAgo);
      await expect(stat('Present Today')).toHaveText(String(n - 1));
      await expect(d.getByText('from the previous 7 days')).toBeVisible();

      const download = page.waitForEvent('download');
      await d.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`attendance-class-c-${weekAgo}-to-${date}.csv`);
      const csv = await readFile((await file.path())!, 'utf8');
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe('Student ID,Student,Roll No,Attendance %,Recent Records');
      expect(lines).toHaveLength(n + 1);

      // An impossible range is refused before asking the server.
      await d.getByLabel('Start Date').fill(date);
      await d.getByLabel('End Date').fill(weekAgo);
      await expect(d.getByText('The start date must be on or before the end date.')).toBeVisible();
      expect(await cspViolations(page)).toEqual([]);
    });
  });
}
