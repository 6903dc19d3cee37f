import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole, queryByShadowText } from 'shadow-dom-testing-library';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../elements/edu-material-viewer.ts';
import { busy, fakeFetch, never } from '../../test-support/fetch-double.ts';
import { setValue } from '../../test-support/form.ts';
import { cleanup, mount, waitFor } from '../../test-support/mount.ts';

// A variable base keeps Vite from turning the fixture URLs into asset imports: the test
// server serves them as plain files (and answers 404 for a missing one).
const here = import.meta.url;
const fixture = (name: string) => new URL(`../test-fixtures/${name}`, here).href;

async function openPdf(file: string, attrs: Record<string, string> = {}): Promise<HTMLElement> {
  return mount('edu-material-viewer', { src: fixture(file), name: file, type: 'application/pdf', open: '', ...attrs });
}

/** The stage marks the page number once pdf.js has drawn it (canvas, text and annotation layers). */
/** The viewer's own alert (the toaster's live regions have the alert role too). */
async function findAlert(el: HTMLElement, text: string): Promise<HTMLElement> {
  const node = await findByShadowText(el, text, {}, { timeout: 10_000 });
  return node.closest<HTMLElement>('[role="alert"]')!;
}

/** The focusable region the page is drawn in. */
const STAGE = '[role="region"][aria-label="Document page"]';
const renderedPage = (el: HTMLElement) => el.shadowRoot!.querySelector(STAGE)?.getAttribute('data-rendered-page');
const waitForPage = (el: HTMLElement, n: number) => waitFor(() => renderedPage(el) === String(n), 15_000);

