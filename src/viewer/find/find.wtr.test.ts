import { expect } from 'chai';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { findByShadowRole, queryByShadowRole, within } from 'shadow-dom-testing-library';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/edu-material-viewer.ts';
import { cleanup, mount, setWidth, waitFor } from '../../test-support/mount.ts';

// A variable base keeps Vite from turning the fixture URLs into asset imports.
const here = import.meta.url;
const fixture = (name: string) => new URL(`../test-fixtures/${name}`, here).href;

// find-text.pdf (find-fixture-text.ts): "energy" 8 times (pages 1, 2, 3 x4, 5 x2), 5 times in
// lower case; "cell" 3 times, twice as a whole word (pages 1, 2); "café" on page 2;
// "photo-" / "synthesis" over a line end on page 4; "zebra" on page 6.
async function openFindText(attrs: Record<string, string> = {}): Promise<HTMLElement> {
  return mount('edu-material-viewer', {
    src: fixture('find-text.pdf'),
    name: 'find-text.pdf',
    type: 'application/pdf',
    open: '',
    ...attrs,
  });
}

const shadow = (el: HTMLElement) => el.shadowRoot!;
/** The focusable region the page is drawn in. */
const STAGE = '[role="region"][aria-label="Document page"]';
const renderedPage = (el: HTMLElement) => shadow(el).querySelector(STAGE)?.getAttribute('data-rendered-page');
const waitForPage = (el: HTMLElement, n: number) => waitFor(() => renderedPage(el) === String(n), 15_000);
/** The header's page status ("Page 2 of 6"). */
const pageStatus = (el: HTMLElement) => shadow(el).querySelector('[part="toolbar"] [aria-live="polite"]')?.textContent;
const bar = (el: HTMLElement) => queryByShadowRole(el, 'search', { name: 'Find in document' });
const field = (el: HTMLElement) => findByShadowRole(el, 'searchbox', { name: 'Find' }) as Promise<HTMLInputElement>;
/** The find bar's count ("3 of 8"), a live region. */
const count = (el: HTMLElement) =>
  shadow(el).querySelector('[role="search"] .mv-find__count[role="status"]')?.textContent ?? null;
/** Waits for the count to read `expected` (a text, or a pattern it matches). */
const waitForCount = (el: HTMLElement, expected: string | RegExp, timeout = 10_000) =>
  waitFor(() => (typeof expected === 'string' ? count(el) === expected : expected.test(count(el) ?? '')), timeout).catch(() => {
    throw new Error(
      `expected the count ${typeof expected === 'string' ? `"${expected}"` : String(expected)}, saw "${count(el)}"`,
    );
  });
/** The marks in the shown page's text layer. */
const marks = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLElement>('.mv-stage--pdf .textLayer .highlight')];
const selectedText = (el: HTMLElement) =>
  [...shadow(el).querySelectorAll('.mv-stage--pdf .textLayer .highlight.selected')].map((e) => e.textContent).join('');
const waitForSelected = (el: HTMLElement, text: string) =>
  waitFor(() => selectedText(el) === text, 10_000).catch(() => {
    throw new Error(`expected "${text}" marked as the current match, saw "${selectedText(el)}"`);
  });

/** Opens the text fixture, opens Find with Control+F on page 1 and searches `term` until `counted` shows. */
async function findFromPageOne(term: string, counted: string): Promise<HTMLElement> {
  const el = await openFindText();
  await waitForPage(el, 1);
  await sendKeys({ press: 'Control+f' });
  await search(el, term);
  await waitForCount(el, counted);
  return el;
}

/** Types into the find field as a user does (it has focus). */
async function search(el: HTMLElement, text: string): Promise<HTMLInputElement> {
  const input = await field(el);
  input.focus();
  input.select();
  await sendKeys({ type: text });
  return input;
}

