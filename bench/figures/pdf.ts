import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import { BUNDLE_SCRIPT, newPage, pageUrl, type BenchPage } from '../lib/browser.ts';
import { figure, runLists, type Figure } from '../lib/figure.ts';
import { defineBench } from '../lib/harness.ts';
import type { SessionCookie } from '../lib/session.ts';

const pdfjs = (p: string) => fileURLToPath(new URL(`../../node_modules/pdfjs-dist/${p}`, import.meta.url));
// Under assets/, so the generic viewer's files get the same year-long cache as our bundle's.
const GENERIC = '/assets/bench-pdfjs-dist';

/**
 * The two pages (the PDF's URL relative to the page, as a school's page would hold it), and
 * pdf.js's generic viewer files installed into the build the server under test serves.
 */
async function pdfPages(distDir: string, pdfPath: string): Promise<BenchPage[]> {
  for (const dir of ['build', 'web']) await cp(pdfjs(dir), join(distDir, GENERIC, dir), { recursive: true });
  return [
    { name: 'viewer', ...ourPage(pdfPath) },
    { name: 'generic', ...genericPage(pdfPath) },
  ];
}

/** pdf.js's own generic viewer (PDFViewer) with the range options our viewer uses. */
const genericPage = (pdfUrl: string) => ({
  body: `<div id="viewerContainer"><div id="viewer" class="pdfViewer"></div></div>
<script type="module">
  import * as pdfjsLib from '${GENERIC}/build/pdf.min.mjs';
  window.pdfjsLib = pdfjsLib;
  const { EventBus, PDFLinkService, PDFViewer } = await import('${GENERIC}/web/pdf_viewer.mjs');
  pdfjsLib.GlobalWorkerOptions.workerSrc = '${GENERIC}/build/pdf.worker.min.mjs';
  // Set through the CSSOM: the portal's CSP blocks style attributes in markup.
  document.getElementById('viewerContainer').style.cssText = 'position:absolute;inset:0;overflow:auto';
  const eventBus = new EventBus();
  const linkService = new PDFLinkService({ eventBus });
  const viewer = new PDFViewer({ container: document.getElementById('viewerContainer'), eventBus, linkService });
  linkService.setViewer(viewer);
  eventBus.on('pagerendered', (e) => { if (e.pageNumber === 1 && !window.__page1) window.__page1 = performance.now(); });
  eventBus.on('textlayerrendered', (e) => { if (e.pageNumber === 1 && !window.__text1) window.__text1 = performance.now(); });
  const doc = await pdfjsLib.getDocument({ url: ${JSON.stringify(pdfUrl)}, rangeChunkSize: 65536, disableAutoFetch: true, disableStream: true }).promise;
  viewer.setDocument(doc);
  linkService.setDocument(doc);
</script>`,
  head: `<link rel="stylesheet" href="${GENERIC}/web/pdf_viewer.css">`,
});

/** The atlas's page size in PDF points (A4), for the preview's box. */
const ATLAS_PAGE = '595x842';

const ourPage = (pdfUrl: string) => ({
  body: `${BUNDLE_SCRIPT}<edu-material-viewer open name="Large Reference Atlas.pdf" type="application/pdf" src="${pdfUrl}" preview="${pdfUrl}/preview" preview-size="${ATLAS_PAGE}" preview-text="${pdfUrl}/preview-text"></edu-material-viewer>
<script type="module">
  // Page 1 is visible in the frame that first paints its stored picture, or when its canvas is
  // inserted (as the generic viewer's 'pagerendered' notes it), whichever comes first; it has
  // its text layer when the viewer marks the page rendered. The viewer inserts the picture once
  // decoded, so the next animation frame paints it (the frame's own callbacks give its time: a
  // decode() promise would wait behind whatever script runs after that frame). A picture not
  // yet loaded counts once loaded and decoded. Page 1 has its text layer when the stored text
  // laid over its picture is in place, or when the viewer marks the page rendered, whichever
  // comes first. A MutationObserver, not a requestAnimationFrame loop that would add up to a
  // frame of delay while pdf.js boots.
  const viewer = document.querySelector('edu-material-viewer');
  await customElements.whenDefined('edu-material-viewer');
  const seen = () => { if (!window.__page1) window.__page1 = performance.now(); };
  let watched = null;
  const observer = new MutationObserver(() => {
    const root = viewer.shadowRoot;
    const picture = root?.querySelector('.mv-pdf-preview img');
    if (picture && picture !== watched) {
      watched = picture;
      if (picture.complete && picture.naturalWidth > 0) requestAnimationFrame(seen);
      else new Promise((r) => picture.addEventListener('load', r, { once: true })).then(() => picture.decode()).then(seen, () => undefined);
    }
    if (root?.querySelector('.mv-pdf-page[data-page="1"] canvas')) seen();
    if (root?.querySelector('.mv-pdf-preview .textLayer[data-text-ready], .mv-stage--pdf[data-rendered-page="1"]')) {
      window.__text1 = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(viewer.shadowRoot, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-rendered-page', 'data-text-ready'] });
</script>`,
});

