import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { BUNDLE_SCRIPT, newPage, pageUrl, type BenchPage } from '../lib/browser.ts';
import { figure, type Figure } from '../lib/figure.ts';
import { defineBench } from '../lib/harness.ts';
import type { SessionCookie } from '../lib/session.ts';

/** Each element as a host page would place it alone (attributes it needs to render). */
const ELEMENTS: Record<string, string> = {
  'edu-header': '<edu-header></edu-header>',
  'edu-footer': '<edu-footer></edu-footer>',
  'edu-home': '<edu-home></edu-home>',
  'edu-parents': '<edu-parents></edu-parents>',
  'edu-auth': '<edu-auth mode="login"></edu-auth>',
  'edu-learner-dashboard': '<edu-learner-dashboard></edu-learner-dashboard>',
  'edu-teacher-dashboard': '<edu-teacher-dashboard></edu-teacher-dashboard>',
  'edu-material-viewer':
    '<edu-material-viewer open name="Photo.png" type="image/png" src="/__bench/photo.png"></edu-material-viewer>',
};

/** The dashboards render for a signed-in account of theirs; the other elements as a visitor sees them. */
const SIGNED_IN_AS: Record<string, 'teacher' | 'learner'> = {
  'edu-learner-dashboard': 'learner',
  'edu-teacher-dashboard': 'teacher',
};

const isPdfJs = (path: string) => /pdf\.worker|pdf_viewer|\/pdfjs\/|pdf-runtime|pdf\.min|pdfjs-dist/.test(path);

/**
 * The same element in Arabic: its own code plus its own Arabic texts (lazy chunks), on top of
 * what every Arabic element page fetches (the runtime and the shared parts' Arabic texts).
 */
const inArabic = (markup: string): string => markup.replace(/^<([\w-]+)/, '<$1 lang="ar"');

const bundlePages = (): BenchPage[] =>
  Object.entries(ELEMENTS).flatMap(([tag, markup]) => [
    { name: tag, body: `${BUNDLE_SCRIPT}${markup}` },
    { name: `${tag}-ar`, body: `${BUNDLE_SCRIPT}${inArabic(markup)}` },
  ]);

/**
 * JS a page fetches for one element (cold cache, until the network is idle after it rendered):
 * what every element page fetches is the shared runtime; the rest is the element's own code.
 * Sizes are gzip -9 of the built files (deterministic: the same in every run).
 */
async function bundleFigures(
  browser: Browser,
  base: string,
  distDir: string,
  sessions: Record<'teacher' | 'learner', SessionCookie>,
): Promise<Figure[]> {
  /** The JS files one page fetched until its element rendered and the network went idle. */
  const fetchedFor = async (tag: string, pageName: string): Promise<Set<string>> => {
    const as = SIGNED_IN_AS[tag];
    const { ctx, page } = await newPage(browser, as ? { session: { base, cookie: sessions[as] } } : {});
    const fetched = new Set<string>();
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.origin === base && /\.(m?js)$/.test(u.pathname)) fetched.add(u.pathname);
    });
    await page.goto(pageUrl(base, pageName));
    await page.waitForFunction((t) => (document.querySelector(t)?.shadowRoot?.querySelectorAll('*').length ?? 0) > 3, tag);
    await page.waitForLoadState('networkidle');
    await ctx.close();
    return fetched;
  };
  const perElement = new Map<string, Set<string>>();
  const perElementArabic = new Map<string, Set<string>>();
  for (const tag of Object.keys(ELEMENTS)) {
    perElement.set(tag, await fetchedFor(tag, tag));
    perElementArabic.set(tag, await fetchedFor(tag, `${tag}-ar`));
  }
  /** What every element page fetches: the shared runtime (in Arabic, with the shared parts' Arabic texts). */
  const sharedBy = (sets: Set<string>[]): string[] => [...sets[0]!].filter((p) => sets.every((s) => s.has(p)));
  const sets = [...perElement.values()];
  const shared = sharedBy(sets);
  const sharedArabic = sharedBy([...perElementArabic.values()]);
  const gz = async (path: string) => gzipSync(await readFile(join(distDir, path)), { level: 9 }).length / 1024;
  const sum = async (paths: string[]) => (await Promise.all(paths.map(gz))).reduce((a, b) => a + b, 0);

  /** The gzip size of these files against a KB budget. */
  const jsSize = async (name: string, paths: string[], max: number) =>
    figure(name, [await sum(paths)], 'KB', { max }, `${paths.length} files`);

  const figures = [
    await jsSize('Shared runtime JS before the first element renders (gzip)', shared, 90),
    await jsSize("The same in Arabic, with the shared parts' Arabic texts (gzip)", sharedArabic, 90),
  ];
  for (const [tag, set] of perElement) {
    const own = [...set].filter((p) => !shared.includes(p));
    figures.push(await jsSize(`<${tag}> own JS on top of the runtime (gzip)`, own, 30));
    const ownArabic = [...perElementArabic.get(tag)!].filter((p) => !sharedArabic.includes(p));
    figures.push(await jsSize(`<${tag} lang="ar"> own JS with its Arabic texts (gzip)`, ownArabic, 30));
  }
  const pdfBytes = [...new Set(sets.flatMap((s) => [...s]))].filter(isPdfJs);
  let raw = 0;
  for (const p of pdfBytes) raw += (await readFile(join(distDir, p))).length;
  figures.push(
    figure(
      'pdf.js code fetched before a PDF is opened (all elements)',
      [raw],
      'bytes',
      { max: 0 },
      pdfBytes.join(' ') || undefined,
    ),
  );
  return figures;
}

/** Sizes of built files: the same figures at any size of the seeded school. */
export const bundleBench = defineBench({
  group: 'bundle',
  title: 'bundle sizes',
  sizes: { full: {}, smoke: {} },
  pages: bundlePages,
  run: async ({ browser, base, distDir, sessions }) => bundleFigures(await browser(), base, distDir, sessions),
});
