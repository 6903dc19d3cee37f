import { expect } from 'chai';
import {
  findByShadowRole,
  findByShadowText,
  queryAllByShadowRole,
  queryByShadowRole,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/edu-teacher-dashboard.ts';
import { isScrollLocked } from '../../../lib/scroll-lock.ts';
import { $sidebarOpen, closeSidebar, openSidebar } from '../../../stores/sidebar.ts';
import { mount, setWidth, waitFor } from '../../../test-support/mount.ts';
import { resetSession, signInForTest } from '../../../test-support/session.ts';
import { $session, sessionExpired } from '../../../stores/session.ts';
import { json } from '../../../test-support/fetch-double.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { sampleMaterial } from '../../../test-support/samples.ts';
import { mountTeacherDashboard, toolsNav } from '../../../test-support/teacher-dashboard.ts';

function swipe(target: Element, fromX: number, toX: number): void {
  const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
  target.dispatchEvent(
    new TouchEvent('touchstart', { touches: [touch(fromX)], changedTouches: [touch(fromX)], bubbles: true, composed: true }),
  );
  target.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(toX)], bubbles: true, composed: true }));
}

const hoursAgo = (h: number): string => new Date(Date.now() - h * 3600_000).toISOString();

const ROUTES = {
  'GET /api/getAllStudentcount': () => json({ students: 1234 }),
  'GET /api/getStudyMaterials/T-9': () =>
    json({ materials: [sampleMaterial('Lectures/Biology/a.pdf'), sampleMaterial('Lectures/Biology/b.pdf')] }),
  'GET /api/dashboard/T-9': () =>
    json({
      data: {
        totalStudents: 1234,
        activeClasses: 4,
        uploadedMaterials: 2,
        pendingTests: 5,
        avgAttendance: 88,
        recentActivity: [
          { id: 3, type: 'upload', message: 'Uploaded a.pdf to Lectures/Biology', timestamp: hoursAgo(2.5) },
          { id: 2, type: 'attendance', message: 'Attendance saved for Class A', timestamp: hoursAgo(26.5) },
          { id: 1, type: 'test', message: 'Test "Unit 1" scheduled', timestamp: hoursAgo(72.5) },
          { id: 0, type: 'test', message: 'An older event', timestamp: hoursAgo(200) },
        ],
      },
    }),
};

const statValue = async (el: HTMLElement, label: string): Promise<string> => {
  const name = await findByShadowText(el, label, {}, { timeout: 10000 });
  // The value follows its label; while it loads it only says 'Loading' to screen readers.
  await waitFor(() => name.nextElementSibling && name.nextElementSibling.textContent !== 'Loading');
  return name.nextElementSibling!.textContent!;
};

