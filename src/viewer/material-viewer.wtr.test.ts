import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole, queryByShadowText, within } from 'shadow-dom-testing-library';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../elements/edu-material-viewer.ts';
import { isScrollLocked } from '../lib/scroll-lock.ts';
import { cleanup, mount, setWidth, waitFor } from '../test-support/mount.ts';

// A variable base keeps Vite from turning fixture URLs into asset imports.
const here = import.meta.url;
const fixture = (name: string) => new URL(`./test-fixtures/${name}`, here).href;

/** Clicks `button` while the host takes over edu-download; returns the file names the event offered. */
async function namesDownloadedBy(el: HTMLElement, button: string): Promise<string[]> {
  const names: string[] = [];
  el.addEventListener('edu-download', (e) => {
    e.preventDefault();
    names.push(e.detail.fileName);
  });
  (await findByShadowRole(el, 'button', { name: button })).click();
  return names;
}

const dialog = (el: HTMLElement) => findByShadowRole(el, 'dialog');
const active = (el: HTMLElement) => el.shadowRoot!.activeElement;

describe('<edu-material-viewer> dialog', () => {
  afterEach(async () => {
    cleanup();
    await setWidth(800);
  });

  it('is closed until `open` is set, and opens with the boolean attribute', async () => {
    const el = await mount('edu-material-viewer', { src: fixture('photo.png'), name: 'photo.png' });
    await new Promise((r) => setTimeout(r, 100));
    expect(queryByShadowRole(el, 'dialog')).to.equal(null);
    el.setAttribute('open', '');
    const d = await dialog(el);
    expect(d.matches(':modal')).to.equal(true);
    expect(d.getAttribute('aria-labelledby')).to.be.a('string');
    await findByShadowRole(el, 'dialog', { name: 'photo.png' });
  });

  it('slides in when opened by the user, but not when already open as the page loads', async () => {
    const panelAnimation = async (el: HTMLElement) => getComputedStyle(await dialog(el)).animationName;
    const atLoad = await mount('edu-material-viewer', { src: fixture('photo.png'), name: 'photo.png', open: '' });
    expect(await panelAnimation(atLoad)).to.equal('none');
    cleanup();
    const later = await mount('edu-material-viewer', { src: fixture('photo.png'), name: 'photo.png' });
    await new Promise((r) => setTimeout(r, 100)); // rendered closed, as on a page before a click
    later.setAttribute('open', '');
    expect(await panelAnimation(later)).to.equal('mv-rise');
  });

  it('locks page scroll, moves focus in, keeps Tab inside and gives focus back on Escape', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'View photo';
    document.body.append(opener);
    opener.focus();
    const el = await mount('edu-material-viewer', { src: fixture('photo.png'), name: 'photo.png', open: '' });
    await findByShadowText(el, 'Error Loading Image').catch(() => null);
    // Focus starts in the toolbar (its first control enabled then), so Tab goes through the
    // toolbar before the picture.
    await waitFor(() => active(el)?.closest('.mv-header') != null);
    expect(isScrollLocked()).to.equal(true);

    // The page behind is inert and Tab goes round the viewer's controls, both ways: never to the
    // page, nor out to its body.
    await waitFor(() => !(queryByShadowRole(el, 'button', { name: 'Zoom in' }) as HTMLButtonElement | null)?.disabled);
    const first = active(el);
    const visited: (Element | null)[] = [];
    for (let i = 0; i < 12 && (i === 0 || active(el) !== first); i++) {
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === el, `Tab ${i + 1} stays in the viewer`).to.equal(true);
      visited.push(active(el));
    }
    const names = visited.map((v) => v?.getAttribute('aria-label') ?? v?.tagName);
    expect(visited.at(-1) === first, `back to the first control after ${names.join(', ')}`).to.equal(true);
    expect(names).to.include('Close viewer');
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement === el && active(el) === visited.at(-2), 'Shift+Tab goes back round').to.equal(true);
    opener.focus();
    expect(document.activeElement).to.not.equal(opener);

    const closed = new Promise((r) => el.addEventListener('edu-viewer-close', r, { once: true }));
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(queryByShadowRole(el, 'dialog')).to.equal(null);
    expect(el.hasAttribute('open')).to.equal(false);
    expect(isScrollLocked()).to.equal(false);
    expect(document.activeElement).to.equal(opener);
  });

  it('closes on a backdrop click and with the close button, not on a click inside', async () => {
    await setWidth(1024);
    const el = await mount('edu-material-viewer', { src: fixture('photo.png'), open: '' });
    const d = await dialog(el);
    expect(getComputedStyle(d, '::backdrop').backgroundColor).to.equal('rgba(8, 12, 24, 0.72)');
    const box = d.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.bottom - 20)] });
    await new Promise((r) => setTimeout(r, 50));
    expect(queryByShadowRole(el, 'dialog')).to.not.equal(null);
    await sendMouse({ type: 'click', position: [Math.round(box.left / 2), Math.round(box.top + box.height / 2)] });
    await waitFor(() => !queryByShadowRole(el, 'dialog'));

    el.setAttribute('open', '');
    (await findByShadowRole(el, 'button', { name: 'Close viewer' })).click();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    expect(el.hasAttribute('open')).to.equal(false);
  });

  it('opens again through the `open` property and closes with `open = false`', async () => {
    const el = await mount<HTMLElement & { open: boolean }>('edu-material-viewer', { src: fixture('photo.png') });
    el.open = true;
    await dialog(el);
    expect(el.getAttribute('open')).to.equal('');
    el.open = false;
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    // No attribute is left for `[open]` to match, as with `dialog.open = false`.
    expect(el.hasAttribute('open')).to.equal(false);
    expect(el.matches('[open]')).to.equal(false);
  });

  it('is open with open="false", as <dialog open="false"> is, warns once, and removes the attribute on close', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      const el = await mount<HTMLElement & { open: boolean }>('edu-material-viewer', {
        src: fixture('photo.png'),
        name: 'photo.png',
        open: 'false',
      });
      await dialog(el);
      expect(el.open).to.equal(true);
      el.setAttribute('open', 'false');
      const ours = warnings.filter((w) => String(w[0]).includes('open="false"'));
      expect(ours.length).to.equal(1);
      expect(String(ours[0]![0])).to.contain('edu-material-viewer.open = false');
      (await findByShadowRole(el, 'button', { name: 'Close viewer' })).click();
      await waitFor(() => !queryByShadowRole(el, 'dialog'));
      expect(el.hasAttribute('open')).to.equal(false);
    } finally {
      console.warn = warn;
    }
  });

  it('is above a host page whose z-index 9999 header and transformed, clipping column would cover or confine a fixed box', async () => {
    const header = document.createElement('header');
    header.style.cssText = 'position: fixed; inset: 0 0 auto 0; height: 100vh; z-index: 9999; background: #ddd;';
    const column = document.createElement('div');
    column.style.cssText =
      'position: relative; z-index: 1; transform: translateZ(0); width: 200px; height: 120px; overflow: hidden;';
    document.body.append(header, column);
    const el = document.createElement('edu-material-viewer');
    el.setAttribute('src', fixture('photo.png'));
    el.setAttribute('name', 'photo.png');
    el.setAttribute('open', '');
    column.append(el);
    const d = await findByShadowRole(el, 'dialog', { name: 'photo.png' }, { timeout: 10_000 });
    const close = await findByShadowRole(d, 'button', { name: 'Close viewer' });
    const r = close.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    expect(document.elementFromPoint(x, y)).to.equal(el);
    expect(close.contains(el.shadowRoot!.elementFromPoint(x, y))).to.equal(true);
    expect(d.getBoundingClientRect().width).to.be.greaterThan(600);
  });
});

