import { expect } from 'chai';
import { findByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { mount, setPath, setWidth, waitFor } from '../../../test-support/mount.ts';
import { signInForTest } from '../../../test-support/session.ts';
import { learnerSuite, openSection, resetAll, showDashboard } from '../../../test-support/learner-dashboard.ts';

/** Opens the dashboard at a URL hash, as a reload or a shared link would find the page. */
async function showAt(hash: string, attrs: Record<string, string> = {}): Promise<HTMLElement> {
  setPath('/learners');
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  await setWidth(1280);
  signInForTest('student');
  const el = await mount('edu-learner-dashboard', attrs);
  await findByShadowRole(el, 'heading', { name: 'Learner Dashboard', level: 1 }, { timeout: 15_000 });
  return el;
}
const current = async (el: HTMLElement, item: string): Promise<void> => {
  const button = await findByShadowRole(el, 'button', { name: item });
  await waitFor(() => button.getAttribute('aria-current') === 'page');
};

describe('<edu-learner-dashboard>: the section is in the URL hash', () => {
  learnerSuite();

  it('opens on the section the hash names, and on Syllabus for one it does not know', async () => {
    let el = await showAt('#profile');
    await findByShadowRole(el, 'heading', { name: 'My Profile' });
    await current(el, 'Profile');

    resetAll();
    el = await showAt('#somewhere');
    await findByShadowRole(el, 'heading', { name: 'My Courses' });
    await current(el, 'Syllabus');
  });

  it('writes each section into the hash, follows Back and Forward, and a reload lands there', async () => {
    const el = await showDashboard();
    await openSection(el, 'Material');
    await waitFor(() => location.hash === '#material');
    await openSection(el, 'Progress');
    await findByShadowRole(el, 'heading', { name: 'Overall Progress' });
    expect(location.hash).to.equal('#progress');

    history.back();
    await findByShadowRole(el, 'heading', { name: 'Material' });
    await current(el, 'Material');
    history.forward();
    await findByShadowRole(el, 'heading', { name: 'Overall Progress' });

    document.body.replaceChildren();
    const again = await showAt(location.hash);
    await findByShadowRole(again, 'heading', { name: 'Overall Progress' });
    await current(again, 'Progress');
  });

  it("Progress's View All Test Results goes to the Test section", async () => {
    const el = await showAt('#progress');
    (await findByShadowRole(el, 'button', { name: 'View All Test Results' })).click();
    await current(el, 'Test');
    expect(location.hash).to.equal('#test');
    expect(queryByShadowRole(el, 'heading', { name: 'Overall Progress' })).to.equal(null);
  });

  it('with routing="none" neither reads nor writes the URL', async () => {
    const entries = history.length;
    const el = await showAt('#profile', { routing: 'none' });
    await findByShadowRole(el, 'heading', { name: 'My Courses' });
    await openSection(el, 'Material');
    await current(el, 'Material');
    expect(location.hash).to.equal('#profile');
    expect(history.length).to.equal(entries);
  });
});
