import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';

/** Debian's Chromium, headless, as every browser figure uses. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

/**
 * Serves `html` at `${base}/__bench/<name>.html` from the bench itself (same origin as the
 * server, so the bundle and API are same-origin as on a school's site).
 */
export async function routePage(ctx: BrowserContext, base: string, name: string, html: string): Promise<string> {
  const url = `${base}/__bench/${name}.html`;
  await ctx.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  return url;
}

export const pageHtml = (body: string, head = ''): string =>
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

export async function newPage(browser: Browser, init?: (ctx: BrowserContext) => Promise<unknown>): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript(DEEP_QUERY);
  await init?.(ctx);
  return { ctx, page: await ctx.newPage() };
}