describe('<edu-material-viewer> unsupported files', () => {
  afterEach(() => cleanup());

  it('gives a TIFF scan and an SVG drawing the panel, not a broken image', async () => {
    for (const [name, type] of [
      ['scan.tiff', 'image/tiff'],
      ['logo.svg', 'image/svg+xml'],
      ['scan.tif', ''],
    ] as const) {
      const el = await mount('edu-material-viewer', { src: fixture(name), name, type, open: '' });
      await findByShadowRole(el, 'heading', { name: 'Unsupported File Type' });
      expect(el.shadowRoot!.querySelector('img'), name).to.equal(null);
      cleanup();
    }
  });

  it('shows the panel with every spec text, the file information and Download File', async () => {
    const el = await mount('edu-material-viewer', {
      src: fixture('notes.docx'),
      name: 'notes.docx',
      type: 'application/msword',
      open: '',
    });
    await findByShadowRole(el, 'heading', { name: 'Unsupported File Type' });
    await findByShadowText(el, 'This file type is not supported for inline viewing.');
    await findByShadowText(el, 'File Information');
    await findByShadowText(el, 'notes.docx', { selector: 'dd' });
    await findByShadowText(el, 'application/msword');
    await findByShadowText(el, 'Supported formats: PDF documents and images (JPG, PNG, GIF, WebP)');
    const downloads: unknown[] = [];
    el.addEventListener('edu-download', (e) => {
      e.preventDefault();
      downloads.push(e.detail);
    });
    (await findByShadowRole(el, 'button', { name: 'Download File' })).click();
    expect(downloads).to.deep.equal([{ url: fixture('notes.docx'), fileName: 'notes.docx' }]);
    (await findByShadowRole(el, 'button', { name: 'Close' })).click();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
  });

  it("says 'Unknown' without a name and downloads as 'download'", async () => {
    const el = await mount('edu-material-viewer', { src: fixture('blob-without-name'), open: '' });
    await findByShadowText(el, 'Unknown');
    await findByShadowText(el, 'Unsupported File', { selector: 'dd' });
    expect(await namesDownloadedBy(el, 'Download File')).to.deep.equal(['download']);
  });

  it('names with markup are plain text, and a javascript: URL is never offered', async () => {
    const el = await mount('edu-material-viewer', {
      src: 'javascript:alert(1)',
      name: '<img src=x onerror=alert(1)>.exe',
      open: '',
    });
    await findByShadowText(el, '<img src=x onerror=alert(1)>.exe', { selector: 'dd' });
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(((await findByShadowRole(el, 'button', { name: 'Download File' })) as HTMLButtonElement).disabled).to.equal(true);
  });
});

