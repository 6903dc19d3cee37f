import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { buildHostApps } from '../apps/build-host-apps.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
import { INHERITED_TEXT_PROPERTIES } from '../../src/test-support/page-facts.ts';
import { deepElementAtInPage } from './helpers.ts';
import { SCHOOL, startSchoolSite, type SchoolSite } from './school-site.ts';

// Host pages as school webmasters and LMS integrators build them, served from another origin
// than the portal's server: a page with Bootstrap and hostile global CSS, an LMS layout whose
// content column has a z-index and a transform, narrow columns, and React 19 and Vue 3 apps
// built from the packed package.

let school: SchoolSite;
test.beforeAll(async () => {
  school = await startSchoolSite();
  school.folders.set('/vendor/bootstrap/', fileURLToPath(new URL('../../node_modules/bootstrap/dist/css/', import.meta.url)));
});
test.afterAll(() => school.close());

/** A school page loading the bundle with one script tag, signed in as `as` by an embed token. */
function hostPage(baseURL: string, body: string, { head = '', as }: { head?: string; as?: DemoAccount } = {}): string {
  const token = as ? `, getToken: async () => (await fetch('/embed-token?as=${as}')).text()` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>School</title>${head}
<script type="module">
  import { configure } from '${baseURL}/edu-widgets.js';
  configure({ apiBase: '${baseURL}'${token} });
</script></head><body>${body}</body></html>`;
}

const HOSTILE_CSS = `<link rel="stylesheet" href="/vendor/bootstrap/bootstrap.min.css"><style>
  * { color: red !important; font-size: 20px !important; font-family: 'Courier New', monospace !important; line-height: 3 !important;
      letter-spacing: 3px !important; word-spacing: 6px !important; text-transform: uppercase !important; text-align: right !important;
      direction: rtl !important; font-weight: 900 !important; font-style: italic !important; text-indent: 20px !important; }
</style>`;

/** The element at a point, looking into shadow roots, described by its accessible name or text. */
const topmostAt = async (page: Page, x: number, y: number): Promise<string> =>
  page.evaluate(
    ([deepAt, px, py]) => {
      const el = deepAt([px, py]);
      const target = el?.closest('button, a, [role=status], [role=alert], li, p') ?? el;
      return target?.getAttribute('aria-label') ?? target?.textContent?.trim() ?? '';
    },
    [await deepElementAtInPage(page), x, y] as const,
  );

/**
 * What would show in the page's console or network panel as a failure: failed requests, answers
 * of 400 or more (a preload hint to a missing chunk among them), console errors and uncaught
 * exceptions, each as one line.
 */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  // A request the page cancels itself (the viewer stops a PDF download once it has the parts it
  // needs) is net::ERR_ABORTED, not a failure.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') failures.push(`failed: ${r.url()} (${r.failure()?.errorText})`);
  });
  page.on('response', (r) => void (r.status() >= 400 && failures.push(`${r.status()}: ${r.url()}`)));
  page.on('console', (m) => void (m.type() === 'error' && failures.push(`console: ${m.text()}`)));
  page.on('pageerror', (e) => failures.push(`uncaught: ${e.message}`));
  return failures;
}

const center = async (page: Page, locator: ReturnType<Page['locator']>): Promise<[number, number]> => {
  const box = (await locator.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
};

const ELEMENTS: { tag: string; attrs?: string; as?: DemoAccount; ready: (page: Page) => Promise<void> }[] = [
  {
    tag: 'edu-learner-dashboard',
    as: 'learner',
    ready: (page) => expect(page.getByText(`Welcome back, ${DEMO_ACCOUNTS.learner.name}!`, { exact: false })).toBeVisible(),
  },
  {
    tag: 'edu-teacher-dashboard',
    as: 'teacher',
    ready: (page) => expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible(),
  },
  {
    tag: 'edu-auth',
    attrs: ' mode="login"',
    ready: (page) => expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible(),
  },
  { tag: 'edu-parents', as: 'parent', ready: (page) => expect(page.getByRole('tab').first()).toBeVisible() },
];

test.describe('host pages', () => {
  for (const { tag, attrs = '', as, ready } of ELEMENTS) {
    test(`<${tag}> under Bootstrap and hostile global CSS computes the same text styles as on a plain page`, async ({
      page,
      baseURL,
    }) => {
      school.pages.set('/plain', hostPage(baseURL!, `<${tag}${attrs}></${tag}>`, { as }));
      school.pages.set(
        '/hostile',
        hostPage(baseURL!, `<div class="container-fluid"><${tag}${attrs}></${tag}></div>`, { as, head: HOSTILE_CSS }),
      );
      const textStyles = async (path: string) => {
        await page.goto(`${SCHOOL}${path}`);
        await ready(page);
        await page.waitForLoadState('networkidle');
        return page.locator(tag).evaluate((host, props) => {
          const withText = [...host.shadowRoot!.querySelectorAll('*')].filter((el) =>
            [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()),
          );
          return withText.map((el) => {
            const style = getComputedStyle(el);
            return `${el.tagName.toLowerCase()}.${el.className} ${el.textContent!.trim().slice(0, 24)} | ${props.map((p) => style.getPropertyValue(p)).join(' ; ')}`;
          });
        }, INHERITED_TEXT_PROPERTIES);
      };
      const plain = await textStyles('/plain');
      const hostile = await textStyles('/hostile');
      expect(plain.length).toBeGreaterThan(10);
      expect(hostile).toEqual(plain);
      // The hostile rules did reach the page and the host element itself.
      expect(await page.locator(tag).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)');
    });
  }

  test('in an LMS layout (fixed header above, a z-index and transformed content column) the viewer and toasts are on top and the page behind is inert', async ({
    page,
    baseURL,
  }) => {
    school.pages.set(
      '/lms',
      hostPage(
        baseURL!,
        `<header class="lms-top"><button id="lms-menu" type="button">LMS menu</button><span>Year 9 Maths</span></header>
<div class="lms-main"><nav class="lms-nav"><a href="#grades">Grades</a></nav>
<div class="lms-content"><edu-learner-dashboard no-shell></edu-learner-dashboard></div></div>`,
        {
          as: 'learner',
          head: `<style>
  body { margin: 0; font-family: sans-serif; }
  .lms-top { position: fixed; inset: 0 0 auto 0; height: 64px; z-index: 9999; display: flex; gap: 16px; align-items: center; padding: 0 16px; background: #1f2937; color: #fff; }
  .lms-main { display: flex; padding-top: 64px; }
  .lms-nav { flex: none; width: 200px; }
  .lms-content { position: relative; z-index: 1; transform: translateZ(0); overflow: auto; height: calc(100vh - 64px); flex: 1; min-width: 0; }
</style>`,
        },
      ),
    );
    await page.goto(`${SCHOOL}/lms`);
    await expect(page.getByText(`Welcome back, ${DEMO_ACCOUNTS.learner.name}!`, { exact: false })).toBeVisible();
    await page.getByRole('navigation', { name: 'Learner dashboard' }).getByRole('button', { name: 'Material' }).click();
    await page.getByRole('button', { name: 'View Algebra Lecture Notes.pdf' }).click();
    const close = page.getByRole('button', { name: 'Close viewer' });
    await expect(close).toBeVisible();
    await expect(page.getByText('Page 1 of 5')).toBeVisible({ timeout: 20_000 });
    // The viewer covers the whole window, the LMS header included: its Close button is topmost.
    const [cx, cy] = await center(page, close);
    expect(cy).toBeLessThan(64); // where the LMS header is
    expect(await topmostAt(page, cx, cy)).toBe('Close viewer');
    const [mx, my] = await center(page, page.locator('#lms-menu'));
    expect(await topmostAt(page, mx, my)).not.toBe('LMS menu');
    // The page behind is inert: it cannot take focus, and Tab never reaches it nor its body
    // (past the viewer's last control it goes round to the first).
    expect(await page.locator('#lms-menu').evaluate((b: HTMLElement) => (b.focus(), document.activeElement === b))).toBe(false);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.lms-top, .lms-nav') ?? null)).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    }
    await close.click();
    await expect(close).toBeHidden();

    // A toast from the dashboard shows on screen above the LMS header, not inside the column.
    await page.getByRole('navigation', { name: 'Learner dashboard' }).getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit Profile' }).getByRole('button', { name: 'Save Changes' }).click();
    const toast = page.getByText('Profile updated.');
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(await topmostAt(page, box.x + box.width / 2, box.y + box.height / 2)).toContain('Profile updated.');
  });

  for (const width of [320, 400]) {
    for (const { tag, attrs = '', as, ready } of ELEMENTS) {
      test(`<${tag}> in a ${width} px column of a wide page fits its column`, async ({ page, baseURL }, info) => {
        school.pages.set(
          '/column',
          hostPage(
            baseURL!,
            `<div style="display:flex;gap:24px"><main style="flex:1">School news</main><aside id="column" style="flex:none;width:${width}px"><${tag}${attrs}></${tag}></aside></div>`,
            {
              as,
              head: '<style>body { margin: 0; }</style>',
            },
          ),
        );
        await page.goto(`${SCHOOL}/column`);
        await ready(page);
        await page.waitForLoadState('networkidle');
        // Laid out for its own width: as on a phone, whatever the window.
        const sizes = await page.locator(tag).evaluate((el) => ({ width: el.clientWidth, scroll: el.scrollWidth }));
        expect(sizes.width).toBe(width);
        expect(sizes.scroll).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
        await page.locator('#column').screenshot({ path: info.outputPath(`${tag}-${width}.png`) });
        // Its sections stay reachable: the dashboards' own menu opens the navigation.
        if (tag === 'edu-learner-dashboard') {
          await page.getByRole('button', { name: 'Sections' }).click();
          await expect(
            page.getByRole('navigation', { name: 'Learner dashboard' }).getByRole('button', { name: 'Material' }),
          ).toBeVisible();
        }
        if (tag === 'edu-teacher-dashboard') {
          await page.getByRole('button', { name: /Open teacher tools/ }).click();
          await expect(
            page.getByRole('navigation', { name: 'TEACHER TOOLS' }).getByRole('button', { name: 'Students' }),
          ).toBeVisible();
        }
      });
    }
  }
});

test.describe('apps built from the packed package', () => {
  test.beforeAll(() => {
    test.setTimeout(240_000);
    const built = buildHostApps(); // type-checks each app with tsc / vue-tsc first
    school.folders.set('/apps/react/', built.react);
    school.folders.set('/apps/vue/', built.vue);
    school.folders.set('/files/', fileURLToPath(new URL('../../src/viewer/test-fixtures/', import.meta.url)));
  });

  for (const [app, language, quickLinks] of [
    ['react', 'Español', 'Enlaces rápidos'],
    ['vue', 'العربية', 'روابط سريعة'],
  ] as const) {
    test(`a ${app === 'react' ? 'React 19' : 'Vue 3'} app passes properties, receives events and sets the language${app === 'react' ? ', and opens a PDF' : ''}, without a failed request or a console error`, async ({
      page,
    }) => {
      const failures = watchFailures(page);
      await page.goto(`${SCHOOL}/apps/${app}/`);
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await page.getByRole('textbox', { name: /Email/ }).fill('ana@school.example');
      await page.locator('#login-password').fill('Secret-2026');
      await page.locator('edu-auth').getByRole('button', { name: 'Sign In' }).last().click();
      // The app's own submitHandler (a DOM property) signed in; its edu-sign-in listener heard it.
      await expect(page.getByText('Signed in as ana@school.example')).toBeVisible();
      await page.getByRole('button', { name: 'Privacy Policy' }).click();
      await expect(page.getByText('Last footer link: policy: Privacy Policy')).toBeVisible();
      await page.getByRole('button', { name: language }).click();
      await expect(page.getByRole('heading', { name: quickLinks })).toBeVisible();
      if (app === 'react') {
        // pdf.js's worker, fonts and icons are the app's own copies, made by its bundler.
        await page.getByRole('button', { name: 'Read the handout' }).click();
        await expect(page.getByText('Page 1 of 3')).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('edu-material-viewer').getByText('Fixture heading 1')).toBeVisible();
        // The sticky note's icon, one view of the package's annotation-icon sprite, is drawn.
        await expect
          .poll(() =>
            page.locator('edu-material-viewer').evaluate((el) => {
              const img = el.shadowRoot?.querySelector<HTMLImageElement>('.textAnnotation img');
              return img?.complete ? img.naturalWidth : 0;
            }),
          )
          .toBeGreaterThan(0);
        await page.getByRole('button', { name: 'Close viewer' }).click();
      }
      await page.waitForLoadState('networkidle');
      expect(failures).toEqual([]);
    });
  }
});
