import type { Browser, Page } from 'playwright';
import { BUNDLE_SCRIPT, newPage, pageUrl, type BenchPage } from '../lib/browser.ts';
import { figure, type Figure } from '../lib/figure.ts';
import { defineBench } from '../lib/harness.ts';
import type { SessionCookie } from '../lib/session.ts';

/**
 * From inserting <edu-learner-dashboard> to its first section's heading on screen, with the
 * scripts in the HTTP cache (a warm-up page loaded them), signed in as the student's own
 * account (so the time includes asking the server who is signed in): a fresh page per run.
 */
export const learnerPages = (): BenchPage[] => [{ name: 'learner', body: BUNDLE_SCRIPT }];

async function learnerFigures(
  browser: Browser,
  base: string,
  studentId: string,
  learner: SessionCookie,
  runs: number,
): Promise<Figure[]> {
  const { ctx } = await newPage(browser, { session: { base, cookie: learner } });
  const url = pageUrl(base, 'learner');
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const page = await ctx.newPage();
    await page.goto(url);
    const ms = await insertLearnerDashboard(page, '.content .section__title', studentId);
    if (i > 0) times.push(ms); // run 0 fills the cache
    await page.close();
  }
  await ctx.close();
  return [figure('<edu-learner-dashboard> inserted -> first section shown (scripts cached)', times, 'ms', { max: 150 })];
}

export const learnerBench = defineBench({
  group: 'learner',
  title: 'learner dashboard first section',
  sizes: { full: { runs: 7 }, smoke: { runs: 1 } },
  pages: learnerPages,
  run: async ({ browser, base, data, sessions }, { runs }) =>
    learnerFigures(await browser(), base, data.studentId, sessions.learner, runs),
});

/** Inserts <edu-learner-dashboard> (of `studentId`, when given) into `page`: ms until `selector` is in its shadow root. */
export function insertLearnerDashboard(page: Page, selector: string, studentId?: string): Promise<number> {
  return page.evaluate(
    async ({ selector, studentId }) => {
      await customElements.whenDefined('edu-learner-dashboard');
      const el = document.createElement('edu-learner-dashboard');
      if (studentId !== undefined) el.setAttribute('student-id', studentId);
      const t0 = performance.now();
      document.body.append(el);
      return new Promise<number>((resolve) => {
        const poll = () => {
          if (el.shadowRoot?.querySelector(selector)) resolve(performance.now() - t0);
          else requestAnimationFrame(poll);
        };
        poll();
      });
    },
    { selector, studentId },
  );
}