describe('<edu-material-viewer> images', () => {
  afterEach(async () => {
    cleanup();
    await setWidth(800);
  });

  const zoomText = (el: HTMLElement) => el.shadowRoot!.querySelector('output')!.textContent;
  const img = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLImageElement>('img.mv-image')!;

  it('shows the title, the zoom % and the help line, and zooms 0.1-5 with buttons and keys', async () => {
    const el = await mount('edu-material-viewer', { src: fixture('photo.png'), name: 'photo.png', type: 'image/png', open: '' });
    await findByShadowRole(el, 'heading', { name: 'photo.png' });
    await waitFor(() => img(el)?.complete && getComputedStyle(img(el)).visibility !== 'hidden');
    expect(queryByShadowText(el, 'Loading image...')).to.equal(null);
    await findByShadowRole(el, 'img', { name: 'photo.png' });
    expect(((await findByShadowRole(el, 'link', { name: 'Open in new tab' })) as HTMLAnchorElement).href).to.equal(
      fixture('photo.png'),
    );
    await findByShadowText(el, /\+ or = zoom in, - zoom out, R rotate, 0 reset, Esc close/);
    expect(zoomText(el)).to.equal('100%');
    const stage = el.shadowRoot!.querySelector('[data-testid="image-stage"]')!;
    stage.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, ctrlKey: true, bubbles: true, cancelable: true }));
    await waitFor(() => zoomText(el) === '125%');
    stage.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, ctrlKey: true, bubbles: true, cancelable: true }));
    await waitFor(() => zoomText(el) === '100%');

    const zoomOut = (await findByShadowRole(el, 'button', { name: 'Zoom out' })) as HTMLButtonElement;
    for (let i = 0; i < 5; i++) zoomOut.click();
    await waitFor(() => zoomText(el) === '10%');
    expect(zoomOut.disabled).to.equal(true);
    zoomOut.focus();
    await sendKeys({ press: '=' });
    await waitFor(() => zoomText(el) === '35%');
    await sendKeys({ press: '+' });
    await waitFor(() => zoomText(el) === '60%');
    await sendKeys({ press: '-' });
    await waitFor(() => zoomText(el) === '35%');
    for (let i = 0; i < 25; i++) await sendKeys({ press: '+' });
    await waitFor(() => zoomText(el) === '500%');
    expect(((await findByShadowRole(el, 'button', { name: 'Zoom in' })) as HTMLButtonElement).disabled).to.equal(true);

    await sendKeys({ press: 'r' });
    await waitFor(() => img(el).style.transform.includes('rotate(90deg)'));
    (await findByShadowRole(el, 'button', { name: 'Rotate' })).click();
    (await findByShadowRole(el, 'button', { name: 'Rotate' })).click();
    (await findByShadowRole(el, 'button', { name: 'Rotate' })).click();
    await waitFor(() => img(el).style.transform.includes('rotate(0deg)'));
    await sendKeys({ press: 'R' });
    await waitFor(() => img(el).style.transform.includes('rotate(90deg)'));
    await sendKeys({ press: '0' });
    await waitFor(() => zoomText(el) === '100%' && img(el).style.transform.includes('rotate(0deg)'));
    await sendKeys({ press: 'R' });
    (await findByShadowRole(el, 'button', { name: 'Reset view' })).click();
    await waitFor(() => img(el).style.transform.includes('rotate(0deg)'));
  });

  /** A PNG of this size drawn in the page, as a blob: URL. */
  const picture = async (width: number, height: number): Promise<string> => {
    const canvas = document.createElement('canvas');
    Object.assign(canvas, { width, height });
    canvas.getContext('2d')!.fillRect(0, 0, width, height);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    return URL.createObjectURL(blob);
  };
  /** The picture as drawn (rotation included) lies inside the stage. */
  const fitsStage = (el: HTMLElement): boolean => {
    const stage = el.shadowRoot!.querySelector('[data-testid="image-stage"]')!.getBoundingClientRect();
    const shown = img(el).getBoundingClientRect();
    return (
      shown.width > 50 &&
      shown.height > 50 &&
      shown.top >= stage.top - 1 &&
      shown.bottom <= stage.bottom + 1 &&
      shown.left >= stage.left - 1 &&
      shown.right <= stage.right + 1
    );
  };

  it('opens a picture taller or wider than the viewer fitted, whole, and keeps it whole when turned', async () => {
    for (const [w, h] of [
      [600, 2400],
      [2400, 600],
    ] as const) {
      const el = await mount('edu-material-viewer', { src: await picture(w, h), name: 'tall.png', type: 'image/png', open: '' });
      await waitFor(() => img(el)?.complete && getComputedStyle(img(el)).visibility !== 'hidden');
      await waitFor(() => fitsStage(el));
      expect(zoomText(el)).to.equal('100%');
      (await findByShadowRole(el, 'button', { name: 'Rotate' })).click();
      await waitFor(() => img(el).style.transform.includes('rotate(90deg)'));
      // After the rotation's short transition.
      await new Promise((r) => setTimeout(r, 250));
      expect(fitsStage(el), `${w}x${h} turned`).to.equal(true);
      cleanup();
    }
  });

  it('pans by dragging only above 100%', async () => {
    const el = await mount('edu-material-viewer', { src: fixture('photo.png'), name: 'photo.png', open: '' });
    await waitFor(() => img(el)?.complete && getComputedStyle(img(el)).visibility !== 'hidden');
    const stage = el.shadowRoot!.querySelector<HTMLElement>('.mv-stage--image')!;
    // A real mouse drag through the browser (pointer events, capture and all).
    const drag = async (dx: number, dy: number) => {
      const r = stage.getBoundingClientRect();
      const x = Math.round(r.left + r.width / 2);
      const y = Math.round(r.top + r.height / 2);
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [x + dx / 2, y + dy / 2] });
      await sendMouse({ type: 'move', position: [x + dx, y + dy] });
      await sendMouse({ type: 'up' });
    };
    await drag(40, 30);
    await new Promise((r) => setTimeout(r, 30));
    expect(img(el).style.transform).to.contain('translate(0px, 0px)');
    (await findByShadowRole(el, 'button', { name: 'Zoom in' })).click();
    await waitFor(() => zoomText(el) === '125%');
    await drag(40, 30);
    await waitFor(() => img(el).style.transform.includes('translate(40px, 30px)'));
    (await findByShadowRole(el, 'button', { name: 'Zoom out' })).click();
    await waitFor(() => img(el).style.transform.includes('translate(0px, 0px)'));
  });

  it('falls back to Image and image.jpg', async () => {
    const el = await mount('edu-material-viewer', { src: fixture('photo.png'), type: 'image/png', open: '' });
    await findByShadowRole(el, 'heading', { name: 'Image' });
    expect(await namesDownloadedBy(el, 'Download')).to.deep.equal(['image.jpg']);
  });

  it('says Error Loading Image / Failed to load image with Close when the image cannot load', async () => {
    const el = await mount('edu-material-viewer', { src: fixture('missing.png'), name: 'missing.png', open: '' });
    const title = await findByShadowText(el, 'Error Loading Image', {}, { timeout: 5000 });
    const alert = title.closest('[role="alert"]')!;
    expect(alert.textContent).to.contain('Failed to load image');
    (await findByShadowRole(el, 'button', { name: 'Close' })).click();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
  });

  it('fits a phone: 44 px controls and no sideways overflow at 375 px', async () => {
    await setWidth(375);
    const el = await mount('edu-material-viewer', {
      src: fixture('photo.png'),
      name: 'a-rather-long-file-name-for-a-small-phone-screen.png',
      open: '',
    });
    const close = await findByShadowRole(el, 'button', { name: 'Close viewer' });
    const box = close.getBoundingClientRect();
    expect(box.width).to.be.at.least(44);
    expect(box.height).to.be.at.least(44);
    const panel = el.shadowRoot!.querySelector('[part~="viewer"]')!;
    expect(panel.scrollWidth).to.be.at.most(panel.clientWidth);
    const toolbar = el.shadowRoot!.querySelector<HTMLElement>('[part="toolbar"]')!;
    const tools = within(toolbar).getAllByShadowRole('button');
    for (const t of tools) expect(t.getBoundingClientRect().right, t.getAttribute('aria-label') ?? '').to.be.at.most(375);
  });
});
