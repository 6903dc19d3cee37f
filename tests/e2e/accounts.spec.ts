import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './helpers.ts';

// People sign in, up and out through the portal's own forms, against the seeded demo accounts.

const SIGNED_OUT = 'Sign in to see your dashboard';
const GREETING = /^Welcome back, .+! Here's your personalized learning overview\.$/;

/** The header's account links (the page's own header, or the one a dashboard brings). */
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' }).filter({ visible: true });

/** The visible sign-in or sign-up form. */
const form = (page: Page) => page.getByRole('tabpanel');

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await form(page).getByLabel('Email Address').fill(email);
  await form(page).getByLabel('Password', { exact: true }).fill(password);
  await form(page).getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** What each account sees on its dashboard. */
const expectDashboard: Record<DemoAccount, (page: Page) => Promise<void>> = {
  learner: async (page) => {
    await expect(page.getByRole('heading', { name: 'Learner Dashboard', level: 1 })).toBeVisible();
    await expect(
      page.getByText(`Welcome back, ${DEMO_ACCOUNTS.learner.name}! Here's your personalized learning overview.`),
    ).toBeVisible();
  },
  teacher: async (page) => {
    await expect(page.getByRole('heading', { name: 'Teacher Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Welcome back! Manage your classes and students effectively.')).toBeVisible();
  },
  parent: async (page) => {
    await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toBeVisible();
  },
};

test.describe('accounts', () => {
  for (const who of ['learner', 'teacher', 'parent'] as const) {
    const account = DEMO_ACCOUNTS[who];

    test(`the ${who} signs in at /login, lands on ${account.dashboard}, and signs out`, async ({ page }) => {
      await page.goto('/login');
      await signInWithForm(page, account.email, DEMO_PASSWORD);
      await expect(page.getByRole('status').getByText('Login successful!')).toBeVisible();
      await expect(page).toHaveURL(account.dashboard);
      await expectDashboard[who](page);

      await expect(accountNav(page).getByText(account.name, { exact: true })).toBeVisible();
      await expect(accountNav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      await expect(accountNav(page).getByRole('link', { name: 'Sign Up' })).toHaveCount(0);

      await accountNav(page).getByRole('button', { name: 'Sign Out' }).click();
      await expect(accountNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expect(accountNav(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
      await expect(accountNav(page).getByText(account.name, { exact: true })).toHaveCount(0);
      if (who !== 'parent') await expect(page.getByRole('heading', { name: SIGNED_OUT })).toBeVisible();

      // The server forgot the session too: a fresh load of a dashboard is signed out.
      await page.goto(who === 'teacher' ? '/teachers' : '/learners');
      await expect(page.getByRole('heading', { name: SIGNED_OUT })).toBeVisible();
      await expect(accountNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    });
  }

  test('a wrong password is refused with the server reason, and nobody is signed in', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, DEMO_ACCOUNTS.teacher.email, 'NotThePassword1');
    await expect(page.getByText('Login failed. Please try again.')).toBeVisible();
    await expect(form(page).getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(accountNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('a new Teacher account waits for approval on /teachers', async ({ page }) => {
    const name = 'Meera Iyer';
    await page.goto('/signup');
    const f = form(page);
    await f.getByLabel('Full Name').fill(name);
    // An address of its own per run: the account stays in the run's database.
    await f.getByLabel('Email Address').fill(`meera.${Date.now()}@school.example`);
    await f.getByLabel('I am a').selectOption({ label: 'Teacher' });
    await f.getByLabel('Password', { exact: true }).fill('Teach2026x');
    await f.getByLabel('Confirm Password').fill('Teach2026x');
    await f.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
    await f.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('status').getByText('Account created successfully!')).toBeVisible();
    await expect(page).toHaveURL('/teachers');
    // Said on the dashboard (and possibly in a toast as well).
    await expect(
      page
        .getByText(
          "Your teacher account is waiting for approval by the school's administrator. Once approved, you can sign in and open the teacher dashboard.",
        )
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toHaveCount(0);
    await expect(accountNav(page).getByText(name, { exact: true })).toBeVisible();
  });

  test('signed out, the dashboards ask to sign in; the form in the learner dashboard opens it', async ({ page }) => {
    await page.goto('/teachers');
    await expect(page.getByRole('heading', { name: SIGNED_OUT })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toHaveCount(0);

    await page.goto('/learners');
    await expect(page.getByRole('heading', { name: SIGNED_OUT })).toBeVisible();
    await expect(page.getByText(GREETING)).toHaveCount(0);
    await expect(page.getByText('Algebra Lecture Notes.pdf')).toHaveCount(0);
    await signInWithForm(page, DEMO_ACCOUNTS.learner.email, DEMO_PASSWORD);
    await expect(page.getByRole('status').getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL('/learners');
    await expectDashboard.learner(page);
    await expect(page.getByRole('heading', { name: SIGNED_OUT })).toHaveCount(0);
    await expect(accountNav(page).getByText(DEMO_ACCOUNTS.learner.name, { exact: true })).toBeVisible();
  });
});
