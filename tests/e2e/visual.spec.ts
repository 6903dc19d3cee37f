import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './helpers.ts';
import { ROUTES, routeName, WIDTHS } from './routes.ts';

// Each route at each width looks as its committed baseline (tests/e2e/screenshots), against a
// server of its own with a fresh seed. A change of look updates them on purpose:
// `npm run test:visual:update`. Dates and clock times follow the day the tests run: masked.
const base = process.env.E2E_VISUAL_URL!;
test.use({ baseURL: base });

const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*';
/** What shows today's date or the time: the same screen on another day differs only there. */
const changesDaily = (page: Page): Locator[] => [
  page.locator('time'),
  page.locator('input[type="date"]'),
  page.getByText(
    new RegExp(`${MONTH} \\d{1,2}|\\d{1,2} ${MONTH}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{4}|\\d{1,2}:\\d{2}|© \\d{4}`),
  ),
];

for (const width of WIDTHS) {
  test.describe(`looks at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const route of ROUTES) {
      test(`${route.path}${route.as ? ` as ${route.as}` : ''}`, async ({ page }) => {
        if (route.as) await signInAs(page, route.as);
        await page.goto(route.path);
        await expect(page.locator(route.ready).getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        // A window as tall as the page, so lists that render only the rows in the window show
        // them all, as a reader scrolling down sees them.
        for (let i = 0; i < 3; i++) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          if (height === page.viewportSize()!.height) break;
          await page.setViewportSize({ width, height });
          await page.waitForTimeout(200);
        }
        await expect(page).toHaveScreenshot(`${routeName(route.path)}-${width}.png`, { mask: changesDaily(page) });
      });
    }
  });
}
