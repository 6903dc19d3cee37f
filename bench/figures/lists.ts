import type { Browser, Page } from 'playwright';
import { BUNDLE_SCRIPT, newPage, pageUrl, type BenchPage } from '../lib/browser.ts';
import { figure, type Figure } from '../lib/figure.ts';
import { defineBench } from '../lib/harness.ts';
import type { SessionCookie } from '../lib/session.ts';

const KEYS = ['a', 'n', 'i', 'Backspace', 'e', 'Backspace', 'Backspace', 'Backspace'];

/** Records, per input event, the time from keydown to the frame after it (rAF then a task). */
const LATENCY_PROBE = `
  window.__lat = [];
  let t0 = 0;
  addEventListener('keydown', (e) => { t0 = performance.now(); }, true);
  addEventListener('input', () => {
    const start = t0;
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => window.__lat.push(performance.now() - start);
      ch.port2.postMessage(0);
    });
  }, true);`;

async function openSection(page: Page, section: 'Students' | 'Materials'): Promise<void> {
  const dash = page.locator('edu-teacher-dashboard');
  await dash.getByRole('button', { name: section, exact: true }).first().click();
  if (section === 'Materials') await dash.getByRole('tab', { name: 'Manage' }).click();
}

async function typeAndMeasure(page: Page, input: string): Promise<number[]> {
  await page.locator(input).click();
  await page.evaluate(() => ((window as unknown as { __lat: number[] }).__lat = []));
  for (const key of KEYS) {
    await page.keyboard.press(key);
    await page.waitForTimeout(400); // let the list settle before the next key
  }
  return page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
}

const nodes = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __countNodes(n: Node): number }).__countNodes(document.querySelector('edu-teacher-dashboard')!),
  );

/**
 * Student directory (10,000 students) and the teacher's Manage list: keystroke -> next paint
 * in their search boxes, and DOM nodes of the whole element with every row loaded. Each page
 * is signed in as the teacher whose dashboard it shows (`sessions` by teacher id).
 */
const listPages = (teachers: string[]): BenchPage[] =>
  teachers.map((t) => ({
    name: `teacher-${t}`,
    body: `${BUNDLE_SCRIPT}<edu-teacher-dashboard teacher-id="${t}"></edu-teacher-dashboard>`,
  }));

async function listFigures(
  browser: Browser,
  base: string,
  opts: { manageTeacher: string; manageRows: number; bigTeacher: string; bigRows: number; students: number },
  sessions: Record<string, SessionCookie>,
): Promise<Figure[]> {
  const run = async (teacher: string, section: 'Students' | 'Materials', ready: string) => {
    const session = { base, cookie: sessions[teacher]! };
    const { ctx, page } = await newPage(browser, { init: (c) => c.addInitScript(LATENCY_PROBE), session });
    await page.goto(pageUrl(base, `teacher-${teacher}`));
    await openSection(page, section);
    const dash = page.locator('edu-teacher-dashboard');
    await (ready.startsWith('.') ? dash.locator(ready) : dash.getByText(ready)).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(300);
    return { ctx, page };
  };

  const dir = await run('1', 'Students', '.scard');
  const dirNodes = await nodes(dir.page);
  const dirLat = await typeAndMeasure(dir.page, '#students-search');
  await dir.ctx.close();

  const manage = await run(opts.manageTeacher, 'Materials', `Uploaded Materials (${opts.manageRows})`);
  const manageLat = await typeAndMeasure(manage.page, '#materials-search');
  await manage.ctx.close();

  const big = await run(opts.bigTeacher, 'Materials', `Uploaded Materials (${opts.bigRows})`);
  const bigNodes = await nodes(big.page);
  await big.ctx.close();

  return [
    figure(`Student directory (${opts.students} students): keystroke -> next paint`, dirLat, 'ms', { max: 50 }),
    figure(`Manage list (${opts.manageRows} materials): keystroke -> next paint`, manageLat, 'ms', { max: 50 }),
    figure(`Student directory at ${opts.students} rows: DOM nodes`, [dirNodes], '', { max: 1000 }),
    figure(`Manage list at ${opts.bigRows} rows: DOM nodes`, [bigNodes], '', { max: 1000 }),
  ];
}

/** The sizes are the seeded school's. */
export const listBench = defineBench({
  group: 'lists',
  title: 'list search and DOM size',
  sizes: { full: {}, smoke: {} },
  pages: ({ data }) => listPages([data.manageTeacher, data.bigTeacher]),
  run: async ({ browser, base, data, sessions }) =>
    listFigures(await browser(), base, data, {
      [data.manageTeacher]: sessions.teacher,
      [data.bigTeacher]: sessions.bigTeacher,
    }),
});
