import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/setup/chromium.mjs';
import { browserCookie, type SessionCookie } from './session.ts';

/** Debian's Chromium, headless, as every browser figure uses. */
export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions());

/** A page the bench opens: written into the build before the server starts. */
export interface BenchPage {
  name: string;
  body: string;
  head?: string;
}

/**
 * Writes bench pages to `<distDir>/__bench/<name>.html`: the server under test serves them (it
 * routes the build's files as it starts, so this comes first), same origin as the bundle and
 * API as on a school's site, under the portal's CSP, so inline module scripts become files
 * beside the page. Routing pages through Playwright instead would turn the browser's HTTP
 * cache off, and the "scripts cached" figures need it.
 */
export async function writeBenchPages(distDir: string, pages: BenchPage[]): Promise<void> {
  const dir = join(distDir, '__bench');
  await mkdir(dir, { recursive: true });
  for (const { name, body, head } of pages) {
    let n = 0;
    const scripts: Promise<void>[] = [];
    const html = pageHtml(body, head).replace(/<script type="module">([\s\S]*?)<\/script>/g, (_, code: string) => {
      const file = `${name}-${++n}.js`;
      scripts.push(writeFile(join(dir, file), code));
      return `<script type="module" src="/__bench/${file}"></script>`;
    });
    await Promise.all([...scripts, writeFile(join(dir, `${name}.html`), html)]);
  }
}

export const pageUrl = (base: string, name: string): string => `${base}/__bench/${name}.html`;

const pageHtml = (body: string, head = ''): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bench</title>${head}</head><body>${body}</body></html>`;

export const BUNDLE_SCRIPT = '<script type="module" src="/edu-widgets.js"></script>';

/** In-page helper source: querySelector through every open shadow root. */
export const DEEP_QUERY = `
  // tsx keeps function names with a __name() helper inside functions passed to evaluate().
  globalThis.__name = globalThis.__name || ((f) => f);
  window.__deep = (sel, root = document) => {
    const hit = root.querySelector(sel);
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) { const h = window.__deep(sel, el.shadowRoot); if (h) return h; }
    }
    return null;
  };
  window.__countNodes = (root) => {
    let n = 0;
    const walk = (node) => {
      for (const c of node.childNodes) { n++; walk(c); }
      if (node.shadowRoot) walk(node.shadowRoot);
    };
    walk(root);
    return n;
  };`;

/** A fresh browser context and page; `session` signs the context in on the server at `base`. */
export async function newPage(
  browser: Browser,
  opts: { init?: (ctx: BrowserContext) => Promise<unknown>; session?: { base: string; cookie: SessionCookie } } = {},
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript(DEEP_QUERY);
  if (opts.session) await ctx.addCookies([browserCookie(opts.session.base, opts.session.cookie)]);
  await opts.init?.(ctx);
  return { ctx, page: await ctx.newPage() };
}
