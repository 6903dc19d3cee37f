import { expect, test, type Page } from '@playwright/test';
import { cspViolations, expectAccessible, expectNoHorizontalOverflow, fillOptions, PLANETS, signedInEach } from './helpers.ts';

/** Opens the teacher dashboard and picks a section in the 'TEACHER TOOLS' navigation (a drawer on mobile). */
async function openSection(page: Page, section: string): Promise<void> {
  await page.goto('/teachers');
  const dashboard = page.locator('edu-teacher-dashboard');
  await expect(dashboard.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  const nav = dashboard.getByRole('navigation', { name: 'TEACHER TOOLS' });
  const item = nav.getByRole('button', { name: section, exact: true });
  if (!(await item.isVisible())) await dashboard.getByRole('button', { name: /Open teacher tools/ }).click();
  await item.click();
  await expect(dashboard.getByRole('heading', { name: 'Test Management' })).toBeVisible();
}

for (const width of [1280, 375]) {
  test.describe(`teacher tests section at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    signedInEach('teacher');

    test('builds a test with every question type, saves it, then schedules and assigns it in Manage', async ({ page }) => {
      const title = `E2E Physics Quiz ${width}`;
      await openSection(page, 'Tests');
      const d = page.locator('edu-teacher-dashboard');
      await expect(d.getByRole('spinbutton', { name: 'Time Limit (minutes)' })).toHaveValue('60');
      await expect(d.getByRole('spinbutton', { name: 'Max Attempts' })).toHaveValue('1');
      await expect(d.getByRole('spinbutton', { name: 'Passing Score (%)' })).toHaveValue('70');

      // Saving too early gives the spec's messages.
      await d.getByRole('button', { name: 'Save Test' }).click();
      await expect(d.getByText('Please enter a test title.')).toBeVisible();
      await d.getByRole('textbox', { name: 'Test Title' }).fill(title);
      await d.getByRole('button', { name: 'Save Test' }).click();
      await expect(d.getByText('Please select a course.')).toBeVisible();
      // The Course select lists the server's catalogue subjects.
      const course = d.getByRole('combobox', { name: 'Course' });
      await expect(course.getByRole('option')).toHaveText([
        'Select course',
        'Mathematics',
        'Physics',
        'Chemistry',
        'Biology',
        'English',
        'History',
        'Computer Science',
      ]);
      await course.selectOption('Physics');
      await d.getByRole('button', { name: 'Save Test' }).click();
      await expect(d.getByText('Please add at least one question.')).toBeVisible();
      await d.getByRole('spinbutton', { name: 'Time Limit (minutes)' }).fill('45');

      const type = d.getByRole('combobox', { name: 'Question Type' });
      const text = d.getByRole('textbox', { name: 'Question Text' });
      const add = d.getByRole('button', { name: 'Add Question' });

      // Multiple choice, with the messages of an incomplete question first.
      await add.click();
      await expect(d.getByText('Please enter a question.')).toBeVisible();
      await text.fill('Which planet is known as the Red Planet?');
      await add.click();
      await expect(d.getByText('Please fill all options for multiple choice questions.')).toBeVisible();
      await fillOptions(d, PLANETS);
      await add.click();
      await expect(d.getByText('Please select the correct answer.')).toBeVisible();
      await d.getByRole('combobox', { name: 'Correct Answer' }).selectOption({ label: 'B: Mars' });
      await d.getByRole('spinbutton', { name: 'Points' }).fill('2');
      await add.click();
      await expect(d.getByRole('heading', { name: 'Questions (1)' })).toBeVisible();

      await type.selectOption({ label: 'True/False' });
      await text.fill('Water boils at 100 °C at sea level.');
      await d.getByRole('combobox', { name: 'Correct Answer' }).selectOption({ label: 'True' });
      await add.click();
      await expect(d.getByText('Correct: True')).toBeVisible();

      await type.selectOption({ label: 'Short Answer' });
      await text.fill('What is the chemical symbol for gold?');
      await d.getByRole('textbox', { name: 'Expected Answer' }).fill('Au');
      await d.getByRole('spinbutton', { name: 'Points' }).fill('3');
      await add.click();
      await expect(d.getByText('Expected: Au')).toBeVisible();

      await type.selectOption({ label: 'Essay' });
      await text.fill('Explain how vaccines work.');
      // Points the field does not take are said under it, kept as typed, and nothing is added.
      await d.getByRole('spinbutton', { name: 'Points' }).fill('-4');
      await add.click();
      await expect(d.getByText('Points must be a whole number from 1 to 1,000.')).toBeVisible();
      await expect(d.getByRole('heading', { name: 'Questions (3)' })).toBeVisible();
      await expect(d.getByRole('spinbutton', { name: 'Points' })).toBeFocused();
      await d.getByRole('spinbutton', { name: 'Points' }).fill('1');
      await add.click();
      await expect(d.getByRole('heading', { name: 'Questions (4)' })).toBeVisible();
      await expect(d.getByText('Total: 7 points')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);

      await d.getByRole('button', { name: 'Save Test' }).click();
      await expect(d.getByText('Test saved successfully!')).toBeVisible();
      await expect(d.getByRole('heading', { name: 'Questions (0)' })).toBeVisible();
      await expect(d.getByRole('textbox', { name: 'Test Title' })).toHaveValue('');
      await expect(course).toHaveValue('');
      await expect(d.getByRole('spinbutton', { name: 'Time Limit (minutes)' })).toHaveValue('60');

      // Manage: the saved test is a draft under the chosen course, with the draft actions.
      await d.getByRole('tab', { name: 'Manage' }).click();
      const card = d.getByRole('article', { name: title });
      await expect(card.getByText('Physics', { exact: true })).toBeVisible();
      await expect(card.getByText('General')).toHaveCount(0);
      await expect(card.getByText('Status: Draft')).toBeVisible();
      await expect(card.getByText('Not scheduled')).toBeVisible();
      await expect(card.getByRole('button')).toHaveText(['Schedule Test', 'Assign to Classes', 'Review Options', 'View Details']);
      await expect(d.getByRole('article', { name: 'Algebra Fundamentals Quiz' }).getByRole('button')).toHaveText([
        'Assign to Classes',
        'View Results',
        'Review Options',
        'View Details',
      ]);

      await card.getByRole('button', { name: 'View Details' }).click();
      const details = d.getByRole('dialog', { name: 'Test Details' });
      await expect(details.getByText('Which planet is known as the Red Planet?')).toBeVisible();
      await expect(details.getByText('45 min')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      await card.getByRole('button', { name: 'Schedule Test' }).click();
      const schedule = d.getByRole('dialog', { name: 'Schedule Test' });
      await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
      await expect(schedule.getByText('Please select a date and time.')).toBeVisible();
      await schedule.getByLabel('Date and time').fill('2030-06-15T09:30');
      await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
      await expect(schedule).toBeHidden();
      await expect(card.getByText('Status: Scheduled')).toBeVisible();
      await expect(card.getByRole('button')).toHaveText([
        'Assign to Classes',
        'Start Test',
        'View Results',
        'Review Options',
        'View Details',
      ]);

      await card.getByRole('button', { name: 'Assign to Classes' }).click();
      const assign = d.getByRole('dialog', { name: 'Assign to Classes' });
      // Ms. Sharma assigns to the classes she teaches: Class A and Class B, not Mr. Rao's.
      await expect(assign.getByRole('checkbox')).toHaveCount(2);
      await assign.getByRole('checkbox', { name: 'Class A' }).check();
      await assign.getByRole('checkbox', { name: 'Class B' }).check();
      await assign.getByRole('button', { name: 'Assign', exact: true }).click();
      await expect(assign).toBeHidden();
      await expect(card.getByText('Class B')).toBeVisible();
      await expectAccessible(page);

      // Persisted: after a reload it is still scheduled and assigned.
      await page.reload();
      await openSection(page, 'Tests');
      await d.getByRole('tab', { name: 'Manage' }).click();
      const again = d.getByRole('article', { name: title });
      await expect(again.getByText('Status: Scheduled')).toBeVisible();
      await expect(again.getByText('Class A')).toBeVisible();
      await expect(again.getByText('Class B')).toBeVisible();
      await expect(again.getByText('4', { exact: true })).toBeVisible();
      await expect(again.getByText('7', { exact: true })).toBeVisible();

      await again.getByRole('button', { name: 'Start Test' }).click();
      await expect(d.getByRole('dialog', { name: 'Start Test' })).toBeVisible();
      await d.getByRole('dialog', { name: 'Start Test' }).getByRole('button', { name: 'Done' }).click();
      await expect(again.getByText('Status: Scheduled')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      expect(await cspViolations(page)).toEqual([]);
    });
  });
}
