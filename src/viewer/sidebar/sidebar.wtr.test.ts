import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole, within } from 'shadow-dom-testing-library';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/edu-material-viewer.ts';
import { cleanup, mount, setWidth, waitFor } from '../../test-support/mount.ts';
import { LONG_TITLE, manyPagesPdf } from './outline-fixture.ts';

// A variable base keeps Vite from turning the fixture URLs into asset imports.
const here = import.meta.url;
const fixture = (name: string) => new URL(`../test-fixtures/${name}`, here).href;

async function openPdf(src: string, name: string, attrs: Record<string, string> = {}): Promise<HTMLElement> {
  return mount('edu-material-viewer', { src, name, type: 'application/pdf', open: '', ...attrs });
}

/** The focusable region the page is drawn in ('Document page', in English or Arabic). */
const STAGE = '[role="region"]:is([aria-label="Document page"], [aria-label="صفحة المستند"])';
const renderedPage = (el: HTMLElement) => el.shadowRoot!.querySelector(STAGE)?.getAttribute('data-rendered-page');
const waitForPage = (el: HTMLElement, n: number) => waitFor(() => renderedPage(el) === String(n), 15_000);
const toggle = (el: HTMLElement) => findByShadowRole(el, 'button', { name: 'Pages and outline' });
const panel = (el: HTMLElement) => queryByShadowRole(el, 'complementary', { name: 'Pages and outline' });
const findPanel = (el: HTMLElement) => findByShadowRole(el, 'complementary', { name: 'Pages and outline' }, { timeout: 10_000 });
/** The header's status line ("Page 2 of 8"). */
const status = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="toolbar"] [aria-live="polite"]')?.textContent;
const waitForStatus = (el: HTMLElement, text: string) => waitFor(() => status(el) === text, 10_000);
const thumbnail = (el: HTMLElement, name: string | RegExp) => findByShadowRole(el, 'button', { name }, { timeout: 10_000 });

/** Opens outlined.pdf on a wide screen at page 1 and its sidebar's Outline tab. */
async function openOutline(): Promise<{ el: HTMLElement; aside: HTMLElement; outline: HTMLElement }> {
  await setWidth(1280);
  const el = await openPdf(fixture('outlined.pdf'), 'outlined.pdf');
  const aside = await findPanel(el);
  await waitForPage(el, 1);
  (await findByShadowRole(aside, 'tab', { name: 'Outline' }, { timeout: 10_000 })).click();
  return { el, aside, outline: await findByShadowRole(aside, 'tabpanel', { name: 'Outline' }) };
}

