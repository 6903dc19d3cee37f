import { expect, test, type Page } from '@playwright/test';
import { cspViolations, DEMO_ACCOUNTS, expectAccessible, expectNoHorizontalOverflow, signedInEach } from './helpers.ts';

// The learner dashboard on the demo portal against the real, seeded reference server.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Learner dashboard' });

async function openLearners(page: Page): Promise<void> {
  await page.goto('/learners');
  await expect(page.getByRole('heading', { name: 'Learner Dashboard', level: 1 })).toBeVisible();
}

test.describe('learner dashboard', () => {
  signedInEach('learner');

  test('a learner opens /learners and switches every section', async ({ page }) => {
    await openLearners(page);
    await expect(
      page.getByText(`Welcome back, ${DEMO_ACCOUNTS.learner.name}! Here's your personalized learning overview.`),
    ).toBeVisible();
    // The element brings the shared header and footer: the page's own are hidden, never doubled.
    await expect(page.locator('#page-header')).toBeHidden();
    await expect(page.locator('#page-footer')).toBeHidden();
    await expect(page.getByRole('link', { name: /EduPortal/ }).first()).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} EduPortal`).filter({ visible: true })).toHaveCount(1);

    await expect(sidebar(page).getByText('MY STUFF')).toBeVisible();
    await expect(sidebar(page).getByText('MY ACCOUNT')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Advanced Mathematics' }).getByText('75% complete')).toBeVisible();
    await expectAccessible(page);

    await sidebar(page).getByRole('button', { name: 'Material' }).click();
    await expect(page.getByText('Algebra Lecture Notes.pdf')).toBeVisible();
    await expect(page.getByText(/^Size: /).first()).toBeVisible();
    await expect(page.getByText(/^Uploaded: /).first()).toBeVisible();
    await expectAccessible(page);

    // Results and progress are the learner's graded attempts, as the server reports them.
    const graded = (await (await page.request.get('/api/learners/S001/results')).json()).data as {
      testName: string;
      marks: number;
      totalMarks: number;
    }[];
    expect(graded.length).toBeGreaterThan(0);
    const marks = graded.reduce((s, r) => s + r.marks, 0);
    const possible = graded.reduce((s, r) => s + r.totalMarks, 0);
    await sidebar(page).getByRole('button', { name: 'Test' }).click();
    await expect(page.getByRole('heading', { name: 'My Tests' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
    await expect(page.getByText(`${graded[0]!.marks}/${graded[0]!.totalMarks}`).first()).toBeVisible();
    await expect(page).toHaveURL('/learners#test');

    await sidebar(page).getByRole('button', { name: 'Progress' }).click();
    await expect(page.getByRole('heading', { name: 'Overall Progress' })).toBeVisible();
    await expect(page.getByText(`${marks}/${possible}`)).toBeVisible();
    // Subject performance: one graded test in each of the seeded subjects.
    await expect(page.getByText('1 test', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('article', { name: 'Recent Test Performance' })
      .getByRole('button', { name: 'View All Test Results' })
      .click();
    await expect(page.getByRole('article', { name: 'Test Results' })).toBeFocused();

    await sidebar(page).getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText("Keep going! You're on a 5-day streak!")).toBeVisible();
    await expect(page.getByText('Weekly Streak')).toHaveCount(1);
    await expectAccessible(page);
    await expect(page).toHaveURL('/learners#profile'); // sections switch in place, named in the hash
    expect(await cspViolations(page)).toEqual([]);
  });

  test('opens a seeded PDF and an image from Material in the viewer', async ({ page }) => {
    await openLearners(page);
    await sidebar(page).getByRole('button', { name: 'Material' }).click();

    await page.getByRole('button', { name: 'View Algebra Lecture Notes.pdf' }).click();
    const pdf = page.getByRole('dialog', { name: /Algebra Lecture Notes\.pdf/ });
    await expect(pdf).toBeVisible();
    await expect(pdf.getByText(/Page 1 of \d+/)).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(pdf).toBeHidden();

    await page.getByRole('button', { name: 'View Geometry Diagram.png' }).click();
    const image = page.getByRole('dialog', { name: /Geometry Diagram\.png/ });
    await expect(image).toBeVisible();
    await expect(image.getByRole('img', { name: /Geometry Diagram\.png/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(image).toBeHidden();
    await expect(page.getByRole('button', { name: 'View Geometry Diagram.png' })).toBeFocused();
    expect(await cspViolations(page)).toEqual([]);
  });

  test('adds a course and edits the profile, and sees both after a reload', async ({ page }) => {
    await openLearners(page);
    await page.getByRole('button', { name: 'Add another course' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Course' });
    await add.getByRole('button', { name: 'Add Course' }).click();
    await expect(add.getByText('Course title is required')).toBeVisible();
    await add.getByRole('textbox', { name: /Course Title/ }).fill('Cell Biology');
    await add.getByRole('textbox', { name: /Category/ }).fill('Biology');
    await add.getByRole('textbox', { name: /Instructor/ }).fill('Dr. Ada Lee');
    await add.getByRole('button', { name: 'Add Course' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('article', { name: 'Cell Biology' })).toBeVisible();

    await sidebar(page).getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await edit.getByRole('textbox', { name: /Email/ }).fill('wrong');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Please enter a valid email address')).toBeVisible();
    await edit.getByRole('textbox', { name: /Full Name/ }).fill('Priya Nair');
    await edit.getByRole('textbox', { name: /Email/ }).fill('priya@school.edu');
    await edit.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
    await edit.getByRole('textbox', { name: 'Location' }).fill('Pune, Maharashtra');
    await edit.getByRole('textbox', { name: 'Bio' }).fill('Loves chemistry and long walks.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Priya Nair' })).toBeVisible();
    // The contact details just given are shown in the profile card.
    await expect(page.getByRole('definition').filter({ hasText: '+91 98765 43210' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Pune, Maharashtra' })).toBeVisible();

    // A reload lands on the section in the URL (Profile), with both changes kept.
    await page.reload();
    await expect(page.getByText("Welcome back, Priya Nair! Here's your personalized learning overview.")).toBeVisible();
    await expect(page.getByText('Loves chemistry and long walks.')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/learners'); // the first entry: Syllabus, the default
    await expect(page.getByRole('article', { name: 'Cell Biology' })).toBeVisible();
  });

  test('at 375 px the sidebar is a drawer opened by the header toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openLearners(page);
    await expect(sidebar(page)).toBeHidden();
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    const box = await sidebar(page).boundingBox();
    expect(Math.round(box!.width)).toBe(320);
    await expectAccessible(page);
    await sidebar(page).getByRole('button', { name: 'Test' }).click();
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();

    // Tapping the overlay (right of the drawer) closes it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    await page.mouse.click(360, 500);
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar(page).getByRole('button', { name: 'Material' }).click();
    await expect(page.getByText('Algebra Lecture Notes.pdf')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    expect(await cspViolations(page)).toEqual([]);
  });
});
