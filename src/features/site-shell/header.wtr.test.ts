import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/edu-header.ts';
import { $sidebarOpen, closeSidebar } from '../../stores/sidebar.ts';
import { cleanup, mount, setPath, setWidth } from '../../test-support/mount.ts';
import { signInForTest, signOutForTest } from '../../test-support/session.ts';
import { $session } from '../../stores/session.ts';
import { fakeFetch, json } from '../../test-support/fetch-double.ts';

async function showHeader(path: string, width: number, signedIn = false): Promise<HTMLElement> {
  setPath(path);
  await setWidth(width);
  if (signedIn) signInForTest('teacher');
  else signOutForTest();
  const el = await mount('edu-header');
  await findByShadowRole(el, 'link', { name: /EduPortal/ });
  return el;
}

describe('<edu-header>', () => {
  afterEach(() => {
    closeSidebar();
    cleanup();
  });

  it('shows the logo and product title linking home', async () => {
    const el = await showHeader('/', 1280);
    const brand = await findByShadowRole(el, 'link', { name: /EduPortal/ });
    expect(brand.getAttribute('href')).to.equal('/');
  });

  for (const path of ['/learners', '/teachers', '/teachers/anything']) {
    it(`shows the menu toggle on mobile at ${path}`, async () => {
      const el = await showHeader(path, 375);
      const toggle = await findByShadowRole(el, 'button', { name: 'Open menu' });
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    });
  }

  for (const [path, width] of [
    ['/', 375],
    ['/parents', 375],
    ['/login', 375],
    ['/learners', 800],
    ['/learners', 1280],
    ['/teachers', 1024],
  ] as const) {
    it(`has no menu toggle at ${path}, ${width} px`, async () => {
      const el = await showHeader(path, width);
      expect(queryByShadowRole(el, 'button', { name: /menu/ })).to.equal(null);
    });
  }

  it("toggles its label and persists the state (the dashboards' drawer opens and locks the page)", async () => {
    const el = await showHeader('/learners', 375);
    const events: boolean[] = [];
    document.addEventListener('edu-menu-toggle', (e) => events.push(e.detail.open), { once: true });
    (await findByShadowRole(el, 'button', { name: 'Open menu' })).click();
    const close = await findByShadowRole(el, 'button', { name: 'Close menu' });
    expect(close.getAttribute('aria-expanded')).to.equal('true');
    expect(localStorage.getItem('edu-sidebar-open')).to.equal('true');
    expect(events).to.deep.equal([true]);
    close.click();
    await findByShadowRole(el, 'button', { name: 'Open menu' });
    expect(localStorage.getItem('edu-sidebar-open')).to.equal('false');
  });

  it("closes on back navigation (Escape and a click outside are the drawer's own)", async () => {
    const el = await showHeader('/learners', 375);
    $sidebarOpen.set(true);
    await findByShadowRole(el, 'button', { name: 'Close menu' });
    window.dispatchEvent(new PopStateEvent('popstate'));
    await findByShadowRole(el, 'button', { name: 'Open menu' });
  });

  it('asks the host before navigating (edu-navigate, cancelable)', async () => {
    const el = await showHeader('/', 1280);
    let seen = '';
    const onNav = (e: CustomEvent<{ path: string }>): void => {
      seen = e.detail.path;
      e.preventDefault();
    };
    document.addEventListener('edu-navigate', onNav);
    (await findByShadowRole(el, 'link', { name: 'Sign In' })).click();
    document.removeEventListener('edu-navigate', onNav);
    expect(seen).to.equal('/login');
    expect(location.pathname).to.equal('/'); // cancelled: the host routes, the link does not
  });

  it('signed out, offers Sign In and Sign Up', async () => {
    const el = await showHeader('/', 1280);
    await findByShadowRole(el, 'link', { name: 'Sign In' });
    await findByShadowRole(el, 'link', { name: 'Sign Up' });
    expect(queryByShadowRole(el, 'button', { name: 'Sign Out' })).to.equal(null);
  });

  it("signed in, shows the person's name and Sign Out, which signs out on the server and clears the session", async () => {
    const net = fakeFetch({ 'POST /api/auth/sign-out': json({ message: 'Signed out.' }) });
    const signedOut: unknown[] = [];
    const onOut = (e: Event): void => void signedOut.push(e.type);
    document.addEventListener('edu-signed-out', onOut);
    try {
      const el = await showHeader('/', 1280, true);
      await findByShadowText(el, 'Ms. Priya Sharma');
      expect(queryByShadowRole(el, 'link', { name: 'Sign In' })).to.equal(null);
      (await findByShadowRole(el, 'button', { name: 'Sign Out' })).click();
      await findByShadowRole(el, 'link', { name: 'Sign In' });
      expect(net.calls.map((c) => `${c.method} ${c.path}`)).to.deep.equal(['POST /api/auth/sign-out']);
      expect($session.get().status).to.equal('signed-out');
      expect(signedOut).to.deep.equal(['edu-signed-out']);
    } finally {
      net.restore();
      document.removeEventListener('edu-signed-out', onOut);
    }
  });

  it('keeps the person signed in and says so when signing out fails', async () => {
    const net = fakeFetch({ 'POST /api/auth/sign-out': json({ message: 'Server busy' }, 503) });
    try {
      const el = await showHeader('/', 1280, true);
      (await findByShadowRole(el, 'button', { name: 'Sign Out' })).click();
      await findByShadowText(el, 'Could not sign out: Server busy');
      expect($session.get().status).to.equal('signed-in');
    } finally {
      net.restore();
    }
  });
});
