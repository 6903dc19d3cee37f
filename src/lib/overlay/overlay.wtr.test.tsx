import { expect } from 'chai';
import {
  findAllByShadowText,
  findByShadowRole,
  findByShadowText,
  queryAllByShadowText,
  queryByShadowRole,
  queryByShadowText,
  within,
} from 'shadow-dom-testing-library';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { useState } from 'react';
import { AlertDialog } from '../alert-dialog.tsx';
import { defineElement } from '../define-element.tsx';
import { useElement } from '../element-context.tsx';
import { isScrollLocked } from '../scroll-lock.ts';
import { cleanup, waitFor } from '../../test-support/mount.ts';
import { deepElementAt } from '../../test-support/hit-test.ts';
import { openDialog } from '../../test-support/open.ts';
import { INHERITED_TEXT_PROPERTIES } from '../../test-support/page-facts.ts';
import { Drawer } from './drawer.tsx';
import { Modal } from './modal.tsx';
import '../../elements/edu-material-viewer.ts';

/** An element using every part of the kit, as the dashboards do. */
function Probe({ busy = false, tucked = false }: { busy?: boolean; tucked?: boolean }) {
  const { toast } = useElement();
  const [modal, setModal] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setModal(true)}>
        Open modal
      </button>
      <button type="button" onClick={() => setDrawer(true)}>
        Open drawer
      </button>
      <button type="button" onClick={() => setAsking(true)}>
        Delete
      </button>
      <button type="button" onClick={() => toast.success('Saved!')}>
        Toast
      </button>
      <button type="button" onClick={() => toast.show('info', 'Brief note', { duration: 300 })}>
        Brief toast
      </button>
      <section hidden={tucked}>
        <Modal open={modal} title="Edit course" description="Algebra" busy={busy} onClose={() => setModal(false)}>
          <p>Change the course.</p>
          <button type="button" onClick={() => toast.error('Could not save the course.')}>
            Save
          </button>
          <div className="edu-modal__actions">
            <button type="button" onClick={() => setModal(false)}>
              Cancel
            </button>
          </div>
        </Modal>
      </section>
      <Drawer open={drawer} onClose={() => setDrawer(false)} labelledBy="probe-drawer-title">
        <h2 id="probe-drawer-title">Menu</h2>
        <button type="button">First item</button>
        <button type="button" data-autofocus="">
          Current item
        </button>
      </Drawer>
      {asking && (
        <AlertDialog
          title="Delete course?"
          cancelLabel="Keep"
          confirmLabel="Delete"
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => setAsking(false)}
        >
          <p>This cannot be undone.</p>
        </AlertDialog>
      )}
    </div>
  );
}

defineElement<{ busy?: boolean; tucked?: boolean }>({
  name: 'test-overlay-probe',
  load: async () => ({ default: Probe }),
  attributes: { busy: 'boolean', tucked: 'boolean' },
});

type HostLayout = 'z-index' | 'transform';

/**
 * A host page as an LMS builds it: a fixed header with z-index 9999 over the whole viewport,
 * and the element in a content column that is either `position: relative; z-index: 1` or a
 * small transformed box that clips what overflows it.
 */
async function mountInHost(
  layout: HostLayout,
  attrs: Record<string, string> = {},
): Promise<{ el: HTMLElement; hostButton: HTMLButtonElement; clicks: string[] }> {
  const header = document.createElement('header');
  header.style.cssText = 'position: fixed; inset: 0 0 auto 0; height: 100vh; z-index: 9999; background: #ddd;';
  const hostButton = document.createElement('button');
  hostButton.textContent = 'Host menu';
  hostButton.style.cssText = 'position: absolute; left: 8px; top: 8px; width: 120px; height: 40px;';
  const clicks: string[] = [];
  hostButton.addEventListener('click', () => clicks.push('host'));
  header.append(hostButton);
  const column = document.createElement('div');
  column.style.cssText =
    layout === 'z-index'
      ? 'position: relative; z-index: 1;'
      : 'transform: translateZ(0); width: 240px; height: 160px; overflow: hidden; margin: 300px 0 0 300px;';
  document.body.append(header, column);
  const el = document.createElement('test-overlay-probe');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  column.append(el);
  await findByShadowRole(el, 'button', { name: 'Open modal' }, { timeout: 10_000 });
  return { el, hostButton, clicks };
}

