import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_PROFILE } from '../../src/features/learner/shared/sample-data.ts';
import { expectAccessible, expectNoHorizontalOverflow, signInAs, type DemoAccount } from './helpers.ts';

// The demo portal in each of its languages (the language switch sets <html lang>, which every
// element follows): every screen translated, right to left in Arabic, accessible, and fitting
// at 375 and 1280 px. Screenshots land in the test output to be looked at.

const PAGES: { path: string; as?: DemoAccount; ready: string }[] = [
  { path: '/', ready: 'edu-home' },
  { path: '/login', ready: 'edu-auth' },
  { path: '/learners', as: 'learner', ready: 'edu-learner-dashboard' },
  { path: '/teachers', as: 'teacher', ready: 'edu-teacher-dashboard' },
  { path: '/parents', as: 'parent', ready: 'edu-parents' },
];

/**
 * What an Arabic page may show in Latin letters: the product's and social networks' names, file
 * kinds, emails, and the footer's contact details (the school's own, set by attribute).
 */
const LATIN_NAMES =
  /EduPortal|Facebook|Instagram|LinkedIn|YouTube|Google|\b(PDF|CSV|PNG|JPE?G|GIF|MP4|DOCX?|PPTX?)\b|\S+@\S+|123 Learning Lane, Springfield, ST 12345/g;

/**
 * Every text a reader sees or hears (text, aria-label, title, placeholder, alt) inside the
 * elements' shadow roots, with what the API said on the way: a Latin word that is in neither
 * is English the translation missed.
 */
async function untranslated(page: Page, data: string[]): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const out: string[] = [];
    const visit = (root: ParentNode) => {
      for (const el of root.querySelectorAll('*')) {
        const visible = el.getClientRects().length > 0;
        for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
          const v = el.getAttribute(attr);
          if (v && visible) out.push(v);
        }
        if (visible)
          for (const n of el.childNodes)
            if (n.nodeType === Node.TEXT_NODE && n.textContent!.trim()) out.push(n.textContent!.trim());
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    for (const host of document.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot);
    return out;
  });
  // Longest first, so "Advanced Mathematics" goes before "Mathematics" would split it.
  const values = [...new Set(data)].filter((v) => /[A-Za-z]{3,}/.test(v)).sort((a, b) => b.length - a.length);
  const withoutData = (t: string) => values.reduce((rest, v) => rest.replaceAll(v, ' '), t).replace(LATIN_NAMES, ' ');
  return [...new Set(shown)].filter((t) => /[A-Za-z]{3,}/.test(withoutData(t)));
}

/**
 * Every string in a JSON value (the API's answers): data, shown as it came in any language. A
 * person's name counts word by word too (a greeting uses the first name).
 */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => [
      ...strings(v),
      ...(/name$/i.test(key) && typeof v === 'string' ? v.split(/\s+/) : []),
    ]);
  }
  return [];
}

for (const [lang, dir] of [
  ['es', 'ltr'],
  ['ar', 'rtl'],
] as const) {
  for (const width of [375, 1280]) {
    test(`the portal in ${lang} at ${width} px: translated, ${dir}, fits, screenshots`, async ({ page }, info) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      // The learner's profile is the dashboard's own sample data, shown as data (its courses are the API's catalogue).
      const data: string[] = strings(SAMPLE_PROFILE);
      page.on('response', (r) => {
        if (r.url().includes('/api/') && r.headers()['content-type']?.includes('json'))
          void r.json().then(
            (j) => data.push(...strings(j)),
            () => undefined,
          );
      });
      for (const { path, as, ready } of PAGES) {
        if (as) {
          await page.context().clearCookies();
          await signInAs(page, as);
        }
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.locator(ready).locator('.edu-root').first()).toHaveAttribute('dir', dir);
        await page.waitForLoadState('networkidle');
        await expect(page.locator(ready).locator('h1, h2').first()).toBeVisible();
        await page.screenshot({
          path: info.outputPath(`${lang}-${width}${path === '/' ? '-home' : path.replace('/', '-')}.png`),
          fullPage: true,
        });
        await expectNoHorizontalOverflow(page);
        if (lang === 'ar') expect(await untranslated(page, data), `English left on ${path}`).toEqual([]);
      }
    });
  }
}

test('Arabic is laid out right to left: the dashboard sidebar sits on the right', async ({ page }) => {
  await signInAs(page, 'learner');
  await page.goto('/learners?lang=ar');
  const sidebar = page.locator('edu-learner-dashboard').locator('[part=sidebar]');
  await expect(sidebar).toBeVisible();
  const box = (await sidebar.boundingBox())!;
  expect(box.x).toBeGreaterThan(page.viewportSize()!.width / 2);
  await page.goto('/learners?lang=en');
  expect((await sidebar.boundingBox())!.x).toBeLessThan(page.viewportSize()!.width / 2);
});

for (const lang of ['en', 'es', 'ar']) {
  test(`axe finds nothing serious in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const { path, as, ready } of PAGES) {
      if (as) {
        await page.context().clearCookies();
        await signInAs(page, as);
      }
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.locator(ready).locator('h1, h2').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }
  });
}
