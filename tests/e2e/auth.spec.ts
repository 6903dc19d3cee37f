import { expect, test, type Page } from '@playwright/test';
import {
  cspViolations,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoHorizontalOverflow,
  watchCsp,
} from './helpers.ts';
import { EMPTY_SIGN_UP_ERRORS } from '../../src/test-support/page-facts.ts';

/** Collects the details of an edu-* event dispatched on the page. */
async function recordEvents(page: Page, type: string): Promise<() => Promise<unknown[]>> {
  await page.evaluate((t) => {
    const w = window as unknown as Record<string, unknown[]>;
    w[`__${t}`] = [];
    document.addEventListener(t, (e) => w[`__${t}`]!.push((e as CustomEvent).detail));
  }, type);
  return () => page.evaluate((t) => (window as unknown as Record<string, unknown[]>)[`__${t}`]!, type);
}

/** Holds the page's requests to `path` until the returned function is called, so a busy state stays on screen. */
async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The visible form (the other tab's form is hidden). */
const form = (page: Page) => page.getByRole('tabpanel');

for (const [device, width, height] of [
  ['desktop', 1280, 900],
  ['mobile', 375, 812],
] as const) {
  test.describe(`auth screen at ${width} px (${device})`, () => {
    test.use({ viewport: { width, height } });
    test.beforeEach(async ({ page }) => watchCsp(page));

    test('a person signs in: wrong input shows the validation errors, good input signs in and opens the dashboard', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await expect(page.getByText('Sign in to continue your learning journey')).toBeVisible();
      const panel = page.getByRole('region', { name: 'Empower Your Learning Journey' });
      await expect(panel.getByRole('heading', { name: 'Empower Your Learning Journey' })).toBeVisible();
      await expect(panel).toHaveCSS('opacity', '1'); // faded in
      for (const f of ['Interactive Learning Tools', 'Expert Instructors', 'Fast & Secure Platform']) {
        await expect(panel.getByRole('listitem').getByText(f, { exact: true })).toBeVisible();
      }
      const events = await recordEvents(page, 'edu-sign-in');

      const email = form(page).getByLabel('Email Address');
      const password = form(page).getByLabel('Password', { exact: true });
      const submit = form(page).getByRole('button', { name: 'Sign In', exact: true });
      await submit.click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expect(page.getByText('Password is required')).toBeVisible();
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');

      await email.fill('a b@c');
      await expect(page.getByText('Invalid email format')).toBeVisible();
      await email.fill(DEMO_ACCOUNTS.learner.email);
      await expect(page.getByText('Invalid email format')).toBeHidden();
      await password.fill('12345');
      await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
      await password.fill('123456');
      await expect(page.getByText('Password must be at least 6 characters')).toBeHidden();
      await password.fill(DEMO_PASSWORD);
      await form(page).getByRole('checkbox', { name: 'Remember me' }).check();

      const release = await holdRequests(page, '/api/auth/sign-in');
      await password.press('Enter');
      const busy = form(page).getByRole('button', { name: 'Signing in...' });
      await expect(busy).toBeDisabled();
      release();
      await expect(page.getByRole('status').getByText('Login successful!')).toBeVisible({ timeout: 5000 });
      await expect.poll(events).toEqual([{ email: DEMO_ACCOUNTS.learner.email, rememberMe: true }]);
      // A student lands on the learner dashboard.
      await expect(page).toHaveURL('/learners');
      await expect(
        page.getByText(`Welcome back, ${DEMO_ACCOUNTS.learner.name}! Here's your personalized learning overview.`),
      ).toBeVisible();
      await expectNoHorizontalOverflow(page);
      expect(await cspViolations(page)).toEqual([]);
    });

    test('a person signs up: wrong input shows the validation errors, good input creates the account', async ({ page }) => {
      await page.goto('/signup');
      await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: 'Join Our Learning Community' })).toBeVisible();
      await expect(page.getByText('Create your account to start learning today')).toBeVisible();
      const events = await recordEvents(page, 'edu-sign-up');
      const f = form(page);

      const submit = f.getByRole('button', { name: 'Create Account' });
      await submit.click();
      for (const text of Object.values(EMPTY_SIGN_UP_ERRORS)) await expect(page.getByText(text)).toBeVisible();
      await expect(f.getByLabel('Full Name')).toBeFocused();

      await f.getByLabel('Full Name').fill('A');
      await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible();
      await f.getByLabel('Full Name').fill('Ana Lima');
      await f.getByLabel('Email Address').fill('@b');
      await expect(page.getByText('Invalid email format')).toBeVisible();
      // An address of its own per run and viewport: the account stays in the run's database.
      const email = `ana.${device}.${Date.now()}@school.org`;
      await f.getByLabel('Email Address').fill(email);
      await f.getByLabel('I am a').selectOption({ label: 'Parent' });
      const password = f.getByLabel('Password', { exact: true });
      await password.fill('Abcdef1');
      await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
      await password.fill('abcdefg1');
      await expect(
        page.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number'),
      ).toBeVisible();
      await password.fill('Abcdefg9x');
      await f.getByLabel('Confirm Password').fill('Abcdefg8x');
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await f.getByLabel('Confirm Password').fill('Abcdefg9x');
      await expect(page.getByText('Passwords do not match')).toBeHidden();
      await f.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
      await expect(page.getByText('You must accept the terms and conditions')).toBeHidden();

      const release = await holdRequests(page, '/api/auth/sign-up');
      await submit.click();
      await expect(f.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
      release();
      await expect(page.getByRole('status').getByText('Account created successfully!')).toBeVisible({ timeout: 5000 });
      await expect.poll(events).toEqual([{ fullName: 'Ana Lima', email, role: 'parent', terms: true }]);
      // A new parent is signed in and lands on the parents' page.
      await expect(page).toHaveURL('/parents');
      await expectNoHorizontalOverflow(page);
      expect(await cspViolations(page)).toEqual([]);
    });

    for (const path of ['/login', '/signup']) {
      test(`axe finds nothing serious at ${path}, errors shown too`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('edu-auth .panel--shown')).toBeVisible();
        await expectAccessible(page);
        await form(page)
          .getByRole('button', { name: path === '/login' ? 'Sign In' : 'Create Account', exact: true })
          .click();
        await expect(page.getByText('Email is required')).toBeVisible();
        await expectAccessible(page);
        await expectNoHorizontalOverflow(page);
      });
    }
  });
}

test.describe('auth screen: tabs, links and social buttons', () => {
  test('the tabs switch forms in place; the header links change the route and the tab follows', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Join Our Learning Community' })).toBeVisible();
    await expect(page).toHaveURL('/login');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { name: 'Join Our Learning Community' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test('placeholder links and social buttons tell the host page', async ({ page }) => {
    await page.goto('/login');
    const links = await recordEvents(page, 'edu-auth-link');
    const social = await recordEvents(page, 'edu-social-sign-in');
    await expect(page.getByText('Or continue with')).toBeVisible();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByText('Or sign up with')).toBeVisible();
    await form(page).getByRole('button', { name: 'Terms of Service' }).click();
    await form(page).getByRole('button', { name: 'Privacy Policy' }).click();
    await page.getByRole('button', { name: 'Sign up with Facebook' }).click();
    await expect(form(page).getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    await expect(page).toHaveURL('/login');
    expect(await links()).toEqual([{ link: 'forgot-password' }, { link: 'terms-of-service' }, { link: 'privacy-policy' }]);
    expect(await social()).toEqual([
      { provider: 'google', mode: 'login' },
      { provider: 'facebook', mode: 'login' },
      { provider: 'facebook', mode: 'signup' },
    ]);
  });
});
