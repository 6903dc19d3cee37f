import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowText } from 'shadow-dom-testing-library';
import '../elements/edu-parents.ts';
import '../elements/edu-header.ts';
import { busy, inTurn, json, onePage } from '../test-support/fetch-double.ts';
import { mount, setWidth, waitFor } from '../test-support/mount.ts';
import { networkSuite } from '../test-support/network-suite.ts';
import { sampleStudent } from '../test-support/samples.ts';
import { resetSession, TEST_USERS } from '../test-support/session.ts';
import { mountTeacherDashboard } from '../test-support/teacher-dashboard.ts';
import { $retryingReads } from '../stores/server-busy.ts';

const BUSY = 'The server is busy, retrying...';
const STUDENTS = [sampleStudent(1, { name: 'Aarav Mehta' }), sampleStudent(2, { name: 'Diya Rao' })];

const net = networkSuite(undefined, { after: resetSession });
const studentReads = () => net.calls.filter((c) => c.method === 'GET' && c.path === '/api/students');

/** The element's polite status line saying the server is busy, once it shows. */
async function busyStatus(el: HTMLElement, text = BUSY): Promise<HTMLElement> {
  const line = await findByShadowText(el, text);
  return line.closest<HTMLElement>('[role="status"]')!;
}

async function openStudents(): Promise<HTMLElement> {
  await setWidth(1280);
  const el = await mountTeacherDashboard();
  (await findByShadowRole(el, 'button', { name: 'Students' }, { timeout: 10_000 })).click();
  await findByShadowRole(el, 'heading', { name: 'Student Directory' }, { timeout: 10_000 });
  return el;
}

describe('a read the server answers 503 (busy)', () => {
  it("the Students screen says 'The server is busy, retrying...' until the students come, then only them", async () => {
    net.serve({ 'GET /api/students': inTurn(busy(1), busy(1), onePage(STUDENTS)) });
    const el = await openStudents();
    const status = await busyStatus(el);
    expect(status.getAttribute('role')).to.equal('status');
    const box = status.getBoundingClientRect();
    expect(box.height).to.be.greaterThan(0);
    expect(getComputedStyle(status.firstElementChild!).visibility).to.equal('visible');
    await findByShadowText(el, 'Showing 2 of 2 students', undefined, { timeout: 5000 });
    expect(queryByShadowText(el, BUSY)).to.equal(null);
    expect(queryByShadowText(el, /Error/)).to.equal(null);
    expect(studentReads()).to.have.length(3);
  });

  it('a read that waits stops once its element is removed: nothing more is asked, the status is gone', async () => {
    net.serve({ 'GET /api/students': busy(1) });
    const el = await openStudents();
    await busyStatus(el);
    el.remove();
    await waitFor(() => Object.keys($retryingReads.get()).length === 0);
    const asked = studentReads().length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(studentReads()).to.have.length(asked);
  });

  it("the parents' page says so in its language while the account check waits, then shows the page", async () => {
    resetSession();
    net.serve({
      'GET /api/me': inTurn(busy(1), json({ user: { ...TEST_USERS.parent, children: [] } })),
    });
    const el = await mount<HTMLElement>('edu-parents', { 'api-base': 'http://api.test', lang: 'es' });
    await busyStatus(el, 'El servidor está ocupado, reintentando...');
    await findByShadowRole(el, 'heading', { name: 'Te damos la bienvenida, Rajesh Sharma' }, { timeout: 5000 });
    expect(queryByShadowText(el, 'El servidor está ocupado, reintentando...')).to.equal(null);
  });

  it('the header says so while it asks who is signed in, then shows the person', async () => {
    resetSession();
    net.serve({ 'GET /api/me': inTurn(busy(1), json({ user: TEST_USERS.parent })) });
    const el = await mount<HTMLElement>('edu-header', { 'api-base': 'http://api.test' });
    await busyStatus(el);
    await findByShadowText(el, TEST_USERS.parent.name, undefined, { timeout: 5000 });
    expect(queryByShadowText(el, BUSY)).to.equal(null);
    expect(await findByShadowRole(el, 'button', { name: 'Sign Out' })).to.not.equal(null);
  });
});
