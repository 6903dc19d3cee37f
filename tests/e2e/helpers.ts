import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Locator, type Page, test } from '@playwright/test';
import type { JSHandle } from '@playwright/test';
import { deepElementAt } from '../../src/test-support/hit-test.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.ts';

/**
 * Signs the page's browser context in as a demo account, before it opens a page: the session
 * cookie set on `page.request` is the browser's cookie too.
 */
export async function signInAs(page: Page, who: DemoAccount): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in', {
    data: { email: DEMO_ACCOUNTS[who].email, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(res.status(), `sign-in as ${who}: ${await res.text()}`).toBe(200);
}

/**
 * What a page reports going wrong, from now on, as readable lines: console errors and warnings,
 * uncaught errors, requests that failed and responses of 400 and above. A clean page leaves it empty.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // A request the page cancelled itself (pdf.js dropping its whole-file read once range requests
  // serve it) is no failure: the network panel shows it as cancelled, the console says nothing.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed request: ${r.url()} (${r.failure()?.errorText})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  return problems;
}

/** Records CSP violations from the first script on, so a test can assert there were none. */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/** For the describe it is called in: each test's page watched for CSP violations, then signed in as `who`. */
export function signedInEach(who: DemoAccount): void {
  test.beforeEach(async ({ page }) => {
    await watchCsp(page);
    await signInAs(page, who);
  });
}

/** Opens /teachers and, from its menu (opened first on a narrow screen), the section `button`; waits for its `heading`. */
export async function openTeacherSection(page: Page, button: string, heading: string): Promise<void> {
  await page.goto('/teachers');
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'TEACHER TOOLS' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/** The Red Planet question's choices, Option A to D. */
export const PLANETS = ['Venus', 'Mars', 'Jupiter', 'Saturn'];

/** Fills the Option A, B, ... fields inside `scope` with `values`. */
export async function fillOptions(scope: Locator, values: string[]): Promise<void> {
  for (const [i, value] of values.entries()) await scope.getByRole('textbox', { name: `Option ${'ABCD'[i]}` }).fill(value);
}

export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** axe-core over the whole page, shadow roots included: no serious or critical findings. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are judged once entrances (a dialog fading in) have finished; spinners never do.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Nothing sticks out sideways: the page (or the document in a frame) never scrolls horizontally. */
export async function expectNoHorizontalOverflow(page: Page | Frame): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** `deepElementAt` as a handle in the page: passed to page.evaluate, it arrives there as the function. */
export const deepElementAtInPage = (page: Page | Frame): Promise<JSHandle<typeof deepElementAt>> =>
  page.evaluateHandle<typeof deepElementAt>(`(${deepElementAt})`);