function centre(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}

/** Nothing covers `el` at its centre: what a click there reaches is `el` (or inside it). */
function isTopmost(el: Element): boolean {
  const hit = deepElementAt(centre(el));
  return hit !== null && (hit === el || el.contains(hit));
}

function isFullyOnScreen(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return (
    r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight
  );
}

/** The element whose shadow root holds focus, followed down to the focused control. */
function deepActive(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

async function openModal(el: HTMLElement): Promise<{ opener: HTMLElement; dialog: HTMLElement }> {
  const opener = await findByShadowRole(el, 'button', { name: 'Open modal' });
  return { opener, dialog: await openDialog(el, opener, 'Edit course') };
}

describe('overlay kit: Modal', () => {
  afterEach(() => cleanup());

  for (const layout of ['z-index', 'transform'] as const) {
    it(`is in the top layer over a host whose content column has ${layout === 'z-index' ? 'z-index 1 under a z-index 9999 header' : 'a transform and clips'}`, async () => {
      const { el } = await mountInHost(layout);
      const { dialog } = await openModal(el);
      expect(dialog.matches(':modal')).to.equal(true);
      const close = await findByShadowRole(dialog, 'button', { name: 'Close' });
      expect(isTopmost(close), 'the Close button is what a click at its centre reaches').to.equal(true);
      expect(isFullyOnScreen(dialog)).to.equal(true);
      // Sized by the viewport, not by the 240 px column.
      expect(dialog.getBoundingClientRect().width).to.be.greaterThan(400);
    });
  }

  it('is named by its title, described by its description, and dims the page with its ::backdrop', async () => {
    const { el } = await mountInHost('z-index');
    const { dialog } = await openModal(el);
    expect(dialog.getAttribute('aria-describedby')).to.be.a('string');
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).to.equal('Algebra');
    expect(getComputedStyle(dialog, '::backdrop').backgroundColor).to.equal('rgba(10, 16, 32, 0.55)');
    expect(dialog.getAttribute('part')).to.equal('dialog');
  });

  it('makes the host page inert: its button can be neither focused nor clicked', async () => {
    const { el, hostButton, clicks } = await mountInHost('z-index');
    const { dialog } = await openModal(el);
    const inside = deepActive();
    expect(dialog.contains(inside)).to.equal(true);
    hostButton.focus();
    expect(document.activeElement).to.not.equal(hostButton);
    expect(deepActive()).to.equal(inside);
    expect(isTopmost(hostButton)).to.equal(false);
    await sendMouse({ type: 'click', position: centre(hostButton).map(Math.round) as [number, number] });
    expect(clicks).to.deep.equal([]);
  });

  it('moves focus in, keeps Tab off the host page, and Escape closes it with focus back on the opener', async () => {
    const { el, hostButton } = await mountInHost('z-index');
    const { opener, dialog } = await openModal(el);
    // The first control of the body, not the Close button.
    expect(deepActive()?.textContent).to.equal('Save');
    for (let i = 0; i < 6; i++) {
      await sendKeys({ press: 'Tab' });
      expect(deepActive()).to.not.equal(hostButton);
      expect(deepActive()).to.not.equal(opener);
      expect(dialog.contains(deepActive()), `Tab ${i + 1} goes round the dialog, not out to the page's body`).to.equal(true);
    }
    expect(isScrollLocked()).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    expect(deepActive()).to.equal(opener);
    expect(isScrollLocked()).to.equal(false);
    expect(dialog.isConnected).to.equal(false);
  });

  it('stays in sight when the part of the element that opened it is hidden (a tab left through the URL)', async () => {
    const { el } = await mountInHost('z-index');
    const { dialog } = await openModal(el);
    el.setAttribute('tucked', '');
    await waitFor(() => el.shadowRoot!.querySelector('section')!.hidden);
    expect(isTopmost(await findByShadowRole(dialog, 'button', { name: 'Close' }))).to.equal(true);
  });

  it('closes on a backdrop click, not on a click inside', async () => {
    const { el } = await mountInHost('z-index');
    const { dialog } = await openModal(el);
    const r = dialog.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.left + 20), Math.round(r.bottom - 10)] });
    expect(queryByShadowRole(el, 'dialog', { name: 'Edit course' })).to.not.equal(null);
    await sendMouse({ type: 'click', position: [4, Math.round(window.innerHeight / 2)] });
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
  });

  it('stays open while busy: Escape (even twice), the backdrop and Close do nothing', async () => {
    const { el } = await mountInHost('z-index', { busy: '' });
    const { dialog } = await openModal(el);
    const close = await findByShadowRole(dialog, 'button', { name: 'Close' });
    expect(close.getAttribute('aria-disabled')).to.equal('true');
    close.click();
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    await sendMouse({ type: 'click', position: [4, Math.round(window.innerHeight / 2)] });
    await new Promise((r) => setTimeout(r, 100));
    expect(dialog.matches(':modal')).to.equal(true);
    el.removeAttribute('busy');
    await waitFor(() => !close.hasAttribute('aria-disabled'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
  });
});

