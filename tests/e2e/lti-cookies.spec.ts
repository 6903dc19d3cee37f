import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROLE, startPlatform, type SimulatedPlatform } from '../../server/test-support/lti-platform.ts';
import { chromiumLaunchOptions } from '../setup/chromium.mjs';

// An LMS on another site (localhost) than the tool (127.0.0.1), without platform storage, framing
// the tool's launch in a browser that blocks third-party cookies: the tool's partitioned state
// cookie carries the launch; a browser that keeps no cookie of the tool in the frame is offered
// the launch in a new window.
test.describe.configure({ mode: 'serial' });
// Site isolation off as in lti.spec.ts (the frame's navigations stay in one renderer).
// `--test-third-party-cookie-phaseout` makes Chromium block third-party cookies whatever the
// profile says. A page a route answers has no address of its own, so Local Network Access checks
// would take it for a public page and stop its frame's navigation to the LMS on loopback.
test.use({
  launchOptions: chromiumLaunchOptions([
    '--disable-site-isolation-trials',
    '--disable-features=IsolateOrigins,site-per-process,LocalNetworkAccessChecks',
    '--test-third-party-cookie-phaseout',
  ]),
});

let p: SimulatedPlatform;
/** An LMS that offers platform storage (`lti_storage_target`). */
let withStorage: SimulatedPlatform;
const LEARNER = 'Cleo Learner';

test.beforeAll(async ({ baseURL, request }) => {
  const course = { id: 'course-201', title: 'Chemistry 201', label: 'CHEM201' };
  p = await startPlatform({ toolOrigin: baseURL!, host: 'localhost', course });
  withStorage = await startPlatform({ toolOrigin: baseURL!, host: 'localhost', course, platformStorage: true });
  const admin = readFileSync(join(process.env.E2E_DATA_DIR!, 'admin-token'), 'utf8').trim();
  for (const lms of [p, withStorage]) {
    lms.users.set('l-1', { sub: 'l-1', name: LEARNER, roles: [ROLE.learner] });
    const added = await request.post('/admin/lti/platforms', {
      data: lms.registration,
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
});
test.afterAll(async () => Promise.all([p?.close(), withStorage?.close()]));

const tool = (page: Page) => page.frameLocator('#tool');

/** The LMS's frame has reached the tool's `path` (it moves between the two sites on the way). */
const reached = (page: Page, path: string) =>
  expect
    .poll(() => page.frames().some((f) => f !== page.mainFrame() && new URL(f.url()).pathname === path), { timeout: 20_000 })
    .toBe(true);

/**
 * The tool's login responses inside the LMS's frame reach the browser without their Set-Cookie
 * headers, as in a browser that keeps no cookie of the tool there (Safari). The real server
 * answers the frame's request; only its cookies are dropped on the way.
 */
async function dropFrameLoginCookies(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin === origin && url.pathname === '/lti/login',
    async (route) => {
      const request = route.request();
      if (!request.isNavigationRequest() || request.method() !== 'GET' || !request.frame().parentFrame()) return route.fallback();
      // Chromium adds the Sec-Fetch headers after a route sees the request: a frame's navigation says `iframe`.
      const res = await fetch(request.url(), { headers: { 'sec-fetch-dest': 'iframe' }, redirect: 'manual' });
      const headers = Object.fromEntries(
        [...res.headers].filter(([name]) => !['set-cookie', 'content-encoding', 'content-length'].includes(name)),
      );
      await route.fulfill({ status: res.status, headers, body: Buffer.from(await res.arrayBuffer()) });
    },
  );
}

test('with third-party cookies blocked and no platform storage, a learner launches inside the course page', async ({ page }) => {
  // The tool's partitioned cookie is kept in the LMS's frame: the launch goes through, past the
  // login's page that checks it (the browser's own request says it is a frame's).
  const logins: number[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/lti/login') logins.push(res.status());
  });
  await page.goto(p.coursePageUrl('l-1', 'home'));
  await reached(page, '/lti/launch');
  await expect(
    tool(page).locator('edu-learner-dashboard').getByText(`Welcome back, ${LEARNER}!`, { exact: false }),
  ).toBeVisible();
  // This frame keeps a partitioned cookie and drops an unpartitioned one: third-party cookies are blocked.
  const frame = page.frames().find((f) => f !== page.mainFrame() && new URL(f.url()).pathname === '/lti/launch')!;
  expect(
    await frame.evaluate(() => {
      document.cookie = 'edu_unpartitioned=1; Path=/; Secure; SameSite=None';
      document.cookie = 'edu_partitioned=1; Path=/; Secure; SameSite=None; Partitioned';
      return document.cookie.split('; ').filter((c) => c.startsWith('edu_'));
    }),
  ).toEqual(['edu_partitioned=1']);
  expect(logins).toEqual([200]);
});

test('a browser that keeps no cookie of the tool in the frame is offered the launch in a new window, where it goes through', async ({
  page,
  baseURL,
}, testInfo) => {
  await dropFrameLoginCookies(page, baseURL!);
  await page.goto(p.coursePageUrl('l-1', 'home'));
  const blocked = tool(page).getByRole('heading', { name: 'Your browser blocked this launch inside the course page' });
  await expect(blocked).toBeVisible();
  await expect(tool(page).getByText('Your browser keeps no cookie of this tool inside the course page')).toBeVisible();
  const open = tool(page).getByRole('link', { name: 'Open in a new window' });
  await expect(open).toHaveAttribute('target', '_blank');

  for (const width of [375, 896]) {
    await page.setViewportSize({ width, height: 700 });
    await expect(blocked).toBeVisible();
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    expect(await frame.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await page.locator('#tool').screenshot({ path: testInfo.outputPath(`blocked-${width}.png`) });
  }

  const [popup] = await Promise.all([page.waitForEvent('popup'), open.click()]);
  await expect(popup.locator('edu-learner-dashboard').getByText(`Welcome back, ${LEARNER}!`, { exact: false })).toBeVisible({
    timeout: 20_000,
  });
  expect(new URL(popup.url()).pathname).toBe('/lti/launch');
  // The course page's frame keeps its offer.
  await expect(blocked).toBeVisible();
});

test('where the LMS offers platform storage, it carries the launch of a browser that keeps no cookie of the tool in the frame', async ({
  page,
  baseURL,
}) => {
  await dropFrameLoginCookies(page, baseURL!);
  await page.goto(withStorage.coursePageUrl('l-1', 'home'));
  await reached(page, '/lti/launch');
  await expect(
    tool(page).locator('edu-learner-dashboard').getByText(`Welcome back, ${LEARNER}!`, { exact: false }),
  ).toBeVisible();
});
