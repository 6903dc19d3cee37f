import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import { BUNDLE_SCRIPT, newPage, pageUrl, type BenchPage } from '../lib/browser.ts';
import { figure, type Figure } from '../lib/figure.ts';
import type { SessionCookie } from '../lib/session.ts';

// Single runs' ratios range from about 0.7 to 1.3 on a 2-core machine (the same page-1 work in
// pdf.js's worker took 60 to 125 ms of CPU from one run to the next, in traces): with 11 runs the
// median still moved by about +-0.05 between identical builds; 25 narrow that by a third.
const RUNS = 25;
const pdfjs = (p: string) => fileURLToPath(new URL(`../../node_modules/pdfjs-dist/${p}`, import.meta.url));
// Under assets/, so the generic viewer's files get the same year-long cache as our bundle's.
const GENERIC = '/assets/bench-pdfjs-dist';

/**
 * The two pages (the PDF's URL relative to the page, as a school's page would hold it), and
 * pdf.js's generic viewer files installed into the build the server under test serves.
 */
export async function pdfPages(distDir: string, pdfPath: string): Promise<BenchPage[]> {
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
  const doc = await pdfjsLib.getDocument({ url: ${JSON.stringify(pdfUrl)}, rangeChunkSize: 65536, disableAutoFetch: true, disableStream: true }).promise;
  viewer.setDocument(doc);
  linkService.setDocument(doc);
</script>`,
  head: `<link rel="stylesheet" href="${GENERIC}/web/pdf_viewer.css">`,
});

const ourPage = (pdfUrl: string) => ({
  body: `${BUNDLE_SCRIPT}<edu-material-viewer open name="Large Reference Atlas.pdf" type="application/pdf" src="${pdfUrl}"></edu-material-viewer>
<script type="module">
  // Noted when page 1's canvas is inserted, as the generic viewer's 'pagerendered' event
  // notes it: a MutationObserver, not a requestAnimationFrame loop that would add up to a
  // frame of delay and keep frames coming while pdf.js boots.
  const viewer = document.querySelector('edu-material-viewer');
  await customElements.whenDefined('edu-material-viewer');
  const page1 = () => viewer.shadowRoot?.querySelector('.mv-pdf-page[data-page="1"] canvas');
  const observer = new MutationObserver(() => {
    if (page1() && !window.__page1) { window.__page1 = performance.now(); observer.disconnect(); }
  });
  observer.observe(viewer.shadowRoot, { childList: true, subtree: true });
</script>`,
});

/** Bytes of the PDF received over the network (CDP counts the worker's requests too). */
async function countPdfBytes(page: Page, pdfPath: string): Promise<() => number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const ids = new Set<string>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (e) => { if (e.request.url.includes(pdfPath)) ids.add(e.requestId); });
  cdp.on('Network.dataReceived', (e) => { if (ids.has(e.requestId)) bytes += e.dataLength; });
  return () => bytes;
}

/**
 * One cold-page run (HTTP cache warm for scripts): ms to page 1 from navigation start, PDF bytes
 * then. Files need a session: the page's context is signed in.
 */
async function run(browser: Browser, base: string, name: string, pdfPath: string, warm: boolean, cookie: SessionCookie) {
  const { ctx, page } = await newPage(browser, { session: { base, cookie } });
  const bytes = await countPdfBytes(page, pdfPath);
  const url = pageUrl(base, name);
  // Scripts from cache, as on a page that already used the bundle: load once, then measure.
  if (warm) {
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __page1?: number }).__page1, undefined, { timeout: 60_000 });
  }
  const before = bytes();
  await page.goto(url);
  const ms = (await page.waitForFunction(() => (window as unknown as { __page1?: number }).__page1, undefined, { timeout: 60_000 }).then((h) => h.jsonValue())) as number;
  const fetched = bytes() - before;
  await ctx.close();
  return { ms, fetched };
}

export async function pdfFigures(browser: Browser, base: string, pdfPath: string, pdfSize: number, cookie: SessionCookie): Promise<Figure[]> {
  const ratios: number[] = [];
  const ours: number[] = [];
  const generic: number[] = [];
  const shares: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Each page goes first in half of the pairs, so neither gains from its place in them.
    const first = i % 2 === 0 ? 'viewer' : 'generic';
    const x = await run(browser, base, first, pdfPath, true, cookie);
    const y = await run(browser, base, first === 'viewer' ? 'generic' : 'viewer', pdfPath, true, cookie);
    const [a, b] = first === 'viewer' ? [x, y] : [y, x];
    ours.push(a.ms);
    generic.push(b.ms);
    ratios.push(a.ms / b.ms);
    shares.push((100 * a.fetched) / pdfSize);
  }
  const mb = (pdfSize / 1e6).toFixed(0);
  return [
    figure(`First page of a ${mb} MB PDF: <edu-material-viewer> / pdf.js generic viewer`, ratios, 'x', { max: 1 }),
    figure(`  <edu-material-viewer> first page (from navigation, scripts cached)`, ours, 'ms', {}),
    figure(`  pdf.js generic viewer first page (same server, same range options)`, generic, 'ms', {}),
    figure(`Bytes fetched before page 1 of the ${mb} MB PDF (share of the file)`, shares, '%', { max: 5 }),
  ];
}