describe('overlay kit: toasts', () => {
  afterEach(() => cleanup());

  for (const layout of ['z-index', 'transform'] as const) {
    it(`are in the top layer and fully on screen over a host with ${layout === 'z-index' ? 'a z-index 9999 header' : 'a transformed, clipping column'}`, async () => {
      const { el } = await mountInHost(layout);
      (await findByShadowRole(el, 'button', { name: 'Toast' })).click();
      const toast = (await findByShadowText(el, 'Saved!')).closest('.edu-toast')!;
      const region = toast.closest('[popover]')!;
      expect(region.matches(':popover-open')).to.equal(true);
      expect(region.getAttribute('popover')).to.equal('manual');
      expect(isFullyOnScreen(toast)).to.equal(true);
      expect(isTopmost(toast)).to.equal(true);
      expect(toast.closest('[role="status"]')!.getAttribute('aria-live')).to.equal('polite');
    });
  }

  it('show three at once below the header band; the fourth waits until one is dismissed', async () => {
    const { el } = await mountInHost('z-index');
    const button = await findByShadowRole(el, 'button', { name: 'Toast' });
    for (let i = 0; i < 4; i++) button.click();
    await waitFor(() => queryAllByShadowText(el, 'Saved!').length === 3);
    const toasts = (await findAllByShadowText(el, 'Saved!')).map((n) => n.closest('.edu-toast')!);
    // The site header is 64 px high and sticky: nothing of a toast is over it.
    expect(Math.min(...toasts.map((t) => t.getBoundingClientRect().top))).to.be.at.least(64);
    const dismiss = toasts[0]!.querySelector('button')!;
    await sendMouse({ type: 'click', position: centre(dismiss).map(Math.round) as [number, number] });
    await waitFor(() => !toasts[0]!.isConnected);
    await waitFor(() => queryAllByShadowText(el, 'Saved!').length === 3);
  });

  it('wait while the pointer is over one, past its time, and go once it leaves', async () => {
    const { el } = await mountInHost('z-index');
    (await findByShadowRole(el, 'button', { name: 'Brief toast' })).click();
    const toast = (await findByShadowText(el, 'Brief note')).closest('.edu-toast')!;
    await sendMouse({ type: 'move', position: centre(toast).map(Math.round) as [number, number] });
    await new Promise((r) => setTimeout(r, 600));
    expect(toast.isConnected).to.equal(true);
    await sendMouse({ type: 'move', position: [5, 5] });
    await waitFor(() => !queryByShadowText(el, 'Brief note'));
  });

  it('shown while a tall dialog is open on a phone: above the sheet, clear of its Close button', async () => {
    await setViewport({ width: 375, height: 700 });
    try {
      const { el } = await mountInHost('z-index');
      const { dialog } = await openModal(el);
      (dialog.querySelector('.edu-modal__body') as HTMLElement).style.minHeight = '2000px';
      (await findByShadowRole(dialog, 'button', { name: 'Save' })).click();
      const toast = (await findByShadowText(el, 'Could not save the course.')).closest('.edu-toast')!;
      const a = toast.getBoundingClientRect();
      const b = within(dialog).getByShadowRole('button', { name: 'Close' }).getBoundingClientRect();
      const covered = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(covered, `toast ${JSON.stringify(a)} over Close ${JSON.stringify(b)}`).to.equal(false);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shown while the material viewer fills a phone: below its toolbar, over none of its controls', async () => {
    await setViewport({ width: 375, height: 700 });
    try {
      const { el } = await mountInHost('z-index');
      const viewer = document.createElement('edu-material-viewer');
      viewer.setAttribute('name', 'photo.png');
      viewer.setAttribute('src', new URL('../../viewer/test-fixtures/photo.png', import.meta.url).href);
      viewer.setAttribute('open', '');
      document.body.append(viewer);
      const dialog = await findByShadowRole(viewer, 'dialog', { name: 'photo.png' });
      await findByShadowRole(dialog, 'button', { name: 'Close viewer' });
      // The page behind the viewer is inert to people; the probe's button is pressed by script.
      (await findByShadowRole(el, 'button', { name: 'Toast' })).click();
      const toast = (await findByShadowText(viewer, 'Saved!')).closest('.edu-toast')!;
      const a = toast.getBoundingClientRect();
      const covered = [...dialog.querySelectorAll('button, select, input, a[href]')].filter((c) => {
        const b = c.getBoundingClientRect();
        return b.width > 0 && !toast.contains(c) && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      expect(covered.map((c) => c.getAttribute('aria-label') ?? c.textContent)).to.deep.equal([]);
      expect(a.top).to.be.at.least(dialog.querySelector('[part="toolbar"]')!.getBoundingClientRect().bottom);
      viewer.remove();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shown while a modal is open: above it, inside it (not inert), announced and dismissable', async () => {
    const { el } = await mountInHost('transform');
    const { dialog } = await openModal(el);
    (await findByShadowRole(dialog, 'button', { name: 'Save' })).click();
    const toast = (await findByShadowText(el, 'Could not save the course.')).closest('.edu-toast')!;
    expect(dialog.contains(toast)).to.equal(true);
    // Clear of the dialog's Close button and its actions.
    const covers = (control: Element): boolean => {
      const a = toast.getBoundingClientRect();
      const b = control.getBoundingClientRect();
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    };
    for (const name of ['Close', 'Cancel', 'Save']) {
      expect(covers(within(dialog).getByShadowRole('button', { name })), `the toast covers ${name}`).to.equal(false);
    }
    expect(toast.closest('[role="alert"]')!.getAttribute('aria-live')).to.equal('assertive');
    expect(isFullyOnScreen(toast)).to.equal(true);
    expect(isTopmost(toast)).to.equal(true);
    const dismiss = toast.querySelector('button')!;
    await sendMouse({ type: 'click', position: centre(dismiss).map(Math.round) as [number, number] });
    await waitFor(() => !toast.isConnected);
    expect(dialog.matches(':modal')).to.equal(true);
    // Closed, the modal hands the toasts back to the element.
    (await findByShadowRole(dialog, 'button', { name: 'Cancel' })).click();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    (await findByShadowRole(el, 'button', { name: 'Toast' })).click();
    const later = (await findByShadowText(el, 'Saved!')).closest('.edu-toast')!;
    expect(later.closest('dialog')).to.equal(null);
    expect(isTopmost(later)).to.equal(true);
  });
});

describe('overlay kit: AlertDialog', () => {
  afterEach(() => cleanup());

  it('asks in an alertdialog named by its title, focus on the cancelling button; Escape cancels, the backdrop does not', async () => {
    const { el } = await mountInHost('transform');
    const opener = await findByShadowRole(el, 'button', { name: 'Delete' });
    const dialog = await openDialog(el, opener, 'Delete course?', 'alertdialog');
    expect(deepActive()?.textContent).to.equal('Keep');
    expect(isTopmost(await findByShadowRole(dialog, 'button', { name: 'Delete' }))).to.equal(true);
    await sendMouse({ type: 'click', position: [4, 4] });
    await new Promise((r) => setTimeout(r, 100));
    expect(dialog.matches(':modal')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByShadowRole(el, 'alertdialog'));
    expect(deepActive()).to.equal(opener);
  });
});

describe('overlay kit: Drawer', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('lang');
    cleanup();
  });

  async function openDrawer(el: HTMLElement): Promise<HTMLElement> {
    return openDialog(el, await findByShadowRole(el, 'button', { name: 'Open drawer' }), 'Menu');
  }

  it('slides in from the left edge over the whole height, in the top layer, focus on the current item', async () => {
    const { el, hostButton } = await mountInHost('transform');
    const drawer = await openDrawer(el);
    expect(drawer.matches(':modal')).to.equal(true);
    await waitFor(() => Math.round(drawer.getBoundingClientRect().left) === 0);
    const r = drawer.getBoundingClientRect();
    expect(r.top).to.equal(0);
    expect(Math.round(r.height)).to.equal(window.innerHeight);
    expect(Math.round(r.width)).to.equal(Math.min(320, window.innerWidth - 40));
    expect(deepActive()?.textContent).to.equal('Current item');
    expect(isTopmost(await findByShadowRole(drawer, 'button', { name: 'First item' }))).to.equal(true);
    hostButton.focus();
    expect(document.activeElement).to.not.equal(hostButton);
    expect(isScrollLocked()).to.equal(true);
  });

  it('slides in from the right edge on a page in a right-to-left language', async () => {
    document.documentElement.setAttribute('lang', 'ar');
    document.documentElement.setAttribute('dir', 'rtl');
    const { el } = await mountInHost('z-index');
    const drawer = await openDrawer(el);
    await waitFor(() => Math.round(drawer.getBoundingClientRect().right) === document.documentElement.clientWidth);
  });

  it('closes on a click beside it and on Escape, giving focus back', async () => {
    const { el } = await mountInHost('z-index');
    let drawer = await openDrawer(el);
    await waitFor(() => Math.round(drawer.getBoundingClientRect().left) === 0);
    await sendMouse({ type: 'click', position: [window.innerWidth - 10, Math.round(window.innerHeight / 2)] });
    await waitFor(() => !drawer.matches(':modal'));
    await waitFor(() => !isScrollLocked());
    drawer = await openDrawer(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !drawer.matches(':modal'));
    expect(deepActive()?.textContent).to.equal('Open drawer');
    // Closed, it is out of sight and out of the accessibility tree.
    await waitFor(() => queryByShadowRole(el, 'dialog') === null);
  });
});

describe('overlay kit: host text styles', () => {
  afterEach(() => {
    document.getElementById('hostile-text')?.remove();
    cleanup();
  });

  /** Each text inside `roots` with the inherited properties its look depends on. */
  const textStyles = (roots: Element[]): string[] =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('*')]
        .filter((n) => [...n.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim()))
        .map((n) => {
          const style = getComputedStyle(n);
          return `${n.textContent!.trim()} | ${INHERITED_TEXT_PROPERTIES.map((p) => style.getPropertyValue(p)).join(' ; ')}`;
        }),
    );

  it('take none of the host page body text styles: dialogs, the drawer, toasts and the viewer look as on a plain page', async () => {
    const { el } = await mountInHost('z-index');
    const viewer = document.createElement('edu-material-viewer');
    viewer.setAttribute('name', 'photo.png');
    viewer.setAttribute('src', new URL('../../viewer/test-fixtures/photo.png', import.meta.url).href);
    viewer.setAttribute('open', '');
    const dialog = (await openModal(el)).dialog;
    (await findByShadowRole(dialog, 'button', { name: 'Save' })).click();
    await findByShadowText(el, 'Could not save the course.');
    const drawer = el.shadowRoot!.querySelector('.edu-drawer')!;
    document.body.append(viewer);
    const viewerDialog = await findByShadowRole(viewer, 'dialog', { name: 'photo.png' });
    await findByShadowRole(viewerDialog, 'button', { name: 'Close viewer' });
    const overlays = [dialog, drawer, viewerDialog];
    const plain = textStyles(overlays);
    expect(plain.join('\n')).to.contain('Could not save the course.').and.contain('Edit course').and.contain('Menu');

    const hostile = document.createElement('style');
    hostile.id = 'hostile-text';
    hostile.textContent = `body { text-transform: uppercase; letter-spacing: 2px; word-spacing: 4px; font: italic 900 20px/3 'Courier New', monospace;
      color: red; text-align: right; text-indent: 20px; text-shadow: 1px 1px red; white-space: pre; cursor: crosshair; font-variant-caps: small-caps;
      word-break: break-all; hyphens: auto; -webkit-text-fill-color: red; }`;
    document.head.append(hostile);
    expect(getComputedStyle(el).textTransform, 'the host element takes the body styles').to.equal('uppercase');
    expect(textStyles(overlays)).to.deep.equal(plain);
    viewer.remove();
  });
});
