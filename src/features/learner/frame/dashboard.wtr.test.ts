import { expect } from 'chai';
import { findAllByShadowRole, findByShadowRole, findByShadowText, queryByShadowRole, within } from 'shadow-dom-testing-library';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { isScrollLocked } from '../../../lib/scroll-lock.ts';
import { $sidebarOpen } from '../../../stores/sidebar.ts';
import { waitFor } from '../../../test-support/mount.ts';
import { learnerSuite, openSection, showDashboard } from '../../../test-support/learner-dashboard.ts';

const nav = (el: HTMLElement) => findByShadowRole(el, 'navigation', { name: 'Learner dashboard' });
/** The drawer is open: a modal dialog in the top layer, the rest of the page inert. */
const drawerIsOpen = (el: HTMLElement): boolean => el.shadowRoot!.querySelector('dialog')?.matches(':modal') === true;

function swipe(target: Element, fromX: number, toX: number): void {
  const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
  target.dispatchEvent(
    new TouchEvent('touchstart', { touches: [touch(fromX)], changedTouches: [touch(fromX)], bubbles: true, composed: true }),
  );
  target.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(toX)], bubbles: true, composed: true }));
}

describe('<edu-learner-dashboard>: shell, header and sidebar', () => {
  learnerSuite();

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
    await findByShadowRole(el, 'heading', { name: 'MY STUFF' });
    await findByShadowRole(el, 'heading', { name: 'MY ACCOUNT' });
    // Each group is a list named by its heading, its sections in order.
    const groups = (await findAllByShadowRole(sidebar, 'list')).map((list) => [
      el.shadowRoot!.getElementById(list.getAttribute('aria-labelledby')!)?.textContent,
      within(list)
        .getAllByShadowRole('button')
        .map((b) => b.textContent),
    ]);
    expect(groups).to.deep.equal([
      ['MY STUFF', ['Syllabus', 'Material', 'Test']],
      ['MY ACCOUNT', ['Progress', 'Profile']],
    ]);
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
    expect(queryByShadowRole(el, 'dialog')).to.equal(null);
    expect(isScrollLocked()).to.equal(false);
  });
});

describe('<edu-learner-dashboard>: the mobile and tablet drawer', () => {
  learnerSuite();

  async function openWithHeaderToggle(el: HTMLElement): Promise<HTMLElement> {
    (await findByShadowRole(el, 'button', { name: 'Open menu' })).click();
    await waitFor(() => drawerIsOpen(el));
    return nav(el);
  }

  it('is closed (out of sight) until the header toggle opens it: a modal drawer of min(320, width - 40) px, focus on the current item', async () => {
    const el = await showDashboard({}, 375);
    expect(queryByShadowRole(el, 'navigation', { name: 'Learner dashboard' })).to.equal(null);
    expect(queryByShadowRole(el, 'button', { name: 'Syllabus' })).to.equal(null); // hidden from the accessibility tree
    const sidebar = await openWithHeaderToggle(el);
    await findByShadowRole(el, 'dialog', { name: 'Menu' });
    const expected = Math.min(320, window.innerWidth - 40);
    await waitFor(() => Math.round(sidebar.getBoundingClientRect().width) === expected);
    await waitFor(() => Math.round(sidebar.getBoundingClientRect().left) === 0); // slid in
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('Syllabus');
    expect(isScrollLocked()).to.equal(true);
  });

  it('closes when an item is chosen, and shows that section', async () => {
    const el = await showDashboard({}, 375);
    const sidebar = await openWithHeaderToggle(el);
    (await findByShadowRole(sidebar, 'button', { name: 'Progress' })).click();
    await waitFor(() => !drawerIsOpen(el));
    expect($sidebarOpen.get()).to.equal(false);
    expect(isScrollLocked()).to.equal(false);
    await findByShadowRole(el, 'heading', { name: 'Overall Progress' });
  });

  it('closes when the dimmed page beside it is tapped', async () => {
    const el = await showDashboard({}, 375);
    await openWithHeaderToggle(el);
    await sendMouse({ type: 'click', position: [window.innerWidth - 10, 500] });
    await waitFor(() => !drawerIsOpen(el));
    expect($sidebarOpen.get()).to.equal(false);
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
    await waitFor(() => !drawerIsOpen(el));
    expect($sidebarOpen.get()).to.equal(false);
  });

  it('on tablet (no header toggle) has its own toggle', async () => {
    const el = await showDashboard({}, 800);
    expect(queryByShadowRole(el, 'button', { name: 'Open menu' })).to.equal(null);
    const toggle = await findByShadowRole(el, 'button', { name: 'Sections' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.focus();
    toggle.click();
    await waitFor(() => drawerIsOpen(el));
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !drawerIsOpen(el));
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot!.activeElement).to.equal(toggle);
  });
});