describe('<edu-material-viewer> side panel', () => {
  afterEach(async () => {
    cleanup();
    await setWidth(800);
  });

  it('is open beside the page on a wide viewer, its toggle the first toolbar button, and closes and opens again', async () => {
    await setWidth(1280);
    // Every width the page area has from its first layout on.
    const widths: number[] = [];
    const sizes = new ResizeObserver(([entry]) => widths.push(Math.round(entry!.contentRect.width)));
    await customElements.whenDefined('edu-material-viewer');
    const el = document.createElement('edu-material-viewer');
    const stages = new MutationObserver(() => {
      const stage = el.shadowRoot?.querySelector(STAGE);
      if (stage) {
        sizes.observe(stage);
        stages.disconnect();
      }
    });
    Object.entries({ src: fixture('outlined.pdf'), name: 'outlined.pdf', type: 'application/pdf', open: '' }).forEach(([k, v]) =>
      el.setAttribute(k, v),
    );
    document.body.append(el);
    stages.observe(el.shadowRoot!, { childList: true, subtree: true });
    const button = await toggle(el);
    expect(button.closest('.mv-controls')!.firstElementChild).to.equal(button);
    await waitFor(() => button.getAttribute('aria-expanded') === 'true');
    const aside = await findPanel(el);
    expect(button.getAttribute('aria-controls')).to.equal(aside.id);
    await waitForPage(el, 1);
    // Beside the page, at its inline start (left in English): the page area starts after it.
    const stage = el.shadowRoot!.querySelector(STAGE)!.getBoundingClientRect();
    const box = aside.getBoundingClientRect();
    expect(box.left).to.be.below(stage.left);
    expect(box.right).to.be.at.most(stage.left + 1);

    // The panel was in place before the page area was first laid out: the page area never
    // changed width as the viewer opened (page 1 is drawn once, at its final width).
    sizes.disconnect();
    expect(widths.length).to.be.greaterThan(0);
    expect(new Set(widths).size, `page area widths ${widths.join(', ')}`).to.equal(1);

    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'false');
    expect(panel(el)).to.equal(null);
    button.click();
    await findPanel(el);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
  });

  it('switches between Thumbnails and Outline tabs with clicks and the arrow keys', async () => {
    await setWidth(1280);
    const el = await openPdf(fixture('outlined.pdf'), 'outlined.pdf');
    const aside = await findPanel(el);
    await waitForPage(el, 1);
    const list = await findByShadowRole(aside, 'tablist', { name: 'Side panel views' }, { timeout: 10_000 });
    const thumbsTab = await findByShadowRole(list, 'tab', { name: 'Thumbnails' });
    const outlineTab = await findByShadowRole(list, 'tab', { name: 'Outline' });
    expect(thumbsTab.getAttribute('aria-selected')).to.equal('true');
    expect(outlineTab.getAttribute('aria-selected')).to.equal('false');
    expect(outlineTab.tabIndex).to.equal(-1);
    const tabpanel = await findByShadowRole(aside, 'tabpanel', { name: 'Thumbnails' });
    await findByShadowRole(tabpanel, 'button', { name: 'Page 1' });

    thumbsTab.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => outlineTab.getAttribute('aria-selected') === 'true');
    expect(el.shadowRoot!.activeElement).to.equal(outlineTab);
    await findByShadowRole(aside, 'tabpanel', { name: 'Outline' });
    // The arrow moved between tabs; it did not turn the page.
    expect(status(el)).to.equal('Page 1 of 8');
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => thumbsTab.getAttribute('aria-selected') === 'true');
    await sendKeys({ press: 'End' });
    await waitFor(() => outlineTab.getAttribute('aria-selected') === 'true');
    thumbsTab.click();
    await waitFor(() => thumbsTab.getAttribute('aria-selected') === 'true');
  });

  it('shows the outline: entries go to their pages, sub-entries open and close, links open safely', async () => {
    const { el, aside, outline } = await openOutline();

    // Top-level entries show their entries; deeper ones start closed.
    const chapter1 = await findByShadowRole(outline, 'button', { name: 'Sections of Chapter 1: Cells' });
    expect(chapter1.getAttribute('aria-expanded')).to.equal('true');
    const membrane = await findByShadowRole(outline, 'button', { name: 'Sections of 1.1 Cell membrane' });
    expect(membrane.getAttribute('aria-expanded')).to.equal('false');
    expect(queryByShadowRole(outline, 'button', { name: '1.1.1 Lipid bilayer' })).to.equal(null);

    membrane.click();
    await waitFor(() => membrane.getAttribute('aria-expanded') === 'true');
    (await findByShadowRole(outline, 'button', { name: '1.1.1 Lipid bilayer' })).click();
    await waitForStatus(el, 'Page 4 of 8');
    await waitForPage(el, 4);
    await findByShadowText(el, 'Outlined page 4: Lipid bilayer');

    // A named destination, and a GoTo action.
    (await findByShadowRole(outline, 'button', { name: '1.2 Nucleus' })).click();
    await waitForStatus(el, 'Page 5 of 8');
    (await findByShadowRole(outline, 'button', { name: 'Appendix' })).click();
    await waitForStatus(el, 'Page 8 of 8');

    // Closing a parent hides its entries.
    chapter1.click();
    await waitFor(() => !queryByShadowRole(outline, 'button', { name: '1.2 Nucleus' }));

    // A web address opens in a new tab without access to the viewer; a script address is no link.
    const link = await findByShadowRole(outline, 'link', { name: 'Further reading' });
    expect(link.getAttribute('href')).to.equal('https://example.org/further-reading');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.contain('noopener');
    await findByShadowText(outline, 'Unsafe script');
    expect(queryByShadowRole(outline, 'link', { name: 'Unsafe script' })).to.equal(null);
    expect(queryByShadowRole(outline, 'button', { name: 'Unsafe script' })).to.equal(null);

    // A long title stays on one line, ending in an ellipsis.
    const long = await findByShadowRole(outline, 'button', { name: LONG_TITLE });
    expect(getComputedStyle(long).textOverflow).to.equal('ellipsis');
    expect(long.scrollWidth).to.be.greaterThan(long.clientWidth);
    expect(long.getBoundingClientRect().right).to.be.at.most(aside.getBoundingClientRect().right);
  });

  it('marks the outline entry holding the page shown, or its closed parent', async () => {
    const { el, outline } = await openOutline();
    const intro = await findByShadowRole(outline, 'button', { name: 'Introduction' });
    await waitFor(() => intro.getAttribute('aria-current') === 'location');

    (await findByShadowRole(el, 'button', { name: 'Next' })).click(); // page 2
    const chapter1 = await findByShadowRole(outline, 'button', { name: 'Chapter 1: Cells' });
    await waitFor(() => chapter1.getAttribute('aria-current') === 'location');
    expect(intro.hasAttribute('aria-current')).to.equal(false);

    // Page 4 is under "1.1 Cell membrane", which is closed: the parent carries the mark.
    (await findByShadowRole(el, 'button', { name: 'Next' })).click();
    (await findByShadowRole(el, 'button', { name: 'Next' })).click();
    await waitForStatus(el, 'Page 4 of 8');
    const membrane = await findByShadowRole(outline, 'button', { name: '1.1 Cell membrane' });
    await waitFor(() => membrane.getAttribute('aria-current') === 'location');
    (await findByShadowRole(outline, 'button', { name: 'Sections of 1.1 Cell membrane' })).click();
    const lipid = await findByShadowRole(outline, 'button', { name: '1.1.1 Lipid bilayer' });
    await waitFor(() => lipid.getAttribute('aria-current') === 'location');
    expect(membrane.hasAttribute('aria-current')).to.equal(false);
    expect(outline.querySelectorAll('[aria-current]').length).to.equal(1);
  });

  it('shows a thumbnail per page named Page N, drawn after the page, going to its page, the current one marked', async () => {
    await setWidth(1280);
    const el = await openPdf(fixture('outlined.pdf'), 'outlined.pdf');
    const aside = await findPanel(el);
    // No thumbnail is drawn before the viewer's own page.
    let drawnBeforePage = false;
    const watch = new MutationObserver(() => {
      if (aside.querySelector('canvas') && !renderedPage(el)) drawnBeforePage = true;
    });
    watch.observe(aside, { childList: true, subtree: true });
    await waitForPage(el, 1);
    await thumbnail(aside, 'Page 1');
    // Looked up again each time: the list may rebuild its rows while the panel settles.
    const firstButton = () => [...aside.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Page 1');
    const first = await waitFor(() => (firstButton()?.querySelector('canvas') ? firstButton() : undefined), 10_000);
    watch.disconnect();
    expect(drawnBeforePage).to.equal(false);
    expect(first.getAttribute('aria-current')).to.equal('page');
    // The drawing is the page's: landscape pages give a landscape canvas with something drawn on it.
    const canvas = first.querySelector('canvas')!;
    expect(canvas.width).to.be.greaterThan(canvas.height);
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    expect(
      pixels.some((v, i) => i % 4 !== 3 && v < 128),
      'dark text pixels',
    ).to.equal(true);

    (await thumbnail(aside, 'Page 3')).click();
    await waitForStatus(el, 'Page 3 of 8');
    await waitForPage(el, 3);
    await waitFor(() => aside.querySelector('[aria-current="page"]')?.getAttribute('aria-label') === 'Page 3');
    expect(first.hasAttribute('aria-current')).to.equal(false);
    // The panel stays open beside the page on a wide viewer.
    expect(panel(el)).to.not.equal(null);

    (await findByShadowRole(el, 'button', { name: 'Next' })).click();
    await waitFor(() => aside.querySelector('[aria-current="page"]')?.getAttribute('aria-label') === 'Page 4');
    // Thumbnails turn with the pages.
    (await findByShadowRole(el, 'button', { name: 'Rotate' })).click();
    await waitFor(() => {
      const turned = aside.querySelector<HTMLCanvasElement>('[aria-current="page"] canvas');
      return turned && turned.height > turned.width;
    }, 10_000);
    // Page 8 is upright: its placeholder and drawing take its own shape once known.
    const list = aside.querySelector<HTMLElement>('.sb-scroller')!;
    list.scrollTop = list.scrollHeight;
    const last = await thumbnail(aside, 'Page 8');
    await waitFor(() => last.querySelector('canvas'), 10_000);
    const picture = last.querySelector<HTMLElement>('.sb-thumb__picture')!;
    // (turned a quarter, it is now wider than tall, unlike the landscape pages turned upright)
    await waitFor(() => picture.getBoundingClientRect().width > picture.getBoundingClientRect().height);
    const other = aside.querySelector<HTMLElement>('[aria-label="Page 7"] .sb-thumb__picture')!;
    expect(other.getBoundingClientRect().height).to.be.greaterThan(other.getBoundingClientRect().width);
  });

  it('names thumbnails with the printed page labels: Page ii (2 of 5)', async () => {
    await setWidth(1280);
    const el = await openPdf(fixture('labelled.pdf'), 'labelled.pdf');
    const aside = await findPanel(el);
    await waitForPage(el, 1);
    await thumbnail(aside, 'Page i (1 of 5)');
    (await thumbnail(aside, 'Page 2 (4 of 5)')).click();
    await waitForStatus(el, 'Page 2 (4 of 5)');
    expect((await thumbnail(aside, 'Page 2 (4 of 5)')).getAttribute('aria-current')).to.equal('page');
  });

  it('is closed at 375 px, lies over the page when opened, and closes after a pick or Escape', async () => {
    await setWidth(375);
    const el = await openPdf(fixture('multi-page.pdf'), 'multi-page.pdf');
    const button = await toggle(el);
    await waitForPage(el, 1);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(panel(el)).to.equal(null);
    const stage = el.shadowRoot!.querySelector<HTMLElement>('.mv-stage--pdf')!;
    const stageWidth = stage.getBoundingClientRect().width;

    button.click();
    const aside = await findPanel(el);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    // Over the page, which keeps its width; nothing sticks out sideways.
    expect(stage.getBoundingClientRect().width).to.equal(stageWidth);
    const box = aside.getBoundingClientRect();
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(375);
    expect(box.width).to.be.below(375);
    const dialog = el.shadowRoot!.querySelector('[part~="viewer"]')!;
    expect(dialog.scrollWidth).to.be.at.most(dialog.clientWidth);

    (await thumbnail(aside, 'Page 2')).click();
    await waitForStatus(el, 'Page 2 of 3');
    await waitFor(() => panel(el) === null);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot!.activeElement).to.equal(stage);

    // Escape closes the panel and gives focus back to its toggle; the viewer stays open.
    button.click();
    const again = await findPanel(el);
    (await thumbnail(again, 'Page 3')).focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => panel(el) === null);
    expect(el.shadowRoot!.activeElement).to.equal(button);
    expect(el.shadowRoot!.querySelector('dialog[open]')).to.not.equal(null);
    await waitForStatus(el, 'Page 2 of 3');

    // A tap on the page beside it closes it too.
    button.click();
    await findPanel(el);
    const free = stage.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(free.right - 10), Math.round(free.top + free.height / 2)] });
    await waitFor(() => panel(el) === null);
    await waitForStatus(el, 'Page 2 of 3');
  });

  it('sits on the right in Arabic, its tabs following the reading direction', async () => {
    await setWidth(1280);
    const el = await openPdf(fixture('outlined.pdf'), 'outlined.pdf', { lang: 'ar' });
    const aside = await findByShadowRole(el, 'complementary', { name: 'الصفحات والفهرس' }, { timeout: 10_000 });
    await waitForPage(el, 1);
    const stage = el.shadowRoot!.querySelector(STAGE)!.getBoundingClientRect();
    expect(aside.getBoundingClientRect().left).to.be.at.least(stage.right - 1);
    const thumbs = await findByShadowRole(aside, 'tab', { name: 'المصغّرات' }, { timeout: 10_000 });
    const outline = await findByShadowRole(aside, 'tab', { name: 'الفهرس' });
    expect(outline.getBoundingClientRect().right).to.be.at.most(thumbs.getBoundingClientRect().left + 1);
    thumbs.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => outline.getAttribute('aria-selected') === 'true');
    await findByShadowRole(aside, 'button', { name: 'أقسام Chapter 1: Cells' });
  });

  it('keeps a 2,000-page document to a few hundred DOM nodes wherever it is scrolled', async function () {
    this.timeout(90_000);
    await setWidth(1280);
    const bytes = await manyPagesPdf(2000);
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
    try {
      const el = await openPdf(url, 'long.pdf');
      const aside = await findPanel(el);
      await waitForPage(el, 1);
      await thumbnail(aside, 'Page 1');
      const scroller = aside.querySelector<HTMLElement>('.sb-scroller')!;
      const nodes = () => aside.querySelectorAll('*').length;
      const counts: number[] = [nodes()];
      // The whole document's height is there, so the scrollbar is true to the document.
      expect(scroller.scrollHeight).to.be.greaterThan(2000 * 150);
      for (const at of [0.25, 0.5, 0.999, 1]) {
        scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * at;
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
        counts.push(nodes());
      }
      await thumbnail(aside, 'Page 2000');
      console.log(`thumbnails panel of 2,000 pages: ${Math.max(...counts)} elements at most (${counts.join(', ')})`);
      for (const n of counts) expect(n).to.be.at.most(500);

      // Going to a far page brings its thumbnail into view, marked, and it gets drawn.
      const box = (await findByShadowRole(el, 'spinbutton', { name: 'Go to page' })) as HTMLInputElement;
      box.focus();
      box.select();
      await sendKeys({ type: '1500' });
      await waitForStatus(el, 'Page 1500 of 2000');
      const far = await thumbnail(aside, 'Page 1500');
      await waitFor(() => far.getAttribute('aria-current') === 'page');
      const r = far.getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      expect(r.top).to.be.at.least(view.top - 1);
      expect(r.bottom).to.be.at.most(view.bottom + 1);
      await waitFor(() => far.querySelector('canvas'), 15_000);
      expect(nodes()).to.be.at.most(500);
      // Only thumbnails on screen hold a drawing.
      expect(aside.querySelectorAll('canvas').length).to.be.at.most(
        within(aside).queryAllByShadowRole('button', { name: /^Page \d+$/ }).length,
      );
    } finally {
      URL.revokeObjectURL(url);
    }
  });
});