describe('<edu-teacher-dashboard> shell and dashboard', () => {
  const net = networkSuite(undefined, { after: closeSidebar });

  it('shows the title, subtitle, TEACHER TOOLS navigation and the computed stat cards', async () => {
    net.serve(ROUTES);
    await setWidth(1280);
    const el = await mountTeacherDashboard({ 'teacher-id': 'T-9', 'teacher-name': 'Mr. Ravi Kumar' });
    await findByShadowRole(el, 'heading', { name: 'Teacher Dashboard', level: 1 }, { timeout: 10000 });
    await findByShadowText(el, 'Welcome back! Manage your classes and students effectively.');
    const { tools } = await toolsNav(el, 'TEACHER TOOLS');
    expect(tools).to.deep.equal(['Dashboard', 'Materials', 'Tests', 'Attendance', 'Students']);
    expect((await findByShadowRole(el, 'button', { name: 'Dashboard' })).getAttribute('aria-current')).to.equal('page');
    await findByShadowText(el, 'Mr. Ravi Kumar');

    expect(await statValue(el, 'Total Students')).to.equal((1234).toLocaleString());
    expect(await statValue(el, 'Active Classes')).to.equal('4');
    expect(await statValue(el, 'Uploaded Materials')).to.equal('2');
    expect(await statValue(el, 'Pending Tests')).to.equal('5');
    expect(await statValue(el, 'Avg Attendance')).to.equal('88%');
    expect(net.calls.map((c) => c.path)).to.include.members([
      '/api/getAllStudentcount',
      '/api/getStudyMaterials/T-9',
      '/api/dashboard/T-9',
    ]);

    await findByShadowRole(el, 'heading', { name: 'Recent Activity' });
    await findByShadowText(el, 'Uploaded a.pdf to Lectures/Biology');
    await findByShadowText(el, '2 hours ago');
    await findByShadowText(el, '1 day ago');
    await findByShadowText(el, '3 days ago');
    expect(el.shadowRoot!.textContent).not.to.include('An older event');
  });

  it('shows 0 when the counts fail', async () => {
    net.serve({});
    await setWidth(1280);
    const el = await mountTeacherDashboard();
    for (const label of ['Total Students', 'Active Classes', 'Uploaded Materials', 'Pending Tests']) {
      expect(await statValue(el, label)).to.equal('0');
    }
    expect(await statValue(el, 'Avg Attendance')).to.equal('0%');
  });

  it('switches sections in place, Tests and Attendance included', async () => {
    net.serve(ROUTES);
    await setWidth(1280);
    const events: string[] = [];
    document.addEventListener('edu-teacher-section', (e) => events.push(e.detail.section));
    const el = await mountTeacherDashboard({ 'teacher-id': 'T-9' });
    (await findByShadowRole(el, 'button', { name: 'Tests' }, { timeout: 10000 })).click();
    await findByShadowRole(el, 'heading', { name: 'Test Management' }, { timeout: 10000 });
    (await findByShadowRole(el, 'button', { name: 'Attendance' })).click();
    await findByShadowRole(el, 'heading', { name: 'Attendance Management' }, { timeout: 10000 });
    expect((await findByShadowRole(el, 'button', { name: 'Attendance' })).getAttribute('aria-current')).to.equal('page');
    expect(events).to.deep.equal(['tests', 'attendance']);
  });

  it('is a drawer on mobile, opened by $sidebarOpen and closed by choosing an item', async () => {
    net.serve(ROUTES);
    await setWidth(375);
    const el = await mountTeacherDashboard({ 'teacher-id': 'T-9' });
    await findByShadowRole(el, 'heading', { name: 'Teacher Dashboard' }, { timeout: 10000 });
    expect(queryByShadowRole(el, 'navigation', { name: 'TEACHER TOOLS' })).to.equal(null);
    openSidebar();
    const drawer = await findByShadowRole(el, 'dialog', { name: 'TEACHER TOOLS' });
    expect(drawer.matches(':modal')).to.equal(true);
    await waitFor(() => isScrollLocked());
    await waitFor(() => el.shadowRoot!.activeElement?.textContent === 'Dashboard');
    (await findByShadowRole(drawer, 'button', { name: 'Students' })).click();
    await waitFor(() => $sidebarOpen.get() === false);
    await findByShadowRole(el, 'heading', { name: 'Student Directory' }, { timeout: 10000 });
    await waitFor(() => !drawer.matches(':modal') && !isScrollLocked());
    // Focus continues in the content, not on the closed drawer.
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('part') === 'content');
  });

  it("is a 280 px column on desktop, like the learner dashboard's navigation", async () => {
    net.serve(ROUTES);
    await setWidth(1280);
    const el = await mountTeacherDashboard({ 'teacher-id': 'T-9' });
    const nav = await findByShadowRole(el, 'navigation', { name: 'TEACHER TOOLS' }, { timeout: 10000 });
    expect(nav.getBoundingClientRect().width).to.equal(280);
  });

  it('closes its drawer on a swipe longer than 50 px, not on a shorter one', async () => {
    net.serve(ROUTES);
    await setWidth(375);
    const el = await mountTeacherDashboard({ 'teacher-id': 'T-9' });
    await findByShadowRole(el, 'heading', { name: 'Teacher Dashboard' }, { timeout: 10000 });
    openSidebar();
    const drawer = await findByShadowRole(el, 'dialog', { name: 'TEACHER TOOLS' });
    const nav = await findByShadowRole(drawer, 'navigation', { name: 'TEACHER TOOLS' });
    swipe(nav, 200, 160); // 40 px
    await new Promise((r) => setTimeout(r, 50));
    expect($sidebarOpen.get()).to.equal(true);
    swipe(nav, 200, 140); // 60 px
    await waitFor(() => $sidebarOpen.get() === false && !drawer.matches(':modal'));
  });

  it('opens the drawer from its own button on tablet and closes it on Escape', async () => {
    net.serve(ROUTES);
    await setWidth(900);
    const el = await mountTeacherDashboard();
    const menu = await findByShadowRole(el, 'button', { name: /Open teacher tools/ }, { timeout: 10000 });
    expect(menu.getAttribute('aria-expanded')).to.equal('false');
    menu.focus();
    menu.click();
    await waitFor(() => menu.getAttribute('aria-expanded') === 'true');
    await findByShadowRole(el, 'dialog', { name: 'TEACHER TOOLS' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => menu.getAttribute('aria-expanded') === 'false');
    expect(el.shadowRoot!.activeElement).to.equal(menu);
  });
});