describe('<edu-material-viewer> PDF', () => {
  afterEach(() => cleanup());

  it('shows Loading PDF..., then the title, page 1 of 3 and a crisp canvas with its text layer', async () => {
    const el = await openPdf('multi-page.pdf');
    await findByShadowText(el, 'Loading PDF...');
    await waitForPage(el, 1);
    expect((await findByShadowRole(el, 'heading', { name: 'multi-page.pdf' })).tagName).to.equal('H2');
    await findByShadowText(el, 'Page 1 of 3');
    expect(queryByShadowText(el, 'Loading PDF...')).to.equal(null);
    const canvas = el.shadowRoot!.querySelector('canvas')!;
    const cssWidth = canvas.getBoundingClientRect().width;
    expect(canvas.width).to.be.closeTo(cssWidth * devicePixelRatio, 2);
    await findByShadowText(el, 'Fixture heading 1');
    const tab = (await findByShadowRole(el, 'link', { name: 'Open in new tab' })) as HTMLAnchorElement;
    expect([tab.href, tab.target, tab.rel]).to.deep.equal([fixture('multi-page.pdf'), '_blank', 'noopener noreferrer']);
  });

  it('Open in new tab leads a stored file of the API server to its viewer page, any other file to the file', async () => {
    const stored = await mount('edu-material-viewer', {
      src: '/api/files/7?access=1.2.abc',
      name: 'Biology.pdf',
      type: 'application/pdf',
      open: '',
    });
    const own = (await findByShadowRole(stored, 'link', { name: 'Open in new tab' })) as HTMLAnchorElement;
    expect([own.href, own.target, own.rel]).to.deep.equal([
      `${location.origin}/view?file=%2Fapi%2Ffiles%2F7%3Faccess%3D1.2.abc&name=Biology.pdf`,
      '_blank',
      'noopener noreferrer',
    ]);
    cleanup();
    const other = await mount('edu-material-viewer', {
      src: 'https://files.school.example/api/files/7',
      name: 'Biology.pdf',
      type: 'application/pdf',
      open: '',
    });
    const theirs = (await findByShadowRole(other, 'link', { name: 'Open in new tab' })) as HTMLAnchorElement;
    expect(theirs.href).to.equal('https://files.school.example/api/files/7');
    cleanup();
    // The viewer page is the API server's, wherever the bundle itself was loaded from.
    const api = await mount('edu-material-viewer', {
      src: 'https://api.school.example/api/files/7',
      name: 'Biology.pdf',
      type: 'application/pdf',
      open: '',
      'api-base': 'https://api.school.example',
    });
    const apis = (await findByShadowRole(api, 'link', { name: 'Open in new tab' })) as HTMLAnchorElement;
    expect(apis.href).to.equal('https://api.school.example/view?file=%2Fapi%2Ffiles%2F7&name=Biology.pdf');
  });

  it('pages with Next, Previous, the Go to page input and the arrow keys', async () => {
    const el = await openPdf('multi-page.pdf');
    await waitForPage(el, 1);
    const next = await findByShadowRole(el, 'button', { name: 'Next' });
    const previous = await findByShadowRole(el, 'button', { name: 'Previous' });
    expect((previous as HTMLButtonElement).disabled).to.equal(true);
    next.click();
    await findByShadowText(el, 'Page 2 of 3');
    await waitForPage(el, 2);
    await findByShadowText(el, 'Fixture heading 2');
    previous.click();
    await findByShadowText(el, 'Page 1 of 3');

    const input = (await findByShadowRole(el, 'spinbutton', { name: 'Go to page' })) as HTMLInputElement;
    await findByShadowText(el, 'of 3');
    for (const bad of ['0', '4', '2.5', '-1', '1e1', '']) {
      setValue(input, bad);
      await new Promise((r) => setTimeout(r, 30));
      expect(queryByShadowText(el, 'Page 1 of 3'), `ignores ${JSON.stringify(bad)}`).to.not.equal(null);
    }
    input.focus();
    input.select();
    await sendKeys({ type: '3' });
    await findByShadowText(el, 'Page 3 of 3');
    await waitForPage(el, 3);
    expect((next as HTMLButtonElement).disabled).to.equal(true);

    // Escape in the Go to page box leaves the box; the viewer stays open until the next Escape.
    input.focus();
    await sendKeys({ press: 'Escape' });
    expect(el.shadowRoot!.activeElement).to.not.equal(input);
    expect(el.shadowRoot!.querySelector('dialog[open]'), 'the viewer is still open').to.not.equal(null);
    await findByShadowText(el, 'Page 3 of 3');

    // Keys: the page keys act only when focus is not in a text field.
    (await findByShadowRole(el, 'button', { name: 'Rotate' })).focus();
    await sendKeys({ press: 'ArrowLeft' });
    await findByShadowText(el, 'Page 2 of 3');
    await sendKeys({ press: 'ArrowRight' });
    await findByShadowText(el, 'Page 3 of 3');
    await sendKeys({ press: 'ArrowRight' });
    await findByShadowText(el, 'Page 3 of 3');
  });

  it('shows the printed page labels and goes to a page by its label', async () => {
    const el = await openPdf('labelled.pdf');
    await waitForPage(el, 1);
    await findByShadowText(el, 'Page i (1 of 5)');
    const box = (await findByShadowRole(el, 'textbox', { name: 'Go to page' })) as HTMLInputElement;
    expect(box.value).to.equal('i');
    await findByShadowText(el, '(1 of 5)');
    box.focus();
    box.select();
    await sendKeys({ type: '2' });
    await findByShadowText(el, 'Page 2 (4 of 5)');
    await findByShadowText(el, 'Labelled sheet 4');
    box.select();
    await sendKeys({ type: 'ii' });
    await findByShadowText(el, 'Page ii (2 of 5)');
    box.select();
    await sendKeys({ type: 'xx' });
    await new Promise((r) => setTimeout(r, 50));
    await findByShadowText(el, 'Page ii (2 of 5)');
  });

  it('zooms between 50% and 300% in 25% steps with buttons and + = - keys, and rotates', async () => {
    const el = await openPdf('multi-page.pdf');
    await waitForPage(el, 1);
    const zoom = () => el.shadowRoot!.querySelector<HTMLSelectElement>('select.mv-zoom')!.selectedOptions[0]!.textContent;
    const zoomIn = (await findByShadowRole(el, 'button', { name: 'Zoom in' })) as HTMLButtonElement;
    const zoomOut = (await findByShadowRole(el, 'button', { name: 'Zoom out' })) as HTMLButtonElement;
    // Blank while page 1 loads: the box is labelled in the render after it is shown.
    await waitFor(() => zoom() === '100%');
    const pageWidth = () => el.shadowRoot!.querySelector('[data-page-number]')!.getBoundingClientRect().width;
    const width100 = pageWidth();
    zoomIn.click();
    await waitFor(() => zoom() === '125%');
    await waitFor(() => Math.abs(pageWidth() - width100 * 1.25) < 2, 10_000);
    zoomOut.click();
    zoomOut.click();
    zoomOut.click();
    await waitFor(() => zoom() === '50%');
    expect(zoomOut.disabled).to.equal(true);
    zoomOut.focus();
    await sendKeys({ press: '=' });
    await waitFor(() => zoom() === '75%');
    await sendKeys({ press: '+' });
    await waitFor(() => zoom() === '100%');
    await sendKeys({ press: '-' });
    await waitFor(() => zoom() === '75%');
    // Ctrl + wheel (and a trackpad pinch) over the page zooms the document, not the host page.
    const stage = el.shadowRoot!.querySelector(STAGE)!;
    const wheel = (deltaY: number, ctrlKey = true) => {
      const e = new WheelEvent('wheel', { deltaY, ctrlKey, bubbles: true, cancelable: true, composed: true });
      stage.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(wheel(-100)).to.equal(true);
    await waitFor(() => zoom() === '100%');
    // A pinch comes as many small deltas: they add up to one step per notch's distance.
    for (let i = 0; i < 8; i++) wheel(25);
    await waitFor(() => zoom() === '50%');
    // Two fingers on a touch screen: apart zooms in a step, together zooms out.
    const finger = (type: string, pointerId: number, x: number) =>
      stage.dispatchEvent(
        new PointerEvent(type, { pointerId, pointerType: 'touch', clientX: x, clientY: 300, bubbles: true, composed: true }),
      );
    finger('pointerdown', 1, 200);
    finger('pointerdown', 2, 300);
    finger('pointermove', 2, 330);
    await waitFor(() => zoom() === '75%');
    finger('pointermove', 2, 270);
    await waitFor(() => zoom() === '50%');
    finger('pointerup', 1, 200);
    finger('pointerup', 2, 270);
    expect(wheel(-100, false), 'a plain wheel scrolls').to.equal(false);
    await new Promise((r) => setTimeout(r, 30));
    expect(zoom()).to.equal('50%');
    wheel(-100);
    wheel(-100);
    await waitFor(() => zoom() === '100%');
    await sendKeys({ press: '-' });
    await waitFor(() => zoom() === '75%');
    for (let i = 0; i < 12; i++) await sendKeys({ press: '+' });
    await waitFor(() => zoom() === '300%');
    expect(zoomIn.disabled).to.equal(true);

    const pageBox = () => el.shadowRoot!.querySelector('[data-page-number]')!.getBoundingClientRect();
    await sendKeys({ press: '0' }); // not a PDF key: nothing happens
    expect(pageBox().height).to.be.greaterThan(pageBox().width);
    (await findByShadowRole(el, 'button', { name: 'Rotate' })).click();
    // Portrait becomes landscape (fitted to the width again at the same zoom).
    await waitFor(() => pageBox().width > pageBox().height, 10_000);
    expect(el.shadowRoot!.querySelector('.textLayer')!.getAttribute('data-main-rotation')).to.equal('90');
  });

  it('fits the whole page, the width, or shows actual size, and zooms on from a mode in steps', async () => {
    const el = await openPdf('multi-page.pdf');
    await waitForPage(el, 1);
    const box = (await findByShadowRole(el, 'combobox', { name: 'Zoom level' })) as HTMLSelectElement;
    const stage = el.shadowRoot!.querySelector(STAGE)!;
    const page = () => el.shadowRoot!.querySelector('[data-page-number]')!.getBoundingClientRect();
    const inner = () => {
      const style = getComputedStyle(stage);
      return {
        width: stage.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        height: stage.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
      };
    };
    const choose = (value: string) => {
      box.value = value;
      box.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('page-width');
    await waitFor(() => Math.abs(page().width - inner().width) < 2, 10_000);
    expect(box.selectedOptions[0]!.textContent).to.equal('Fit width');
    choose('page-fit');
    await waitFor(() => Math.abs(page().height - inner().height) < 2, 10_000);
    expect(page().height).to.be.at.most(inner().height + 1);
    expect(page().width).to.be.at.most(inner().width + 1);
    choose('page-actual');
    // 96 CSS pixels per inch: the fixture's US Letter page is 8.5 inches wide.
    await waitFor(() => Math.abs(page().width - 8.5 * 96) < 2, 10_000);
    // Zooming from a mode steps onto the 25% steps.
    (await findByShadowRole(el, 'button', { name: 'Zoom in' })).click();
    await waitFor(() => /^\d+%$/.test(box.selectedOptions[0]!.textContent ?? ''));
    expect(Number.parseInt(box.selectedOptions[0]!.textContent!, 10) % 25).to.equal(0);
  });

  it('prints every page (Print or Ctrl+P), showing its progress, and takes the pages away after printing', async () => {
    const el = await openPdf('multi-page.pdf');
    await waitForPage(el, 1);
    const printed: { pages: number; onlyPagesPrinted: boolean }[] = [];
    const realPrint = window.print;
    window.print = () => {
      const pages = document.querySelectorAll('body > .edu-print-pages img');
      const css = document.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join(' ');
      printed.push({ pages: pages.length, onlyPagesPrinted: css.includes('body > :not(.edu-print-pages)') });
    };
    try {
      (await findByShadowRole(el, 'button', { name: 'Print' })).click();
      await waitFor(() => printed.length === 1, 10_000);
      expect(printed[0]).to.deep.equal({ pages: 3, onlyPagesPrinted: true });
      window.dispatchEvent(new Event('afterprint'));
      expect(document.querySelector('.edu-print-pages')).to.equal(null);
      expect(document.adoptedStyleSheets.length).to.equal(0);
      await waitFor(() => queryByShadowRole(el, 'status', { name: /Preparing to print/ }) === null);

      (await findByShadowRole(el, 'button', { name: 'Zoom in' })).focus();
      await sendKeys({ down: 'Control' });
      await sendKeys({ press: 'p' });
      await sendKeys({ up: 'Control' });
      await waitFor(() => printed.length === 2, 10_000);
      // Closing the viewer takes the pages away even when the browser never said printing ended.
      (await findByShadowRole(el, 'button', { name: 'Close viewer' })).click();
      await waitFor(() => document.querySelector('.edu-print-pages') === null);
    } finally {
      window.print = realPrint;
    }
  });

  it('shows the stored picture of page 1 at once, where the page then appears without a shift', async () => {
    const el = await openPdf('multi-page.pdf', { preview: fixture('photo.png'), 'preview-size': '612x792' });
    const picture = await waitFor(() => el.shadowRoot!.querySelector<HTMLImageElement>('.mv-pdf-preview img'));
    expect(renderedPage(el)).to.equal(null);
    await waitFor(() => picture.getBoundingClientRect().width > 0);
    const before = picture.getBoundingClientRect();
    await waitForPage(el, 1);
    expect(el.shadowRoot!.querySelector('.mv-pdf-preview')).to.equal(null);
    const after = el.shadowRoot!.querySelector('[data-page-number]')!.getBoundingClientRect();
    for (const side of ['left', 'top', 'width', 'height'] as const)
      expect(Math.abs(after[side] - before[side]), side).to.be.below(1.5);
  });

  it('lays the stored text of page 1 over its picture, selectable before pdf.js has the document', async () => {
    const layout = {
      view: [0, 0, 612, 792],
      userUnit: 1,
      rotate: 0,
      items: [
        {
          str: 'Stored text of page one',
          dir: 'ltr',
          transform: [24, 0, 0, 24, 72, 700],
          width: 280,
          height: 24,
          fontName: 'f1',
          hasEOL: false,
        },
      ],
      styles: { f1: { fontFamily: 'sans-serif', ascent: 0.9, descent: -0.2, vertical: false } },
      lang: 'en',
    };
    const textUrl = URL.createObjectURL(new Blob([JSON.stringify(layout)], { type: 'application/json' }));
    // The document's bytes never arrive: only the picture and its text can show.
    const net = fakeFetch({ [`GET ${new URL(fixture('multi-page.pdf')).pathname}`]: never }, { otherwise: 'network' });
    try {
      const el = await openPdf('multi-page.pdf', {
        preview: fixture('photo.png'),
        'preview-size': '612x792',
        'preview-text': textUrl,
      });
      const run = await findByShadowText(el, 'Stored text of page one', {}, { timeout: 10_000 });
      const picture = el.shadowRoot!.querySelector('.mv-pdf-preview img')!.getBoundingClientRect();
      const scale = picture.width / 612;
      const box = run.getBoundingClientRect();
      expect(box.left - picture.left).to.be.closeTo(72 * scale, 2);
      expect(box.top).to.be.within(picture.top, picture.top + 100 * scale);
      // Dragged over with the mouse, through the loading message above it.
      const y = Math.round(box.top + box.height / 2);
      await sendMouse({ type: 'move', position: [Math.round(box.left) + 1, y] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [Math.round(box.right) - 1, y] });
      await sendMouse({ type: 'up' });
      const selection = (el.shadowRoot as ShadowRoot & { getSelection(): Selection }).getSelection();
      expect(selection.toString()).to.match(/^Stored text of page on/);
      expect(renderedPage(el)).to.equal(null);
    } finally {
      net.restore();
      URL.revokeObjectURL(textUrl);
    }
  });

  it('ignores a preview that is not an http(s) or blob: address, or has no usable size', async () => {
    for (const attrs of [
      { preview: 'javascript:alert(1)', 'preview-size': '612x792' },
      { preview: fixture('photo.png'), 'preview-size': 'big' },
    ]) {
      const el = await openPdf('multi-page.pdf', attrs);
      // Watched until the page is drawn: the picture never shows at any moment.
      let shown = el.shadowRoot!.querySelector('.mv-pdf-preview') !== null;
      const observer = new MutationObserver(() => (shown ||= el.shadowRoot!.querySelector('.mv-pdf-preview') !== null));
      observer.observe(el.shadowRoot!, { childList: true, subtree: true });
      await waitForPage(el, 1);
      observer.disconnect();
      expect(shown).to.equal(false);
      cleanup();
    }
  });

  it('opens again where the reader left the document, unless a page is asked for', async () => {
    let el = await openPdf('multi-page.pdf');
    await waitForPage(el, 1);
    (await findByShadowRole(el, 'button', { name: 'Next' })).click();
    (await findByShadowRole(el, 'button', { name: 'Next' })).click();
    await waitForPage(el, 3);
    el.remove(); // closing saves the place at once
    el = await openPdf('multi-page.pdf');
    await waitForPage(el, 3);
    await findByShadowText(el, 'Page 3 of 3');
    el.remove();
    el = await openPdf('multi-page.pdf', { page: '2' });
    await waitForPage(el, 2);
  });

  it('keeps the tools on one row on a phone: rotate, open, print and download in the More menu', async () => {
    await setViewport({ width: 375, height: 740 });
    try {
      const el = await openPdf('multi-page.pdf');
      await waitForPage(el, 1);
      const more = await findByShadowRole(el, 'button', { name: 'More tools' });
      expect(queryByShadowRole(el, 'button', { name: 'Print' })?.checkVisibility() ?? false).to.equal(false);
      const tools = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.mv-controls > :is(.mv-tool, select)')];
      const middle = (t: HTMLElement) => {
        const r = t.getBoundingClientRect();
        return Math.round(r.top + r.height / 2);
      };
      expect(new Set(tools.map(middle)).size, 'one row').to.equal(1);
      more.click();
      const rotate = await findByShadowRole(el, 'button', { name: 'Rotate' });
      await findByShadowRole(el, 'link', { name: 'Open in new tab' });
      await findByShadowRole(el, 'button', { name: 'Download' });
      rotate.click();
      await waitFor(() => el.shadowRoot!.querySelector('.textLayer')?.getAttribute('data-main-rotation') === '90', 10_000);
      expect((more as HTMLButtonElement).popoverTargetElement!.matches(':popover-open'), 'a pick closes the menu').to.equal(
        false,
      );
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('lets the user select and copy the page text', async () => {
    const el = await openPdf('single-page.pdf');
    await waitForPage(el, 1);
    const text = el.shadowRoot!.querySelector('.textLayer')!;
    const range = document.createRange();
    range.selectNodeContents(text);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    expect(selection.toString()).to.contain('A single page handout');
    selection.removeAllRanges();
  });

  it('selects only up to the pointer when a drag ends in the margin', async () => {
    const el = await openPdf('multi-page.pdf');
    await waitForPage(el, 1);
    const line = await findByShadowText(el, /^Photosynthesis turns light/);
    const page = el.shadowRoot!.querySelector('[data-page-number]')!.getBoundingClientRect();
    const box = line.getBoundingClientRect();
    const y = Math.round(box.top + box.height / 2);
    await sendMouse({ type: 'move', position: [Math.round(box.left + 2), y] });
    await sendMouse({ type: 'down' });
    // Into the empty margin right of the line, a little below it.
    await sendMouse({ type: 'move', position: [Math.round(page.right - 8), y + 6] });
    await sendMouse({ type: 'move', position: [Math.round(page.right - 6), y + 8] });
    await sendMouse({ type: 'up' });
    const selected = (el.shadowRoot as ShadowRoot & { getSelection(): Selection }).getSelection().toString();
    expect(selected).to.contain('Photosynthesis turns light');
    expect(selected).to.not.contain('Student name');
    expect(selected).to.not.contain('Open the reading list');
  });

  it('shows form fields that can be typed into, working links and annotations', async () => {
    const el = await openPdf('multi-page.pdf');
    await waitForPage(el, 1);
    const field = (await waitFor(() =>
      el.shadowRoot!.querySelector<HTMLInputElement>('.annotationLayer input[type="text"], .annotationLayer input:not([type])'),
    ))!;
    field.focus();
    await sendKeys({ type: 'Asha Verma' });
    expect(field.value).to.equal('Asha Verma');
    const link = await findByShadowRole(el, 'link', { name: /reading-list/ });
    expect(link.getAttribute('href')).to.equal('https://example.org/reading-list');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.contain('noopener');
    expect(el.shadowRoot!.querySelector('.annotationLayer .textAnnotation')).to.not.equal(null);
    // A typed value survives a re-render (zoom), kept in pdf.js's annotation storage.
    (await findByShadowRole(el, 'button', { name: 'Zoom in' })).click();
    await waitFor(
      () => el.shadowRoot!.querySelector<HTMLSelectElement>('select.mv-zoom')!.selectedOptions[0]!.textContent === '125%',
    );
    await waitFor(() => el.shadowRoot!.querySelector<HTMLInputElement>('.annotationLayer input')?.value === 'Asha Verma');
    // The download carries the answer: a copy pdf.js writes, not the blank original.
    const downloads: { url: string; fileName: string }[] = [];
    el.addEventListener('edu-download', (e) => {
      e.preventDefault();
      downloads.push((e as CustomEvent<{ url: string; fileName: string }>).detail);
    });
    (await findByShadowRole(el, 'button', { name: 'Download with my answers' })).click();
    await waitFor(() => downloads.length === 1);
    expect(downloads[0]!.url.startsWith('blob:')).to.equal(true);
    expect(downloads[0]!.fileName).to.equal('multi-page.pdf');
    const saved = await (await fetch(downloads[0]!.url)).text();
    expect(saved).to.contain('Asha Verma');
  });

  it('has no page navigation for a one-page document', async () => {
    const el = await openPdf('single-page.pdf');
    await waitForPage(el, 1);
    await findByShadowText(el, 'Page 1 of 1');
    expect(queryByShadowRole(el, 'button', { name: 'Next' })).to.equal(null);
    expect(queryByShadowRole(el, 'spinbutton', { name: 'Go to page' })).to.equal(null);
  });

  it('falls back to the title PDF Document and the download name document.pdf', async () => {
    const el = await mount('edu-material-viewer', { src: fixture('single-page.pdf'), type: 'application/pdf', open: '' });
    await findByShadowRole(el, 'heading', { name: 'PDF Document' });
    const downloads: { url: string; fileName: string }[] = [];
    el.addEventListener('edu-download', (e) => {
      e.preventDefault();
      downloads.push(e.detail);
    });
    (await findByShadowRole(el, 'button', { name: 'Download' })).click();
    expect(downloads).to.deep.equal([{ url: fixture('single-page.pdf'), fileName: 'document.pdf' }]);
  });

  it('asks for the password, rejects a wrong one and opens with the right one', async () => {
    const el = await openPdf('protected.pdf');
    const label = await findByShadowText(el, 'Enter the password to open this PDF file.', {}, { timeout: 10_000 });
    // Password inputs have no role: reach the field through its label.
    const field = (label as HTMLLabelElement).control as HTMLInputElement;
    expect(field.type).to.equal('password');
    expect(el.shadowRoot!.activeElement).to.equal(field);
    await sendKeys({ type: 'wrong' });
    await sendKeys({ press: 'Enter' });
    await findByShadowText(el, 'Invalid password. Please try again.', {}, { timeout: 10_000 });
    const again = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="password"]')!;
    expect(el.shadowRoot!.activeElement).to.equal(again);
    await sendKeys({ type: 'secret' });
    (await findByShadowRole(el, 'button', { name: 'Open' })).click();
    await waitForPage(el, 1);
    await findByShadowText(el, 'Page 1 of 3');
  });

  it('says Error Loading PDF / Failed to load PDF document for a corrupt file, with Close', async () => {
    const el = await openPdf('corrupt.pdf');
    const alert = await findAlert(el, 'Error Loading PDF');
    expect(alert.textContent).to.contain('Failed to load PDF document');
    expect(alert.textContent).to.contain('Failed to load PDF file.');
    const closed = new Promise((r) => el.addEventListener('edu-viewer-close', r, { once: true }));
    (await findByShadowRole(el, 'button', { name: 'Close' })).click();
    await closed;
    expect(el.hasAttribute('open')).to.equal(false);
    expect(queryByShadowRole(el, 'dialog')).to.equal(null);
  });

  it('says Error Loading PDF when pdf.js worker cannot load from pdf-assets-base (no endless loading)', async () => {
    const el = await openPdf('multi-page.pdf', { 'pdf-assets-base': `${location.origin}/no-such-pdfjs-folder/` });
    const alert = await findAlert(el, 'Error Loading PDF');
    expect(alert.textContent).to.contain('Failed to load PDF document');
    expect(queryByShadowText(el, 'Loading PDF...')).to.equal(null);
  });

  it('treats 404 as a missing file', async () => {
    const el = await openPdf('does-not-exist.pdf');
    const alert = await findAlert(el, 'Error Loading PDF');
    expect(alert.textContent).to.contain('Failed to load PDF document');
    expect(alert.textContent).to.contain('Missing PDF file.');
  });

  it('names an unexpected status: Unexpected server response (502) while retrieving PDF', async () => {
    // Only the document request fails; pdf.js's other files load normally.
    const net = fakeFetch({ 'GET /unavailable.pdf': new Response('bad gateway', { status: 502 }) }, { otherwise: 'network' });
    try {
      const el = await mount('edu-material-viewer', {
        src: `${location.origin}/unavailable.pdf`,
        type: 'application/pdf',
        open: '',
      });
      const alert = await findAlert(el, 'Unexpected server response (502) while retrieving PDF');
      expect(alert.textContent).to.contain('Error Loading PDF');
    } finally {
      net.restore();
    }
  });

  it('opens the file again while the server answers 503, saying meanwhile that the server is busy', async () => {
    const real = window.fetch.bind(window);
    let down = true;
    let refused = 0;
    const net = fakeFetch(
      {
        'GET /busy/multi-page.pdf': (call) => {
          if (!down) return real(fixture('multi-page.pdf'), call.init);
          refused += 1;
          return busy(1);
        },
      },
      { otherwise: 'network' },
    );
    try {
      const el = await mount('edu-material-viewer', {
        src: `${location.origin}/busy/multi-page.pdf`,
        type: 'application/pdf',
        open: '',
      });
      const status = await findByShadowText(el, 'The server is busy, retrying...', undefined, { timeout: 10_000 });
      expect(status.closest('[role="status"]')).to.not.equal(null);
      down = false;
      await waitForPage(el, 1);
      await findByShadowText(el, 'Page 1 of 3');
      expect(queryByShadowText(el, 'The server is busy, retrying...')).to.equal(null);
      expect(queryByShadowText(el, /Unexpected server response/)).to.equal(null);
      expect(refused).to.be.greaterThan(0);
    } finally {
      net.restore();
    }
  });

  it('says No PDF file specified. when there is no usable URL', async () => {
    const el = await mount('edu-material-viewer', { src: 'javascript:alert(1)', name: 'x.pdf', open: '' });
    const alert = await findAlert(el, 'No PDF file specified.');
    expect(alert.textContent).to.contain('Error Loading PDF');
  });
});