describe('<edu-material-viewer> find in the document', () => {
  afterEach(async () => {
    cleanup();
    await setWidth(800);
  });

  it('Ctrl+F opens the find bar with focus in its field; Enter, Shift+Enter, Next, F3 go through the matches across pages', async () => {
    const el = await openFindText();
    await waitForPage(el, 1);
    expect(bar(el)).to.equal(null);
    await sendKeys({ press: 'Control+f' });
    const input = await field(el);
    expect(shadow(el).activeElement).to.equal(input);
    const toggle = await findByShadowRole(el, 'button', { name: 'Find in document' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');

    await sendKeys({ type: 'energy' });
    await waitForCount(el, '1 of 8');
    await waitForSelected(el, 'Energy');
    expect(marks(el)).to.have.length(1);

    await sendKeys({ press: 'Enter' });
    await waitForCount(el, '2 of 8');
    await waitFor(() => pageStatus(el) === 'Page 2 of 6');
    await waitForPage(el, 2);
    await waitForSelected(el, 'energy');

    await sendKeys({ press: 'Enter' });
    await waitForCount(el, '3 of 8');
    await waitForPage(el, 3);
    await waitForSelected(el, 'ENERGY');
    // Every match on the page is marked, the current one as selected.
    await waitFor(() => marks(el).length === 4);
    expect(marks(el).map((m) => m.textContent)).to.deep.equal(['ENERGY', 'Energy', 'energy', 'energy']);

    await sendKeys({ press: 'Shift+Enter' });
    await waitForCount(el, '2 of 8');
    await waitForPage(el, 2);

    (await findByShadowRole(el, 'button', { name: 'Next match' })).click();
    await waitForCount(el, '3 of 8');
    await waitForPage(el, 3);
    await sendKeys({ press: 'F3' });
    await waitForCount(el, '4 of 8');
    await waitForSelected(el, 'Energy');
    await sendKeys({ press: 'Shift+F3' });
    await waitForCount(el, '3 of 8');
    (await findByShadowRole(el, 'button', { name: 'Previous match' })).click();
    await waitForCount(el, '2 of 8');
    await waitFor(() => pageStatus(el) === 'Page 2 of 6');
  });

  it('Match case and Whole words change the matches; an absent word shows No matches', async () => {
    const el = await openFindText();
    await waitForPage(el, 1);
    (await findByShadowRole(el, 'button', { name: 'Find in document' })).click();
    await search(el, 'energy');
    await waitForCount(el, '1 of 8');
    const matchCase = (await findByShadowRole(el, 'checkbox', { name: 'Match case' })) as HTMLInputElement;
    matchCase.click();
    // Page 1 has only "Energy": the first lower-case one is on page 2.
    await waitForCount(el, '1 of 5');
    await waitForPage(el, 2);
    matchCase.click();
    await waitFor(() => /of 8$/.test(count(el) ?? ''));

    await search(el, 'cell');
    await waitFor(() => /of 3$/.test(count(el) ?? ''));
    const wholeWords = (await findByShadowRole(el, 'checkbox', { name: 'Whole words' })) as HTMLInputElement;
    wholeWords.click();
    await waitFor(() => /of 2$/.test(count(el) ?? ''));
    expect(marks(el).every((m) => m.textContent === 'cell')).to.equal(true);

    await search(el, 'unicorn');
    await waitForCount(el, 'No matches');
    expect(marks(el)).to.have.length(0);
  });

  it('finds a word broken over a line end and a word without its accent, marking the text as printed', async () => {
    const el = await findFromPageOne('photosynthesis', '1 of 1');
    await waitFor(() => pageStatus(el) === 'Page 4 of 6');
    await waitForPage(el, 4);
    await waitForSelected(el, 'photo-synthesis');
    expect(shadow(el).querySelector('.textLayer .highlight.begin.selected')!.textContent).to.equal('photo-');
    expect(shadow(el).querySelector('.textLayer .highlight.end.selected')!.textContent).to.equal('synthesis');

    await search(el, 'cafe');
    await waitForCount(el, '1 of 1');
    await waitForPage(el, 2);
    await waitForSelected(el, 'café');
  });

  it('Escape in the field closes the bar, focus back on Find in document; the next Escape closes the viewer', async () => {
    const el = await openFindText();
    await waitForPage(el, 1);
    const toggle = await findByShadowRole(el, 'button', { name: 'Find in document' });
    toggle.click();
    const input = await field(el);
    expect(shadow(el).activeElement).to.equal(input);
    await sendKeys({ type: 'cell' });
    await waitForCount(el, '1 of 3');
    await waitForSelected(el, 'cell');

    await sendKeys({ press: 'Escape' });
    await waitFor(() => bar(el) === null);
    expect(shadow(el).activeElement).to.equal(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(marks(el), 'the marks go with the bar').to.have.length(0);
    expect(el.hasAttribute('open'), 'the viewer is still open').to.equal(true);

    // Opened again, the search is still there and its marks come back.
    toggle.click();
    await waitForCount(el, '1 of 3');
    expect((await field(el)).value).to.equal('cell');
    await waitForSelected(el, 'cell');
    // The toolbar button closes it too.
    toggle.click();
    await waitFor(() => bar(el) === null);

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !el.hasAttribute('open'));
  });

  it('marks the matches of a page the reader turns to; Next then goes on from that page', async () => {
    const el = await findFromPageOne('energy', '1 of 8');
    const nav = await findByShadowRole(el, 'navigation', { name: 'Pages' });
    (await findByShadowRole(nav, 'button', { name: 'Next' })).click();
    await waitForPage(el, 2);
    await waitFor(() => marks(el).length === 1);
    expect(selectedText(el), 'the current match is still the one on page 1').to.equal('');
    (await field(el)).focus();
    await sendKeys({ press: 'Enter' });
    await waitForCount(el, '2 of 8');
    await waitForSelected(el, 'energy');
  });

  it('scrolls the current match into view in a zoomed page', async () => {
    await setWidth(375);
    const el = await openFindText();
    await waitForPage(el, 1);
    const zoomIn = (await findByShadowRole(el, 'button', { name: 'Zoom in' })) as HTMLButtonElement;
    while (!zoomIn.disabled) {
      zoomIn.click();
      await new Promise((r) => setTimeout(r, 20));
    }
    await waitFor(
      () => (shadow(el).querySelector<HTMLElement>('.mv-stage--pdf .page')?.getBoundingClientRect().width ?? 0) > 900,
      10_000,
    );
    await sendKeys({ press: 'Control+f' });
    // "life." ends the second line of page 1, far to the right at 300%.
    await search(el, 'life');
    await waitForCount(el, '1 of 1');
    await waitForSelected(el, 'life');
    const stage = shadow(el).querySelector(STAGE)!;
    await waitFor(() => {
      const area = stage.getBoundingClientRect();
      const match = shadow(el).querySelector('.textLayer .highlight.selected')!.getBoundingClientRect();
      return match.left >= area.left && match.right <= area.right && match.top >= area.top && match.bottom <= area.bottom;
    }, 5_000);
  });

  it('opens at the page and match the page and find attributes ask for', async () => {
    const el = await openFindText({ page: '3', find: 'energy' });
    await waitForPage(el, 3);
    expect(pageStatus(el)).to.equal('Page 3 of 6');
    expect((await field(el)).value).to.equal('energy');
    await waitForCount(el, '3 of 8');
    await waitForSelected(el, 'ENERGY');
  });

  it('find from a page past the last match wraps to the start and says so', async () => {
    const el = await openFindText({ page: '5', find: 'cell' });
    await waitForCount(el, '1 of 3');
    await waitForPage(el, 1);
    await waitForSelected(el, 'cell');
    const said = within(bar(el)!)
      .getAllByShadowRole('status')
      .map((s) => s.textContent);
    expect(said).to.include('Reached the end of the document, continued from the start.');
  });

  it('page alone opens at that page; a page past the end opens the last', async () => {
    const el = await openFindText({ page: '4' });
    await waitForPage(el, 4);
    expect(pageStatus(el)).to.equal('Page 4 of 6');
    expect(bar(el)).to.equal(null);
    cleanup();
    const last = await openFindText({ page: '99' });
    await waitForPage(last, 6);
    expect(pageStatus(last)).to.equal('Page 6 of 6');
  });

  it('at 375 px the bar spans the viewer under the toolbar, above the page, with 44 px targets; one row at 1280 px', async () => {
    await setWidth(375);
    const el = await openFindText({ find: 'zebra' });
    await waitForCount(el, '1 of 1');
    await waitForPage(el, 6);
    const search = bar(el)!;
    const box = search.getBoundingClientRect();
    const header = shadow(el).querySelector('[part="toolbar"]')!.getBoundingClientRect();
    const stage = shadow(el).querySelector(STAGE)!.getBoundingClientRect();
    expect(box.width).to.be.closeTo(header.width, 1);
    expect(box.top).to.be.at.least(header.bottom - 1);
    expect(box.bottom, 'the page starts below the bar').to.be.at.most(stage.top + 1);
    expect(search.scrollWidth, 'nothing overflows').to.be.at.most(search.clientWidth);
    const targets = [
      await findByShadowRole(search, 'button', { name: 'Previous match' }),
      await findByShadowRole(search, 'button', { name: 'Next match' }),
      await findByShadowRole(search, 'button', { name: 'Close find bar' }),
      (await findByShadowRole(search, 'checkbox', { name: 'Match case' })).closest('label')!,
      await field(el),
    ];
    for (const target of targets) expect(target.getBoundingClientRect().height, target.textContent ?? '').to.be.at.least(44);
    expect((await field(el)).getBoundingClientRect().width).to.be.greaterThan(100);

    // Wide: one row.
    await setWidth(1280);
    await waitFor(() => search.getBoundingClientRect().height < 60, 5_000);
  });

  it('in Arabic: right to left, its texts and count in Arabic', async () => {
    const el = await openFindText({ lang: 'ar', find: 'energy' });
    const search = await findByShadowRole(el, 'search', { name: 'البحث في المستند' }, { timeout: 15_000 });
    expect(getComputedStyle(search).direction).to.equal('rtl');
    await findByShadowRole(search, 'searchbox', { name: 'بحث' });
    await findByShadowRole(search, 'button', { name: 'التطابق التالي' });
    const n = (v: number) => new Intl.NumberFormat('ar').format(v);
    await waitForCount(el, `${n(1)} من ${n(8)}`);
    // The field is at the start of the line: on the right.
    const input = search.querySelector('input[type="search"]')!.getBoundingClientRect();
    const close = (await findByShadowRole(search, 'button', { name: 'إغلاق شريط البحث' })).getBoundingClientRect();
    expect(input.left).to.be.greaterThan(close.left);
  });

  it('on a 2,000-page document marks the first match on an early page while the rest is counted', async function () {
    this.timeout(120_000);
    await setWidth(1280);
    const url = URL.createObjectURL(new Blob([(await longPdf(2000)) as BlobPart], { type: 'application/pdf' }));
    try {
      const el = await mount('edu-material-viewer', { src: url, name: 'long.pdf', type: 'application/pdf', open: '' });
      await waitForPage(el, 1);
      await sendKeys({ press: 'Control+f' });
      await field(el);
      // Nothing of the document has been read for find yet, and find's code is not loaded.
      await sendKeys({ type: 'photosynthesis' });
      // How fast is a bench figure (npm run bench); here, that it is page 3's match first.
      await sendKeys({ press: 'Enter' });
      await waitForMark(el, 'photosynthesis', 3);
      // The rest is counted in the background: the count says so until it is done.
      // Counting 2,000 pages takes a while on a busy machine: the test's own time, not the default wait.
      await waitForCount(el, /^1 of [12]\+?$/, 60_000);
    } finally {
      URL.revokeObjectURL(url);
    }
  });
});

/** When (performance.now()) the current match `text` is first marked on page `page`: checked at every frame. */
function waitForMark(el: HTMLElement, text: string, page: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const until = performance.now() + 10_000;
    const check = (): void => {
      if (selectedText(el) === text && renderedPage(el) === String(page)) resolve(performance.now());
      else if (performance.now() > until) reject(new Error(`"${text}" was not marked on page ${page}`));
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** A document of `pages` pages of a few lines each; "photosynthesis" on page 3 and on the last page. */
async function longPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([400, 300]);
    page.drawText(`Long document page ${i}`, { x: 30, y: 250, size: 16, font });
    page.drawText(i === 3 || i === pages ? 'Plants make sugar by photosynthesis.' : 'Cells divide and grow.', {
      x: 30,
      y: 220,
      size: 12,
      font,
    });
  }
  return doc.save();
}
