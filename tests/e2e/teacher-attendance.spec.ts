import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { cspViolations, expectAccessible, expectNoHorizontalOverflow, signedInEach } from './helpers.ts';

/** A calendar day as the dashboard writes it in English: 'Mar 5, 2026'. */
const shownDay = (iso: string): string =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' });

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
    signedInEach('teacher');

    test('starts from the saved marks: all present, reload, one absent, save keeps 9 present and 1 absent', async ({ page }) => {
      const d = await openAttendance(page);
      const date = await today(page);
      await expect(d.getByLabel('Date')).toHaveValue(date);
      await expect(d.getByRole('combobox', { name: 'Class' })).toHaveValue('Class A');
      // Ms. Sharma teaches Class A and Class B: the picker offers those only.
      const offered = d.getByRole('combobox', { name: 'Class' }).locator('option');
      await expect
        .poll(() => offered.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)))
        .toEqual(['Class A', 'Class B']);
      await expect(d.locator('.at-teacher__name')).toHaveText('Ms. Priya Sharma');

      await d.getByRole('combobox', { name: 'Class' }).selectOption('Class B');
      await expect(d.getByRole('heading', { name: 'Student Roster - Class B' })).toBeVisible();
      const rows = d.locator('.at-roster__row');
      await expect(rows.first()).toBeVisible();
      const n = await rows.count();
      expect(n).toBeGreaterThan(2);
      await d.getByRole('button', { name: 'Mark All Present' }).click();
      await d.getByRole('button', { name: 'Save Attendance' }).click();
      await expect(d.getByText('Attendance saved successfully!')).toBeVisible();
      await expect(counter(d, 'Present')).toHaveText(String(n));

      // A new visit starts from what was saved.
      await page.reload();
      const d2 = await openAttendance(page);
      await d2.getByRole('combobox', { name: 'Class' }).selectOption('Class B');
      await expect(counter(d2, 'Present')).toHaveText(String(n));
      await expect(counter(d2, 'Unmarked')).toHaveText('0');
      const rows2 = d2.locator('.at-roster__row');
      await expect(rows2.first().getByText('Present', { exact: true })).toBeVisible();
      await rows2.first().getByRole('button', { name: 'Mark Absent' }).click();
      await d2.getByRole('button', { name: 'Save Attendance' }).click();
      await expect(d2.getByText('Attendance saved successfully!')).toBeVisible();

      const records = d2.getByRole('region', { name: `Today's Attendance Records - ${shownDay(date)}` });
      const body = records.locator('tbody tr');
      await expect(body).toHaveCount(n);
      await expect(body.filter({ has: page.getByText('Present', { exact: true }) })).toHaveCount(n - 1);
      await expect(body.filter({ has: page.getByText('Absent', { exact: true }) })).toHaveCount(1);
      await expect(counter(d2, 'Present')).toHaveText(String(n - 1));
      await expect(counter(d2, 'Absent')).toHaveText('1');
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
      expect(await cspViolations(page)).toEqual([]);
    });

    test('says how many unmarked students will be saved as absent, and saves them so', async ({ page }) => {
      const d = await openAttendance(page);
      // A day nobody has marked yet (one per viewport, as both runs share the server).
      const date = width === 1280 ? '2021-03-01' : '2021-03-02';
      await d.getByLabel('Date').fill(date);
      await d.getByRole('combobox', { name: 'Class' }).selectOption('Class B');
      const rows = d.locator('.at-roster__row');
      await expect(rows.first()).toBeVisible();
      const n = await rows.count();
      await expect(counter(d, 'Unmarked')).toHaveText(String(n));
      await expect(rows.first().getByText('Not set')).toBeVisible();
      for (let i = 0; i < n - 1; i++) await rows.nth(i).getByRole('button', { name: 'Mark Present' }).click();
      await expect(d.getByText('1 unmarked student is saved as absent.')).toBeVisible();
      const unmarkedId = (await rows
        .nth(n - 1)
        .locator('.at-roster__id')
        .textContent())!;
      await expectNoHorizontalOverflow(page);
      await d.getByRole('button', { name: 'Save Attendance' }).click();
      await expect(d.getByText('Attendance saved successfully!')).toBeVisible();
      const body = d.getByRole('region', { name: `Today's Attendance Records - ${shownDay(date)}` }).locator('tbody tr');
      const unmarkedRow = body.filter({ has: page.getByRole('cell', { name: unmarkedId, exact: true }) });
      await expect(unmarkedRow.getByText('Absent', { exact: true })).toBeVisible();
      await expect(unmarkedRow.getByText('Ms. Priya Sharma')).toBeVisible();
      await expect(counter(d, 'Unmarked')).toHaveText('0');

      // Records follow the date: an old date has none.
      await d.getByLabel('Date').fill('2020-01-06');
      await expect(d.getByText('No attendance records found for Jan 6, 2020.')).toBeVisible();
    });

    test('a save from a day another tab changed meanwhile is refused and offers the reload', async ({ page, context }) => {
      const date = width === 1280 ? '2021-04-05' : '2021-04-06';
      const open = async (p: Page) => {
        const d = await openAttendance(p);
        await d.getByLabel('Date').fill(date);
        await d.getByRole('combobox', { name: 'Class' }).selectOption('Class A');
        await expect(d.locator('.at-roster__row').first()).toBeVisible();
        await expect(d.getByRole('button', { name: 'Save Attendance' })).toBeEnabled();
        return d;
      };
      const first = await open(page);
      const other = await context.newPage();
      const second = await open(other);
      await second.getByRole('button', { name: 'Mark All Absent' }).click();
      await second.getByRole('button', { name: 'Save Attendance' }).click();
      await expect(second.getByText('Attendance saved successfully!')).toBeVisible();

      await first.getByRole('button', { name: 'Mark All Present' }).click();
      await first.getByRole('button', { name: 'Save Attendance' }).click();
      const notice = first.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Reload attendance' }) });
      await expect(notice).toContainText(
        new RegExp(
          `^Attendance for Class A on ${date} was changed by Ms\\. Priya Sharma at \\d\\d:\\d\\d\\. Reload to see it\\.`,
        ),
      );
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`conflict-${width}.png`), fullPage: true });
      await notice.getByRole('button', { name: 'Reload attendance' }).click();
      await expect(notice).toHaveCount(0);
      // The other tab's day: everyone absent.
      const n = await first.locator('.at-roster__row').count();
      await expect(counter(first, 'Absent')).toHaveText(String(n));
      await expect(counter(first, 'Present')).toHaveText('0');
      await other.close();
    });

    test('Reports: the figures follow the class and date range, and the report exports as CSV', async ({ page }) => {
      const d = await openAttendance(page);
      const date = await today(page);
      // Today's marks for Class A: all present but one absent.
      await d.getByRole('combobox', { name: 'Class' }).selectOption('Class A');
      await expect(d.getByRole('heading', { name: 'Student Roster - Class A' })).toBeVisible();
      await d.getByRole('button', { name: 'Mark All Present' }).click();
      await d.locator('.at-roster__row').first().getByRole('button', { name: 'Mark Absent' }).click();
      const n = await d.locator('.at-roster__row').count();
      await d.getByRole('button', { name: 'Save Attendance' }).click();
      await expect(d.getByText('Attendance saved successfully!')).toBeVisible();

      await d.getByRole('tab', { name: 'Reports' }).click();
      await d.getByRole('combobox', { name: 'Class' }).selectOption('Class A');
      const stat = (label: string) => d.locator('.at-stat').filter({ hasText: label }).locator('.at-stat__value');
      await expect(stat('Total Students')).toHaveText(String(n));
      await expect(stat('Present Today')).toHaveText(String(n - 1));
      await expect(stat('Absent Today')).toHaveText('1');
      // The report opens on the term so far, compared with the period of the same length before it.
      await expect(d.getByText(/from (last month|the previous \d+ days)/)).toBeVisible();
      await expect(d.getByText(`on ${shownDay(date)}`).first()).toBeVisible();
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
      expect(file.suggestedFilename()).toBe(`attendance-class-a-${weekAgo}-to-${date}.csv`);
      const csv = await readFile((await file.path())!, 'utf8');
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe('"Student ID","Student","Roll No","Attendance %","Recent Records"');
      expect(lines).toHaveLength(n + 1);

      // An impossible range is refused before asking the server.
      await d.getByLabel('Start Date').fill(date);
      await d.getByLabel('End Date').fill(weekAgo);
      await expect(d.getByText('The start date must be on or before the end date.')).toBeVisible();
      expect(await cspViolations(page)).toEqual([]);
    });
  });
}