describe('<edu-teacher-dashboard>: teacher sign-ups waiting for approval', () => {
  const net = networkSuite();

  // The school's administrator approves teacher sign-ups (in the admin dashboard), not a teacher.
  it('neither lists them nor asks for them', async () => {
    net.serve({ ...ROUTES, 'GET /api/accounts/pending': json({ message: 'You do not have permission to do that.' }, 403) });
    await setWidth(1280);
    const el = await mountTeacherDashboard();
    await findByShadowRole(el, 'heading', { name: 'Recent Activity' });
    await new Promise((r) => setTimeout(r, 300));
    expect(net.calls.some((c) => c.path === '/api/accounts/pending')).to.equal(false);
    expect(queryByShadowRole(el, 'region', { name: 'Teacher accounts waiting for approval' })).to.equal(null);
    expect(queryByShadowText(el, 'You do not have permission to do that.')).to.equal(null);
  });
});

describe('<edu-teacher-dashboard> and the account', () => {
  const net = networkSuite(undefined, { after: resetSession });

  it('signed out (the server answers 401 to GET /api/me), shows the sign-in form instead of any data', async () => {
    net.serve({ 'GET /api/me': json({ message: 'Please sign in to continue.' }, 401), ...ROUTES });
    resetSession();
    const el = await mount('edu-teacher-dashboard', { 'api-base': 'http://api.test' });
    await findByShadowRole(el, 'heading', { name: 'Sign in to see your dashboard' });
    const form = el.shadowRoot!.querySelector('edu-auth')!;
    expect(form.getAttribute('mode')).to.equal('login');
    expect(form.getAttribute('api-base')).to.equal('http://api.test');
    expect(net.calls.map((c) => c.path)).to.deep.equal(['/api/me']);
  });

  it('a teacher waiting for approval reads so, with Sign Out, and no teacher data is asked for', async () => {
    net.serve(ROUTES);
    const el = await mountTeacherDashboard();
    signInForTest('teacher', 'http://api.test', { status: 'pending', teacherId: undefined, name: 'Mr. New' });
    await findByShadowText(
      el,
      "Your teacher account is waiting for approval by the school's administrator. Once approved, you can sign in and open the teacher dashboard.",
    );
    await findByShadowRole(el, 'button', { name: 'Sign Out' });
    await new Promise((r) => setTimeout(r, 300));
    expect(net.calls.filter((c) => c.path !== '/api/auth/sign-out')).to.deep.equal([]);
  });

  it('another role reads which accounts the dashboard is for', async () => {
    net.serve(ROUTES);
    signInForTest('parent', 'http://api.test');
    const el = await mount('edu-teacher-dashboard', { 'api-base': 'http://api.test' });
    await findByShadowText(el, 'The teacher dashboard is for Teacher accounts. You are signed in as Rajesh Sharma (Parent).');
  });

  it('a session that expires while working keeps the screen under a sign-in dialog, closed by signing in again', async () => {
    net.serve(ROUTES);
    await setWidth(1280);
    const el = await mountTeacherDashboard();
    (await findByShadowRole(el, 'button', { name: 'Attendance' }, { timeout: 10000 })).click();
    await findByShadowRole(el, 'heading', { name: 'Attendance Management' }, { timeout: 10000 });
    // What any request answered 401 with does to the page's session.
    sessionExpired('http://api.test');
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Your session has expired. Please sign in again.' });
    expect(dialog.querySelector('edu-auth')).to.not.equal(null);
    // The section the teacher was in is still there (state kept), behind the dialog.
    expect(queryAllByShadowRole(el, 'heading', { name: 'Attendance Management', hidden: true }).length).to.equal(1);
    signInForTest('teacher', 'http://api.test');
    await waitFor(() => !el.shadowRoot!.querySelector('dialog'));
    await findByShadowRole(el, 'heading', { name: 'Attendance Management' });
  });

  it('a dashboard opened after its session expired shows the sign-in form with the expiry message', async () => {
    net.serve(ROUTES);
    resetSession();
    $session.set({ status: 'signed-out', apiBase: 'http://api.test', expired: true });
    const el = await mount('edu-teacher-dashboard', { 'api-base': 'http://api.test' });
    await findByShadowText(el, 'Your session has expired. Please sign in again.');
    await findByShadowRole(el, 'heading', { name: 'Sign in to see your dashboard' });
  });
});
