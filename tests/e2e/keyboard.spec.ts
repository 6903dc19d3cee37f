import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signInAs } from './helpers.ts';
import { activate, expectFocusOn, tabTo, typeInto } from './keyboard.ts';

// Every flow with the keyboard alone: Tab moves (each stop shows its focus ring, none is the
// page body), Enter and Space act, Escape closes and hands focus back.

/** Signs in as the teacher and opens /teachers, then by keyboard the section `button` of its menu; waits for `heading`. */
async function teacherSectionByKeyboard(page: Page, button: string, heading: string): Promise<{ d: Locator; nav: Locator }> {
  await signInAs(page, 'teacher');
  await page.goto('/teachers');
  const d = page.locator('edu-teacher-dashboard');
  const nav = d.getByRole('navigation', { name: 'TEACHER TOOLS' });
  await activate(page, nav.getByRole('button', { name: button, exact: true }));
  await expect(d.getByRole('heading', { name: heading })).toBeVisible();
  return { d, nav };
}

test.describe('keyboard only', () => {
  test('a visitor reaches sign-in from the home page and signs in as a learner', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('edu-header');
    await activate(
      page,
      header
        .getByRole('link', { name: 'Sign In' })
        .or(header.getByRole('button', { name: 'Sign In' }))
        .first(),
    );
    await expect(page).toHaveURL(/\/login$/);
    const auth = page.locator('edu-auth');
    await typeInto(page, auth.getByRole('textbox', { name: /Email/ }), DEMO_ACCOUNTS.learner.email);
    await typeInto(page, auth.getByLabel('Password', { exact: true }).filter({ visible: true }), DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/learners$/, { timeout: 15_000 });
  });

  test('sign-up: the errors of an empty form, each reached and fixed from the keyboard', async ({ page }) => {
    await page.goto('/signup');
    const auth = page.locator('edu-auth');
    await activate(page, auth.getByRole('button', { name: 'Create Account' }));
    // Focus goes to the first field in error, with its message.
    const name = auth.getByRole('textbox', { name: /Full Name/ });
    await expectFocusOn(page, name);
    await expect(auth.getByText(/name is required/i).first()).toBeVisible();
    await page.keyboard.type('Keyboard Person');
    await expect(auth.getByText(/name is required/i)).toHaveCount(0);
  });

  test('a learner opens a material in the viewer, closes it with Escape, adds a course and edits the profile', async ({
    page,
  }) => {
    await signInAs(page, 'learner');
    await page.goto('/learners');
    const nav = page.getByRole('navigation', { name: 'Learner dashboard' });
    await activate(page, nav.getByRole('button', { name: 'Material' }));
    const view = page.getByRole('button', { name: 'View Cell Biology Reading.pdf' });
    await activate(page, view);
    const viewer = page.getByRole('dialog', { name: 'Cell Biology Reading.pdf' });
    await expect(viewer).toBeVisible();
    // The toolbar comes first: focus starts in it and Tab walks its controls.
    await activate(page, viewer.getByRole('button', { name: 'Zoom in' }));
    await expect(viewer.getByRole('combobox', { name: 'Zoom level' }).locator('option:checked')).toHaveText('125%');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expectFocusOn(page, view);

    // The navigation comes before the list: back with Shift+Tab.
    await tabTo(page, nav.getByRole('button', { name: 'Syllabus' }), { back: true });
    await page.keyboard.press('Enter');
    await activate(page, page.getByRole('button', { name: 'Add another course' }));
    const add = page.getByRole('dialog', { name: 'Add New Course' });
    await expect(add).toBeVisible();
    await typeInto(page, add.getByRole('textbox', { name: /Course Title/ }), 'Keyboard Geometry');
    await typeInto(page, add.getByRole('textbox', { name: /Category/ }), 'Mathematics');
    await typeInto(page, add.getByRole('textbox', { name: /Instructor/ }), 'Dr. Tab');
    await page.keyboard.press('Enter');
    await expect(add).toBeHidden();
    await expect(page.getByRole('article', { name: 'Keyboard Geometry' })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

    await tabTo(page, nav.getByRole('button', { name: 'Profile' }), { back: true });
    await page.keyboard.press('Enter');
    const editButton = page.getByRole('button', { name: 'Edit', exact: true });
    await activate(page, editButton);
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await typeInto(page, edit.getByRole('textbox', { name: 'Location' }), 'Keyboard City');
    await activate(page, edit.getByRole('button', { name: 'Save Changes' }));
    await expect(edit).toBeHidden();
    await expect(page.getByRole('definition').filter({ hasText: 'Keyboard City' })).toBeVisible();
    await expectFocusOn(page, editButton);
  });

  test('a teacher marks and saves attendance, then opens a student profile and closes it', async ({ page }) => {
    const { d, nav } = await teacherSectionByKeyboard(page, 'Attendance', 'Attendance Management');
    const date = d.getByLabel('Date');
    await tabTo(page, date);
    await page.keyboard.type('05032021', { delay: 80 });
    await expect(date).toHaveValue('2021-05-03');
    await tabTo(page, d.getByRole('combobox', { name: 'Class' }));
    await page.keyboard.press('End'); // the last of Ms. Sharma's classes, Class B
    await expect(d.getByRole('heading', { name: 'Student Roster - Class B' })).toBeVisible();
    await activate(page, d.getByRole('button', { name: 'Mark All Present' }));
    const first = d.locator('.at-roster__row').first();
    await activate(page, first.getByRole('button', { name: 'Mark Absent' }), 'Space');
    await expect(first.getByRole('button', { name: 'Mark Absent' })).toHaveAttribute('aria-pressed', 'true');
    await activate(page, d.getByRole('button', { name: 'Save Attendance' }));
    await expect(d.getByText('Attendance saved successfully!')).toBeVisible();

    await tabTo(page, nav.getByRole('button', { name: 'Students', exact: true }), { back: true });
    await page.keyboard.press('Enter');
    const profile = d.getByRole('button', { name: /^View Profile/ }).first();
    await activate(page, profile);
    const dialog = d.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocusOn(page, profile);
  });

  test('a teacher builds a test, saves it and finds it in Manage', async ({ page }) => {
    const { d } = await teacherSectionByKeyboard(page, 'Tests', 'Test Management');
    await typeInto(page, d.getByRole('textbox', { name: 'Test Title' }), 'Keyboard Quiz');
    const course = d.getByRole('combobox', { name: 'Course' });
    await tabTo(page, course);
    await page.keyboard.press('ArrowDown'); // the first subject
    await expect(course).toHaveValue('Mathematics');
    await typeInto(page, d.getByRole('textbox', { name: 'Question Text' }), 'What is 6 x 7?');
    for (const [letter, value] of [
      ['A', '42'],
      ['B', '36'],
      ['C', '48'],
      ['D', '13'],
    ] as const) {
      await typeInto(page, d.getByRole('textbox', { name: `Option ${letter}` }), value);
    }
    await tabTo(page, d.getByRole('combobox', { name: 'Correct Answer' }));
    await page.keyboard.press('ArrowDown'); // A: 42
    await activate(page, d.getByRole('button', { name: 'Add Question' }));
    await expect(d.getByRole('heading', { name: 'Questions (1)' })).toBeVisible();
    await activate(page, d.getByRole('button', { name: 'Save Test' }));
    await expect(d.getByText('Test saved successfully!')).toBeVisible();
    // The tabs are one Tab stop (the chosen one); arrows move between them.
    await tabTo(page, d.getByRole('tab', { name: 'Create' }), { back: true });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(d.getByRole('tab', { name: 'Manage' })).toHaveAttribute('aria-selected', 'true');
    const card = d.getByRole('article', { name: 'Keyboard Quiz' });
    await expect(card.getByText('Mathematics', { exact: true })).toBeVisible();
    await activate(page, card.getByRole('button', { name: 'View Details' }));
    const details = d.getByRole('dialog');
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    await expectFocusOn(page, card.getByRole('button', { name: 'View Details' }));
  });

  test('a parent moves between the page sections without losing focus', async ({ page }) => {
    await signInAs(page, 'parent');
    await page.goto('/parents');
    const parents = page.locator('edu-parents');
    await expect(parents.getByRole('heading', { name: 'Recent materials' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Every control of the page is reached in order, each with its ring, and none is skipped.
    const controls = parents.getByRole('button').or(parents.getByRole('link')).or(parents.getByRole('tab'));
    await expect(controls.first()).toBeVisible();
    await tabTo(page, controls.last());
  });
});
