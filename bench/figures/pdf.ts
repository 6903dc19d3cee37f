import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import { BUNDLE_SCRIPT, newPage, pageHtml, routePage } from '../lib/browser.ts';
import { figure, type Figure } from '../lib/figure.ts';

const RUNS = 5;
const pdfjs = (p: string) => fileURLToPath(new URL(`../../node_modules/pdfjs-dist/${p}`, import.meta.url));

/** pdf.js's own generic viewer (PDFViewer) with the range options our viewer uses. */
const genericPage = (pdfUrl: string) =>
  pageHtml(
    `<div id="viewerContainer" style="position:absolute;inset:0;overflow:auto"><div id="viewer" class="pdfViewer"></div></div>
<script type="module">
  import * as pdfjsLib from '/__bench/pdfjs-dist/build/pdf.min.mjs';
  window.pdfjsLib = pdfjsLib;
  const { EventBus, PDFLinkService, PDFViewer } = await import('/__bench/pdfjs-dist/web/pdf_viewer.mjs');
  pdfjsLib.GlobalWorkerOptions.workerSrc = '/__bench/pdfjs-dist/build/pdf.worker.min.mjs';
  const eventBus = new EventBus();
  const linkService = new PDFLinkService({ eventBus });
  const viewer = new PDFViewer({ container: document.getElementById('viewerContainer'), eventBus, linkService });
  linkService.setViewer(viewer);
  eventBus.on('pagerendered', (e) => { if (e.pageNumber === 1 && !window.__page1) window.__page1 = performance.now(); });
  const doc = await pdfjsLib.getDocument({ url: ${JSON.stringify(pdfUrl)}, rangeChunkSize: 65536, disableAutoFetch: true, disableStream: true }).promise;
  viewer.setDocument(doc);
  linkService.setDocument(doc);
</script>`,
    '<link rel="stylesheet" href="/__bench/pdfjs-dist/web/pdf_viewer.css">',
  );

const ourPage = (pdfUrl: string) =>
  pageHtml(`${BUNDLE_SCRIPT}<edu-material-viewer open name="Large Reference Atlas.pdf" type="application/pdf" src="${pdfUrl}"></edu-material-viewer>
<script type="module">
  const poll = () => {
    if (window.__deep('.mv-pdf-page[data-page="1"] canvas')) window.__page1 = performance.now();
    else requestAnimationFrame(poll);
  };
  poll();
</script>`);

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

/** One cold-page run (HTTP cache warm for scripts): ms to page 1 from navigation start, PDF bytes then. */
async function run(browser: Browser, base: string, name: string, html: string, pdfPath: string, warm: boolean) {
  const { ctx, page } = await newPage(browser, async (c) => {
    await c.route(`${base}/__bench/pdfjs-dist/**`, async (route) => {
      const p = new URL(route.request().url()).pathname.replace('/__bench/pdfjs-dist/', '');
      const type = p.endsWith('.css') ? 'text/css' : 'text/javascript';
      await route.fulfill({ status: 200, contentType: type, body: await readFile(pdfjs(p)), headers: { 'cache-control': 'max-age=3600' } });
    });
  });
  const bytes = await countPdfBytes(page, pdfPath);
  const url = await routePage(ctx, base, name, html);
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

export async function pdfFigures(browser: Browser, base: string, pdfPath: string, pdfSize: number): Promise<Figure[]> {
  const pdfUrl = `${base}${pdfPath}`;
  const ratios: number[] = [];
  const ours: number[] = [];
  const generic: number[] = [];
  const shares: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const a = await run(browser, base, 'viewer', ourPage(pdfUrl), pdfPath, true);
    const b = await run(browser, base, 'generic', genericPage(pdfUrl), pdfPath, true);
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
