import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole } from 'shadow-dom-testing-library';
import { $sidebarOpen } from '../../stores/sidebar.ts';
import { waitFor } from '../../test-support/mount.ts';
import { openSection, resetAll, showDashboard, stubFetch, type FetchDouble } from './learner-test-helpers.ts';

const nav = (el: HTMLElement) => findByShadowRole(el, 'navigation', { name: 'Learner dashboard' });

function swipe(target: Element, fromX: number, toX: number): void {
  const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
  target.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(fromX)], changedTouches: [touch(fromX)], bubbles: true, composed: true }));
  target.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(toX)], bubbles: true, composed: true }));
}

describe('<edu-learner-dashboard>: shell, header and sidebar', () => {
  let api: FetchDouble;
  beforeEach(() => {
    api = stubFetch();
  });
  afterEach(() => {
    api.restore();
    resetAll();
  });

  it('shows the title, the greeting and the shared header and footer', async () => {
    const el = await showDashboard();
    await findByShadowText(el, "Welcome back, Alex Johnson! Here's your personalized learning overview.");
    expect(el.shadowRoot!.querySelector('edu-header')).to.not.equal(null);
    expect(el.shadowRoot!.querySelector('edu-footer')).to.not.equal(null);
    await findByShadowRole(el, 'link', { name: /EduPortal/ }, { timeout: 10_000 }); // the header's brand, rendered inside
  });

  it('leaves the header and footer out with no-shell', async () => {
    const el = await showDashboard({ 'no-shell': '' });
    expect(el.shadowRoot!.querySelector('edu-header')).to.equal(null);
    expect(el.shadowRoot!.querySelector('edu-footer')).to.equal(null);
  });

  it('the back button goes back in history', async () => {
    const el = await showDashboard();
    const original = history.back;
    let backs = 0;
    history.back = () => {
      backs += 1;
    };
    try {
      (await findByShadowRole(el, 'button', { name: 'Go back' })).click();
    } finally {
      history.back = original;
    }
    expect(backs).to.equal(1);
  });

  it("has the groups 'MY STUFF' and 'MY ACCOUNT'; syllabus is the default and sections switch in place", async () => {
    const el = await showDashboard();
    const sidebar = await nav(el);
    expect(sidebar.hasAttribute('data-edu-sidebar')).to.equal(true);
    await findByShadowRole(el, 'heading', { name: 'MY STUFF' });
    await findByShadowRole(el, 'heading', { name: 'MY ACCOUNT' });
    const syllabus = await findByShadowRole(el, 'button', { name: 'Syllabus' });
    expect(syllabus.getAttribute('aria-current')).to.equal('page');
    await findByShadowRole(el, 'heading', { name: 'My Courses' });
    const path = location.pathname;
    for (const [item, heading] of [
      ['Material', 'Material'],
      ['Test', 'Test Results'],
      ['Progress', 'Overall Progress'],
      ['Profile', 'My Profile'],
      ['Syllabus', 'My Courses'],
    ]) {
      await openSection(el, item!);
      await findByShadowRole(el, 'heading', { name: heading });
      expect((await findByShadowRole(el, 'button', { name: item })).getAttribute('aria-current')).to.equal('page');
    }
    expect(location.pathname).to.equal(path);
  });

  it('is a 280 px column on desktop, whatever the menu state', async () => {
    $sidebarOpen.set(true);
    const el = await showDashboard();
    const sidebar = await nav(el);
    expect(sidebar.getBoundingClientRect().width).to.equal(280);
    expect(sidebar.inert).to.equal(false);
    expect(el.shadowRoot!.querySelector('.learner__overlay')).to.equal(null);
  });
});

describe('<edu-learner-dashboard>: the mobile and tablet drawer', () => {
  let api: FetchDouble;
  beforeEach(() => {
    api = stubFetch();
  });
  afterEach(() => {
    api.restore();
    resetAll();
  });

  async function openWithHeaderToggle(el: HTMLElement): Promise<HTMLElement> {
    (await findByShadowRole(el, 'button', { name: 'Open menu' })).click();
    const sidebar = await nav(el);
    await waitFor(() => !sidebar.inert);
    return sidebar;
  }

  it('is closed (inert) until the header toggle opens it, at min(320, width - 40) px', async () => {
    const el = await showDashboard({}, 375);
    const sidebar = el.shadowRoot!.querySelector<HTMLElement>('[data-edu-sidebar]')!;
    expect(sidebar.inert).to.equal(true);
    expect(queryByShadowRole(el, 'button', { name: 'Syllabus' })).to.equal(null); // hidden from the accessibility tree
    await openWithHeaderToggle(el);
    const expected = Math.min(320, window.innerWidth - 40);
    await waitFor(() => Math.round(sidebar.getBoundingClientRect().width) === expected);
    await waitFor(() => Math.round(sidebar.getBoundingClientRect().left) === 0); // slid in
  });

  it('closes when an item is chosen, and shows that section', async () => {
    const el = await showDashboard({}, 375);
    const sidebar = await openWithHeaderToggle(el);
    (await findByShadowRole(el, 'button', { name: 'Progress' })).click();
    await waitFor(() => sidebar.inert);
    expect($sidebarOpen.get()).to.equal(false);
    await findByShadowRole(el, 'heading', { name: 'Overall Progress' });
  });

  it('closes when the overlay is tapped', async () => {
    const el = await showDashboard({}, 375);
    const sidebar = await openWithHeaderToggle(el);
    const overlay = el.shadowRoot!.querySelector<HTMLElement>('.learner__overlay')!;
    overlay.click();
    await waitFor(() => sidebar.inert);
    expect(el.shadowRoot!.querySelector('.learner__overlay')).to.equal(null);
  });

  it('closes on a swipe longer than 50 px, not on a shorter one', async () => {
    const el = await showDashboard({}, 375);
    const sidebar = await openWithHeaderToggle(el);
    swipe(sidebar, 200, 160); // 40 px
    await new Promise((r) => setTimeout(r, 50));
    expect($sidebarOpen.get()).to.equal(true);
    swipe(sidebar, 200, 150); // exactly 50 px: not more than 50
    await new Promise((r) => setTimeout(r, 50));
    expect($sidebarOpen.get()).to.equal(true);
    swipe(sidebar, 200, 140); // 60 px
    await waitFor(() => sidebar.inert);
    expect($sidebarOpen.get()).to.equal(false);
  });

  it('on tablet (no header toggle) has its own toggle', async () => {
    const el = await showDashboard({}, 800);
    expect(queryByShadowRole(el, 'button', { name: 'Open menu' })).to.equal(null);
    const toggle = await findByShadowRole(el, 'button', { name: 'Sections' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    const sidebar = await nav(el);
    await waitFor(() => !sidebar.inert);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await waitFor(() => sidebar.inert);
  });
});