/** Bytes of the PDF received over the network (CDP counts the worker's requests too). */
async function countPdfBytes(page: Page, pdfPath: string): Promise<() => number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const ids = new Set<string>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.includes(pdfPath)) ids.add(e.requestId);
  });
  cdp.on('Network.dataReceived', (e) => {
    if (ids.has(e.requestId)) bytes += e.dataLength;
  });
  return () => bytes;
}

/**
 * One page run: ms to page 1 visible and to page 1 with its text layer, from navigation start,
 * and the PDF bytes fetched by then. `warm`: scripts from the HTTP cache, as on a page that
 * already used the bundle (loaded once first); cold: a fresh browser context, nothing cached.
 * Files need a session: the page's context is signed in.
 */
async function run(browser: Browser, base: string, name: string, pdfPath: string, warm: boolean, cookie: SessionCookie) {
  const { ctx, page } = await newPage(browser, { session: { base, cookie } });
  const bytes = await countPdfBytes(page, pdfPath);
  const url = pageUrl(base, name);
  const done = () =>
    page.waitForFunction(
      () => {
        const w = window as unknown as { __page1?: number; __text1?: number };
        return w.__page1 && w.__text1;
      },
      undefined,
      { timeout: 60_000 },
    );
  if (warm) {
    await page.goto(url);
    await done();
  }
  const before = bytes();
  await page.goto(url);
  await done();
  const { visible, text } = await page.evaluate(() => {
    const w = window as unknown as { __page1: number; __text1: number };
    return { visible: w.__page1, text: w.__text1 };
  });
  const fetched = bytes() - before;
  await ctx.close();
  return { visible, text, fetched };
}

/** Waits until the server has read the PDF (its preview exists), as after an upload. */
async function waitForPreview(base: string, pdfPath: string, cookie: SessionCookie): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}${pdfPath}/preview`, { headers: { cookie } });
    if (res.ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the server did not read ${pdfPath} within 10 minutes`);
}

async function pdfFigures(
  browser: Browser,
  base: string,
  pdfPath: string,
  pdfSize: number,
  cookie: SessionCookie,
  count: number,
): Promise<Figure[]> {
  await waitForPreview(base, pdfPath, cookie);
  const mb = (pdfSize / 1e6).toFixed(0);
  const figures: Figure[] = [];
  for (const warm of [true, false]) {
    const runs = runLists('visible', 'text', 'ours', 'generic', 'shares');
    for (let i = 0; i < count; i++) {
      // Each page goes first in half of the pairs, so neither gains from its place in them.
      const first = i % 2 === 0 ? 'viewer' : 'generic';
      const x = await run(browser, base, first, pdfPath, warm, cookie);
      const y = await run(browser, base, first === 'viewer' ? 'generic' : 'viewer', pdfPath, warm, cookie);
      const [a, b] = first === 'viewer' ? [x, y] : [y, x];
      runs.visible.push(a.visible / b.visible);
      runs.text.push(a.text / b.text);
      runs.ours.push(a.visible);
      runs.generic.push(b.visible);
      runs.shares.push((100 * a.fetched) / pdfSize);
    }
    const when = warm ? 'scripts cached' : 'cold cache';
    figures.push(
      figure(`First page of a ${mb} MB PDF visible (${when}): <edu-material-viewer> / pdf.js generic viewer`, runs.visible, 'x', {
        max: 0.5,
      }),
      figure(`  with its text layer (${when}): <edu-material-viewer> / pdf.js generic viewer`, runs.text, 'x', { max: 1.05 }),
      figure(`  <edu-material-viewer> first page visible (${when}, from navigation)`, runs.ours, 'ms', {}),
      figure(`  pdf.js generic viewer first page (${when}, same server, same range options)`, runs.generic, 'ms', {}),
    );
    if (warm)
      figures.push(figure(`Bytes fetched before page 1 of the ${mb} MB PDF (share of the file)`, runs.shares, '%', { max: 5 }));
  }
  return figures;
}

export const pdfBench = defineBench({
  group: 'pdf',
  title: 'PDF first page',
  // Single runs' ratios range from about 0.7 to 1.3 on a 2-core machine (the same page-1 work in
  // pdf.js's worker took 60 to 125 ms of CPU from one run to the next, in traces): with 11 runs the
  // median still moved by about +-0.05 between identical builds; 25 narrow that by a third.
  sizes: { full: { runs: 25 }, smoke: { runs: 1 } },
  pages: ({ distDir, data }) => pdfPages(distDir, data.pdfPath),
  run: async ({ browser, base, data, sessions }, { runs }) =>
    pdfFigures(await browser(), base, data.pdfPath, data.pdfSize, sessions.teacher, runs),
});
