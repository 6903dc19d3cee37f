import type { Browser, Page } from 'playwright';
import { newPage, pageUrl } from '../lib/browser.ts';
import type { SessionCookie } from '../lib/session.ts';
import type { Screen } from './screens.ts';

/** What opening a screen took and asked for. */
export interface ScreenRun {
  /** Navigation start to the first data rows on screen, ms, per run (scripts cached). */
  firstDataMs: number[];
  /** The API requests the screen made, as method and path with query, in order, each once. */
  requests: { method: string; path: string }[];
}

/** Sets `__firstData` (ms since navigation started) on the first frame that shows `selector`. */
const firstDataProbe = (selector: string) => `
  (() => {
    const poll = () => {
      const hit = window.__deep && window.__deep(${JSON.stringify(selector)});
      if (hit && hit.getClientRects().length > 0) window.__firstData = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  })();`;

const QUIET_MS = 500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `page` has had no API request in flight for QUIET_MS (at most `maxMs`). */
async function apiQuiet(page: Page, inFlight: () => number, maxMs: number): Promise<void> {
  const end = performance.now() + maxMs;
  let quietSince = performance.now();
  while (performance.now() < end) {
    if (inFlight() > 0) quietSince = performance.now();
    else if (performance.now() - quietSince >= QUIET_MS) return;
    await sleep(100);
  }
}

/**
 * Opens `screen` on the server at `base` signed in with `cookie`, in one browser context (a
 * fresh page each time): with `warmUp` a first opening fills the HTTP cache and `runs` more are
 * timed (scripts cached), without it `runs` are timed from the first. The first opening records
 * the screen's API requests, until they stop.
 */
export async function measureScreen(
  browser: Browser,
  base: string,
  cookie: SessionCookie,
  screen: Screen,
  o: { runs: number; warmUp: boolean; timeoutMs: number },
): Promise<ScreenRun> {
  const { ctx, page: first } = await newPage(browser, {
    session: { base, cookie },
    init: (c) => c.addInitScript({ content: firstDataProbe(screen.firstData) }),
  });
  const requests: ScreenRun['requests'] = [];
  const firstDataMs: number[] = [];
  let recorded = false;
  try {
    for (let i = o.warmUp ? 0 : 1; i <= o.runs; i++) {
      const recording = !recorded;
      recorded = true;
      const page = recording ? first : await ctx.newPage();
      let inFlight = 0;
      if (recording) {
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (!url.pathname.startsWith('/api/')) return;
          inFlight++;
          const path = url.pathname + url.search;
          if (!requests.some((q) => q.method === r.method() && q.path === path)) requests.push({ method: r.method(), path });
        });
        const done = (r: { url(): string }) => {
          if (new URL(r.url()).pathname.startsWith('/api/')) inFlight--;
        };
        page.on('requestfinished', done);
        page.on('requestfailed', done);
      }
      await page.goto(pageUrl(base, screen.page) + screen.hash);
      await page
        .waitForFunction(() => (window as unknown as { __firstData?: number }).__firstData !== undefined, null, {
          timeout: o.timeoutMs,
          polling: 100,
        })
        .catch(() => {
          throw new Error(`${screen.title}: no first data (${screen.firstData}) in ${o.timeoutMs / 1000} s`);
        });
      const ms = await page.evaluate(() => (window as unknown as { __firstData: number }).__firstData);
      if (recording) await apiQuiet(page, () => inFlight, o.timeoutMs);
      if (i > 0) firstDataMs.push(ms);
      await page.close();
    }
  } finally {
    await ctx.close();
  }
  return { firstDataMs, requests };
}
