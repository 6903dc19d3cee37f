import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { waitFor } from '../../../test-support/mount.ts';
import { learnerSuite, openSection, showDashboard } from '../../../test-support/learner-dashboard.ts';

/** Replaces history.back while `run` goes; returns how often it was called. */
async function countBacks(run: () => Promise<void>): Promise<number> {
  const original = history.back;
  let backs = 0;
  history.back = () => {
    backs += 1;
  };
  try {
    await run();
  } finally {
    history.back = original;
  }
  return backs;
}

/** Clicks Go back while `listener` hears edu-back; returns how often the browser went back. */
async function backsWithListener(el: HTMLElement, listener: (e: Event) => void): Promise<number> {
  document.addEventListener('edu-back', listener);
  try {
    return await countBacks(async () => (await findByShadowRole(el, 'button', { name: 'Go back' })).click());
  } finally {
    document.removeEventListener('edu-back', listener);
  }
}

describe('<edu-learner-dashboard> on a host page', () => {
  learnerSuite();

  it('"Go back" tells the host first (edu-back, cancelable); left alone, the browser goes back', async () => {
    const el = await showDashboard();
    const seen: { cancelable: boolean; bubbles: boolean; composed: boolean }[] = [];
    const onBack = (e: Event): void => void seen.push({ cancelable: e.cancelable, bubbles: e.bubbles, composed: e.composed });
    expect(await backsWithListener(el, onBack)).to.equal(1);
    expect(seen).to.deep.equal([{ cancelable: true, bubbles: true, composed: true }]);
  });

  it('a host that cancels edu-back keeps the page where it is', async () => {
    const el = await showDashboard();
    const cancel = (e: Event): void => e.preventDefault();
    expect(await backsWithListener(el, cancel)).to.equal(0);
  });

  it('gives its header and footer its base-path and theme', async () => {
    const el = await showDashboard({ 'base-path': '/portal/', theme: 'dark' });
    const header = el.shadowRoot!.querySelector<HTMLElement>('edu-header')!;
    const footer = el.shadowRoot!.querySelector<HTMLElement>('edu-footer')!;
    expect((await findByShadowRole(header, 'link', { name: /EduPortal/ })).getAttribute('href')).to.equal('/portal/');
    expect((await findByShadowRole(footer, 'link', { name: 'Home' })).getAttribute('href')).to.equal('/portal/');
    expect(header.matches(':state(dark)')).to.equal(true);
    expect(footer.matches(':state(dark)')).to.equal(true);
    el.setAttribute('theme', 'light');
    await waitFor(() => header.matches(':state(light)'));
  });

  it('moved elsewhere in the page, it keeps the section it shows', async () => {
    const el = await showDashboard({ routing: 'none' });
    await openSection(el, 'Profile');
    await findByShadowRole(el, 'heading', { name: 'My Profile' });

    const aside = document.createElement('aside');
    document.body.prepend(aside);
    aside.append(el);
    await new Promise((r) => setTimeout(r, 50));

    expect(el.parentElement === aside).to.equal(true);
    await findByShadowRole(el, 'heading', { name: 'My Profile' });
    expect((await findByShadowRole(el, 'button', { name: 'Profile' })).getAttribute('aria-current')).to.equal('page');
  });

  it('removed from the page, it unmounts', async () => {
    const el = await showDashboard({ routing: 'none' });
    el.remove();
    await waitFor(() => el.shadowRoot!.childElementCount === 0);
  });
});
