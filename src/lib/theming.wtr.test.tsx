import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { useState } from 'react';
import { defineElement } from './define-element.tsx';
import { Modal } from './overlay/modal.tsx';
import { cleanup, mount } from '../test-support/mount.ts';

/** A button, a pill, a card and a dialog, styled only by the shared stylesheet's classes. */
function Probe() {
  const [open, setOpen] = useState(false);
  return (
    <div className="edu-card">
      <button type="button" className="edu-btn" onClick={() => setOpen(true)}>
        Open
      </button>
      <span className="edu-pill">Pill</span>
      <Modal open={open} title="Details" onClose={() => setOpen(false)}>
        <p>Inside</p>
      </Modal>
    </div>
  );
}

defineElement({
  name: 'test-theming-probe',
  load: async () => ({ default: Probe, styles: '.edu-pill { border-radius: var(--edu-radius-full); }' }),
});

/** A page stylesheet, as a host's own CSS. */
function pageStyle(css: string): void {
  const style = document.createElement('style');
  style.className = 'page-theme';
  style.textContent = css;
  document.head.append(style);
}

async function probe(attrs: Record<string, string> = {}) {
  const el = await mount<HTMLElement>('test-theming-probe', attrs);
  const button = await findByShadowRole(el, 'button', { name: 'Open' });
  return {
    el,
    button: getComputedStyle(button),
    card: getComputedStyle(button.closest('.edu-card')!),
    pill: getComputedStyle(await findByShadowText(el, 'Pill')),
  };
}

describe('theming with --edu-* custom properties', () => {
  afterEach(() => {
    document.querySelectorAll('.page-theme').forEach((s) => s.remove());
    cleanup();
  });

  it('without any, the defaults: light palette, 8 px buttons, 12 px cards, round pills', async () => {
    const { button, card, pill } = await probe();
    expect(button.backgroundColor).to.equal('rgb(37, 84, 216)');
    expect(button.borderTopLeftRadius).to.equal('8px');
    expect(card.borderTopLeftRadius).to.equal('12px');
    expect(card.backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(parseFloat(pill.borderTopLeftRadius)).to.be.greaterThan(100);
  });

  it("a page's :root values reach buttons, cards, pills and dialogs", async () => {
    pageStyle(':root { --edu-primary: rgb(200, 0, 100); --edu-surface: rgb(250, 240, 230); --edu-radius: 0; }');
    const { el, button, card, pill } = await probe();
    expect(button.backgroundColor).to.equal('rgb(200, 0, 100)');
    expect(card.backgroundColor).to.equal('rgb(250, 240, 230)');
    for (const style of [button, card, pill]) expect(style.borderTopLeftRadius).to.equal('0px');
    (await findByShadowRole(el, 'button', { name: 'Open' })).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Details' });
    expect(getComputedStyle(dialog).backgroundColor).to.equal('rgb(250, 240, 230)');
    expect(getComputedStyle(dialog).borderTopLeftRadius).to.equal('0px');
  });

  it('follows --edu-radius through the scale, and a step set on its own wins', async () => {
    pageStyle(':root { --edu-radius: 6px; --edu-radius-md: 2px; }');
    const { button, card } = await probe();
    expect(button.borderTopLeftRadius).to.equal('4px');
    expect(card.borderTopLeftRadius).to.equal('2px');
  });

  it("a value set on the element wins over the page's", async () => {
    pageStyle(':root { --edu-primary: rgb(200, 0, 100); } test-theming-probe { --edu-primary: rgb(0, 120, 0); }');
    const { button } = await probe();
    expect(button.backgroundColor).to.equal('rgb(0, 120, 0)');
  });

  it("a page's value applies in the dark theme too; unset, the dark palette's own", async () => {
    const dark = await probe({ theme: 'dark' });
    expect(dark.button.backgroundColor).to.equal('rgb(126, 162, 255)');
    expect(dark.card.backgroundColor).to.equal('rgb(22, 30, 48)');
    cleanup();
    pageStyle(':root { --edu-primary: rgb(200, 0, 100); --edu-surface: light-dark(rgb(255, 255, 255), rgb(1, 2, 3)); }');
    const themed = await probe({ theme: 'dark' });
    expect(themed.button.backgroundColor).to.equal('rgb(200, 0, 100)');
    // light-dark(light, dark) gives each theme its own.
    expect(themed.card.backgroundColor).to.equal('rgb(1, 2, 3)');
  });
});
