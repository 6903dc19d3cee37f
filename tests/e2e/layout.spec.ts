import { expect, test, type Page } from '@playwright/test';
import { deepElementAtInPage, expectAccessible, signInAs } from './helpers.ts';
import { ROUTES, WIDTHS } from './routes.ts';

// Every route at every width a reader may have: nothing sticks out sideways, every button on
// screen is what a pointer reaches at its centre (no toast, header or sibling covers it), and
// axe finds nothing serious or critical (at one width of each layout: phone, tablet, desktop).
const AXE_WIDTHS: readonly number[] = [375, 768, 1280];

/** Buttons wholly inside the window that a pointer at their centre does not reach, by name. */
async function coveredButtons(page: Page): Promise<string[]> {
  return page.evaluate(
    (deepAt) => {
      const all: HTMLElement[] = [];
      const walk = (root: Document | ShadowRoot): void => {
        for (const el of root.querySelectorAll<HTMLElement>('*')) {
          if (el.matches('button, [role="button"], a[href]')) all.push(el);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(document);
      const inside = (outer: Element, inner: Element | null): boolean => {
        for (let n: Node | null = inner; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null))
          if (n === outer) return true;
        return false;
      };
      return all
        .filter((b) => {
          const r = b.getBoundingClientRect();
          return (
            r.width > 4 &&
            r.height > 4 &&
            r.top >= 0 &&
            r.left >= 0 &&
            r.bottom <= innerHeight &&
            r.right <= innerWidth &&
            getComputedStyle(b).visibility !== 'hidden'
          );
        })
        .filter((b) => {
          const r = b.getBoundingClientRect();
          return !inside(b, deepAt([r.left + r.width / 2, r.top + r.height / 2]));
        })
        .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim().slice(0, 40) || b.tagName);
    },
    await deepElementAtInPage(page),
  );
}

for (const width of WIDTHS) {
  test.describe(`layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const route of ROUTES) {
      test(`${route.path}${route.as ? ` as ${route.as}` : ''}: no sideways overflow, no covered button${AXE_WIDTHS.includes(width) ? ', accessible' : ''}`, async ({
        page,
      }) => {
        if (route.as) await signInAs(page, route.as);
        await page.goto(route.path);
        await expect(page.locator(route.ready).getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        expect(await coveredButtons(page)).toEqual([]);
        if (AXE_WIDTHS.includes(width)) await expectAccessible(page);
      });
    }
  });
}
