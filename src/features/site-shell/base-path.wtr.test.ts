import { expect } from 'chai';
import { findByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/edu-footer.ts';
import '../../elements/edu-header.ts';
import '../../elements/edu-home.ts';
import { configure } from '../../stores/config.ts';
import { closeSidebar } from '../../stores/sidebar.ts';
import { cleanup, mount, setPath, setWidth } from '../../test-support/mount.ts';
import { signOutForTest } from '../../test-support/session.ts';

/** Collects the paths of `edu-navigate` events, cancelling each (as a host routing in-page does). */
function routeInPage(): { paths: string[]; stop: () => void } {
  const paths: string[] = [];
  const on = (e: CustomEvent<{ path: string }>): void => {
    paths.push(e.detail.path);
    if (e.cancelable) e.preventDefault();
  };
  document.addEventListener('edu-navigate', on);
  return { paths, stop: () => document.removeEventListener('edu-navigate', on) };
}

const href = async (el: HTMLElement, name: string | RegExp): Promise<string | null> =>
  (await findByShadowRole(el, 'link', { name })).getAttribute('href');

describe('links under base-path', () => {
  beforeEach(() => signOutForTest());
  afterEach(() => {
    cleanup();
    closeSidebar();
    configure({ basePath: undefined });
    setPath('/');
  });

  it("the header's links lead under base-path and ask the host first", async () => {
    setPath('/portal/');
    await setWidth(1280);
    const el = await mount('edu-header', { 'base-path': '/portal/' });
    expect(await href(el, /EduPortal/)).to.equal('/portal/');
    expect(await href(el, 'Sign In')).to.equal('/portal/login');
    expect(await href(el, 'Sign Up')).to.equal('/portal/signup');

    const nav = routeInPage();
    try {
      for (const name of [/EduPortal/, 'Sign In', 'Sign Up']) (await findByShadowRole(el, 'link', { name })).click();
    } finally {
      nav.stop();
    }
    expect(nav.paths).to.deep.equal(['/portal/', '/portal/login', '/portal/signup']);
    expect(location.pathname).to.equal('/portal/'); // every link was routed by the host
  });

  it("the header knows the page it is on inside base-path (current link, the dashboards' menu toggle)", async () => {
    setPath('/portal/login');
    await setWidth(1280);
    const header = await mount('edu-header', { 'base-path': '/portal' });
    expect((await findByShadowRole(header, 'link', { name: 'Sign In' })).getAttribute('aria-current')).to.equal('page');
    cleanup();

    setPath('/portal/learners');
    await setWidth(375);
    const onDashboard = await mount('edu-header', { 'base-path': '/portal' });
    await findByShadowRole(onDashboard, 'button', { name: 'Open menu' });
  });

  it("configure({ basePath }) is every element's default: the footer's Home and the home page's links", async () => {
    configure({ basePath: '/portal/' });
    await setWidth(1280);
    const footer = await mount('edu-footer');
    const home = await mount('edu-home');
    expect(await href(footer, 'Home')).to.equal('/portal/');
    expect(await href(home, 'Learners')).to.equal('/portal/learners');
    expect(await href(home, 'Teachers')).to.equal('/portal/teachers');
    expect(await href(home, 'Parents')).to.equal('/portal/parents');

    const nav = routeInPage();
    try {
      (await findByShadowRole(home, 'link', { name: 'Learners' })).click();
      (await findByShadowRole(footer, 'link', { name: 'Home' })).click();
    } finally {
      nav.stop();
    }
    expect(nav.paths).to.deep.equal(['/portal/learners', '/portal/']);
  });

  it("without base-path the links lead to the page's root, as before", async () => {
    setPath('/');
    await setWidth(1280);
    const el = await mount('edu-header');
    expect(await href(el, 'Sign In')).to.equal('/login');
    expect(queryByShadowRole(el, 'link', { name: 'Sign In', current: 'page' })).to.equal(null);
  });
});
