import { expect, test } from '@playwright/test';
import { cspViolations, expectAccessible, expectNoHorizontalOverflow, signInAs, watchCsp } from './helpers.ts';

test.describe('demo portal: public pages', () => {
  test.beforeEach(async ({ page }) => watchCsp(page));

  test('home shows the hero, exam information, classes and schedule', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: 'For every student, every classroom. Real results.' })).toBeVisible();
    await expect(page.getByText('Top Rated')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Exam Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'For Students' })).toBeVisible();
    for (const button of ['Take Test', 'Download', 'View Report']) {
      await expect(page.getByRole('button', { name: button })).toBeVisible();
    }
    for (const [cls, timing, fee] of [
      ['Class 11', '6:00 AM - 8:00 AM', '₹15,000/month'],
      ['Class 12', '8:30 AM - 10:30 AM', '₹18,000/month'],
    ] as const) {
      const card = page.getByRole('article', { name: cls });
      await expect(card.getByText(timing)).toBeVisible();
      await expect(card.getByText(fee)).toBeVisible();
      await expect(card.getByRole('button', { name: 'Enroll Now' })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Teaching Schedule' })).toBeVisible();
    for (const time of ['11:00 AM-12:00 PM', '12:00 PM-1:00 PM', '1:30 PM-2:30 PM', '2:30 PM-3:30 PM']) {
      await expect(page.getByText(time)).toBeVisible();
    }
    await expect(page.getByText('45min Teaching + 15min Doubt Session')).toHaveCount(4);
    await expect(page.getByText(`© ${new Date().getFullYear()} EduPortal`)).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });

  for (const [label, path] of [
    ['Learners', '/learners'],
    ['Teachers', '/teachers'],
    ['Parents', '/parents'],
  ] as const) {
    test(`the hero's ${label} button goes to ${path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
    });
  }

  test('Enroll Now leads to the sign-up page in the demo', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('article', { name: 'Class 12' }).getByRole('button', { name: 'Enroll Now' }).click();
    await expect(page).toHaveURL('/signup');
  });

  test('parents page is the placeholder', async ({ page }) => {
    await page.goto('/parents');
    await expect(page.getByRole('heading', { name: 'Parents Page' })).toBeVisible();
    await expect(page.getByText('Coming soon...')).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('footer placeholder links tell the host page', async ({ page }) => {
    await page.goto('/');
    const detail = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('edu-link', (e) => resolve(e.detail), { once: true })),
    );
    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    expect(await detail).toEqual({ group: 'policy', name: 'Privacy Policy' });
  });

  for (const path of ['/', '/parents', '/no-such-page']) {
    test(`axe finds nothing serious at ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('contentinfo').first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  }

  for (const width of [375, 1280]) {
    test(`home at ${width} px: no sideways scroll, screenshot`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Teaching Schedule' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: info.outputPath(`home-${width}.png`), fullPage: true });
    });
  }
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the toggle shows on dashboard paths only and back navigation closes the menu', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Learners', exact: true }).click();
    await expect(page).toHaveURL('/learners');
    const toggle = page.getByRole('button', { name: 'Open menu' }).first();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await page.goBack();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('edu-sidebar-open'))).toBe('false');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });
});
