import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { BUNDLE_SCRIPT, newPage, pageUrl, type BenchPage } from '../lib/browser.ts';
import { figure, type Figure } from '../lib/figure.ts';
import { defineBench } from '../lib/harness.ts';

const WORD = 'photosynthesis';

/** A document of `pages` short pages; the searched word on page 3 and on the last page. */
async function longPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([400, 300]);
    page.drawText(`Long document page ${i}`, { x: 30, y: 250, size: 16, font });
    page.drawText(i === 3 || i === pages ? `Plants make sugar by ${WORD}.` : 'Cells divide and grow.', {
      x: 30,
      y: 220,
      size: 12,
      font,
    });
  }
  return doc.save();
}

/** The viewer on a long PDF served as a static file of the build. */
async function viewerToolPages(distDir: string, pages: number): Promise<BenchPage[]> {
  await mkdir(join(distDir, '__bench'), { recursive: true });
  await writeFile(join(distDir, '__bench', 'long.pdf'), await longPdf(pages));
  return [
    {
      name: 'long-pdf',
      body: `${BUNDLE_SCRIPT}<edu-material-viewer open name="long.pdf" type="application/pdf" src="/__bench/long.pdf"></edu-material-viewer>`,
    },
  ];
}

const inViewer = (page: Page, css: string) => page.locator(`edu-material-viewer >> ${css}`);

async function openLong(browser: Browser, base: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { ctx, page } = await newPage(browser, {});
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(pageUrl(base, 'long-pdf'));
  await inViewer(page, '.mv-stage--pdf[data-rendered-page="1"]').waitFor({ state: 'attached', timeout: 60_000 });
  return { page, close: () => ctx.close() };
}

/** ms from Enter in the find field to the first match marked on page 3 (nothing read for find before). */
async function findOnce(browser: Browser, base: string): Promise<number> {
  const { page, close } = await openLong(browser, base);
  await page.keyboard.press('Control+f');
  await inViewer(page, 'input[type="search"]').fill(WORD);
  const ms = await page.evaluate(
    (word) =>
      new Promise<number>((resolve, reject) => {
        const root = document.querySelector('edu-material-viewer')!.shadowRoot!;
        const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
        const until = performance.now() + 30_000;
        const started = performance.now();
        const check = (): void => {
          const mark = root.querySelector('.textLayer .highlight.selected');
          if (mark?.textContent === word && root.querySelector('.mv-stage--pdf[data-rendered-page="3"]'))
            resolve(performance.now() - started);
          else if (performance.now() > until) reject(new Error('no match marked'));
          else requestAnimationFrame(check);
        };
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
        check();
      }),
    WORD,
  );
  await close();
  return ms;
}

/**
 * The thumbnails panel scrolled through the whole document in 20 steps: the most elements it
 * held at once, and how many DOM nodes stayed alive after (detached drawings included), both
 * after a garbage collection.
 */
async function thumbnailsOnce(browser: Browser, base: string): Promise<{ elements: number; nodesGrowth: number }> {
  const { page, close } = await openLong(browser, base);
  const cdp = await page.context().newCDPSession(page);
  const nodes = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Memory.getDOMCounters')).nodes;
  };
  const scroller = inViewer(page, '.sb-scroller');
  await scroller.waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  const before = await nodes();
  let elements = 0;
  for (let step = 0; step <= 20; step++) {
    await scroller.evaluate((el, at) => (el.scrollTop = (el.scrollHeight - el.clientHeight) * at), step / 20);
    await page.waitForTimeout(300);
    elements = Math.max(elements, await inViewer(page, '.sb-panel').evaluate((el) => el.querySelectorAll('*').length));
  }
  const nodesGrowth = (await nodes()) - before;
  await close();
  return { elements, nodesGrowth };
}

async function viewerToolFigures(
  browser: Browser,
  base: string,
  o: { pages: number; findRuns: number; thumbnailRuns: number },
): Promise<Figure[]> {
  const find: number[] = [];
  const elements: number[] = [];
  const growth: number[] = [];
  for (let i = 0; i < o.findRuns; i++) find.push(await findOnce(browser, base));
  for (let i = 0; i < o.thumbnailRuns; i++) {
    const t = await thumbnailsOnce(browser, base);
    elements.push(t.elements);
    growth.push(t.nodesGrowth);
  }
  return [
    figure(`Find in a ${o.pages.toLocaleString('en')}-page PDF: Enter -> first match (page 3) shown`, find, 'ms', { max: 300 }),
    figure(`Thumbnails panel of a ${o.pages.toLocaleString('en')}-page PDF: most elements at once (whole scroll)`, elements, '', {
      max: 500,
    }),
    figure('  DOM nodes still alive after scrolling the whole panel (drawings kept included)', growth, '', { max: 1000 }),
  ];
}

export const viewerToolBench = defineBench({
  group: 'pdf',
  title: 'find and thumbnails in a long PDF',
  sizes: {
    full: { pages: 2_000, findRuns: 7, thumbnailRuns: 3 },
    smoke: { pages: 40, findRuns: 1, thumbnailRuns: 1 },
  },
  pages: ({ distDir }, { pages }) => viewerToolPages(distDir, pages),
  run: async ({ browser, base }, sizes) => viewerToolFigures(await browser(), base, sizes),
});
