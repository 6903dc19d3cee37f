import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../setup/chromium.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { SCHOOL, startSchoolSite, type SchoolSite } from './school-site.ts';

// The school's site (localhost) embeds the learner dashboard of the portal's server (127.0.0.1,
// another site) without embed tokens: the learner signs in with the form there, and the server,
// which lists the school's origin in CORS_ORIGINS, answers with a SameSite=None; Secure cookie
// (Secure from loopback, which Chromium counts as secure). Whether the browser keeps it is
// the browser's choice: Chromium here blocks third-party cookies by default (a test's context,
// like incognito), a profile whose preferences allow them keeps it, and
// `--test-third-party-cookie-phaseout` makes Chromium block them whatever its profile says.
const LEARNER = DEMO_ACCOUNTS.learner;
const WELCOME = `Welcome back, ${LEARNER.name}! Here's your personalized learning overview.`;

let school: SchoolSite;
test.beforeAll(async ({ baseURL }) => {
  school = await startSchoolSite();
  school.pages.set(
    '/learn',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Learn</title></head><body>
<script type="module" src="${baseURL}/edu-widgets.js"></script>
<script>window.signedIn = []; document.addEventListener('edu-signed-in', (e) => window.signedIn.push(e.detail.role));</script>
<edu-learner-dashboard api-base="${baseURL}" no-shell></edu-learner-dashboard>
</body></html>`,
  );
});
test.afterAll(() => school.close());

async function signInOnTheSchoolSite(page: Page) {
  await page.goto(`${SCHOOL}/learn`);
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email Address').fill(LEARNER.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('third-party cookies allowed', () => {
  test('the learner signs in on the school site and stays signed in', async ({ baseURL }) => {
    // A profile of its own whose preferences allow third-party cookies, as a browser's default may.
    const profile = mkdtempSync(join(tmpdir(), 'edu-3pc-allowed-'));
    mkdirSync(join(profile, 'Default'));
    writeFileSync(
      join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
    );
    const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions(), baseURL });
    try {
      const page = await context.newPage();
      await signInOnTheSchoolSite(page);
      await expect(page.getByText(WELCOME)).toBeVisible();
      await expect.poll(() => page.evaluate(() => (window as unknown as { signedIn: string[] }).signedIn)).toEqual(['student']);
      const cookie = (await context.cookies(baseURL)).find((c) => c.name === 'edu_session');
      expect(cookie).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
      // The next visit and the next click still have the session.
      await page.reload();
      await expect(page.getByText(WELCOME)).toBeVisible();
      await page.getByRole('navigation').getByRole('button', { name: 'Material' }).click();
      // The viewer sends the cookie with the file's requests to the server's other origin too.
      await page.getByRole('button', { name: 'View Algebra Lecture Notes.pdf' }).click();
      await expect(page.locator('.mv-stage--pdf[data-rendered-page="1"]')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Your session has expired')).toHaveCount(0);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('third-party cookies blocked', () => {
  test('the sign-in form says the browser kept no session there and points to embed tokens, never "Welcome back"', async ({
    baseURL,
  }) => {
    // A browser of its own: the switch applies at launch.
    const browser = await chromium.launch(chromiumLaunchOptions(['--test-third-party-cookie-phaseout']));
    try {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await signInOnTheSchoolSite(page);
      await expect(page.getByText(/Your browser did not keep the sign-in on this site/)).toBeVisible();
      await expect(page.getByText(/Signed embed tokens/)).toBeVisible();
      await expect(page.getByRole('tabpanel').getByLabel('Email Address')).toBeVisible();
      await page.waitForTimeout(1500); // longer than the pause before a sign-in shows
      await expect(page.getByText(WELCOME)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { signedIn: string[] }).signedIn)).toEqual([]);
      expect(await context.cookies(baseURL)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
