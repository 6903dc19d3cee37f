import { expect } from 'chai';
import {
  findByShadowRole,
  findByShadowText,
  queryAllByShadowRole,
  queryByShadowRole,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import type { LearnerMaterial } from '../../contract/index.ts';
import '../../elements/edu-parents.ts';
import { mount, setWidth, waitFor } from '../../test-support/mount.ts';
import { resetSession, signInForTest, signOutForTest } from '../../test-support/session.ts';
import { type Answer, json, onePage } from '../../test-support/fetch-double.ts';
import { networkSuite } from '../../test-support/network-suite.ts';
import { sampleChildSummary as summary } from '../../test-support/samples.ts';
import { result, test } from './parents-test-fixtures.ts';

const API = 'http://api.test';

/** '5 Mar 2026' as the page writes a calendar day. */
const day = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
};

const material = (name: string, uploaded_at: string, type = 'application/pdf'): LearnerMaterial => ({
  name,
  uploaded_at,
  size: 1536,
  url: `/api/files/${name.length}abcdefabcdef`,
  type,
});

/** Aarav (S001, Class A) and Diya (S002, Class B): each endpoint answers per child. */
const ROUTES: Record<string, Answer> = {
  'GET /api/students/S001/attendance': () => json({ data: summary('S001', 'Aarav Sharma') }),
  'GET /api/students/S002/attendance': () =>
    json({
      data: summary('S002', 'Diya Sharma', {
        class: 'Class B',
        percentage: 75,
        present: 5,
        late: 1,
        absent: 2,
        markedDays: 8,
        absences: ['2026-02-11', '2026-01-20'],
      }),
    }),
  'GET /api/learners/S001/results': () => onePage([result(1, 'Algebra Quiz', 46, 50)]),
  'GET /api/learners/S002/results': () => onePage([result(2, 'Optics Test', 9, 20, false)]),
  'GET /api/learners/S001/tests': () =>
    onePage([test(1, 'Algebra Quiz', 'completed', '2026-02-20T09:00'), test(3, 'Mechanics Unit Test', 'upcoming')]),
  'GET /api/learners/S002/tests': () => onePage([test(4, 'Waves Quiz', 'open', '')]),
  'GET /api/studyMaterials/S001': () =>
    json({
      studyMaterials: [
        material('Algebra Notes.pdf', '2026-03-01T10:00:00.000Z'),
        material('Old Notes.pdf', '2025-10-01T10:00:00.000Z'),
      ],
    }),
  'GET /api/studyMaterials/S002': () =>
    json({ studyMaterials: [material('Wave Diagram.png', '2026-03-02T10:00:00.000Z', 'image/png')] }),
};

const net = networkSuite(undefined, { after: resetSession });

const openAsParent = async (routes: Record<string, Answer>, children = ['S001', 'S002']) => {
  net.serve(routes);
  signInForTest('parent', API, { children });
  const el = await mount<HTMLElement>('edu-parents', { 'api-base': API });
  return { el };
};

/** The card (a section) whose heading is `title`. */
const card = async (el: HTMLElement, title: string): Promise<HTMLElement> =>
  (await findByShadowRole(el, 'heading', { name: title }, { timeout: 10_000 })).closest('section')!;

describe('<edu-parents>', () => {
  it("signed out, shows the placeholder 'Parents Page' / 'Coming soon...' and asks for nothing", async () => {
    net.serve({});
    signOutForTest(API);
    const el = await mount<HTMLElement>('edu-parents', { 'api-base': API });
    await findByShadowRole(el, 'heading', { name: 'Parents Page' }, { timeout: 10_000 });
    await findByShadowText(el, 'Coming soon...');
    expect(net.calls).to.deep.equal([]);
  });

  it('signed in as a teacher, still shows the placeholder', async () => {
    net.serve({});
    signInForTest('teacher', API);
    const el = await mount<HTMLElement>('edu-parents', { 'api-base': API });
    await findByShadowRole(el, 'heading', { name: 'Parents Page' }, { timeout: 10_000 });
    expect(net.calls).to.deep.equal([]);
  });

  it('shows each of two children in a tab: attendance %, absences with dates, results, upcoming tests, materials', async () => {
    const { el } = await openAsParent(ROUTES);
    await findByShadowRole(el, 'heading', { name: 'Welcome, Rajesh Sharma' }, { timeout: 10_000 });
    const tabs = await findByShadowRole(el, 'tablist', { name: 'Your children' });
    await waitFor(
      () =>
        queryAllByShadowRole(tabs, 'tab')
          .map((t) => t.textContent)
          .join() === 'Aarav Sharma,Diya Sharma',
    );
    expect((await findByShadowRole(el, 'tab', { name: 'Aarav Sharma' })).getAttribute('aria-selected')).to.equal('true');
    const panel = await findByShadowRole(el, 'tabpanel', { name: 'Aarav Sharma' });
    await findByShadowRole(panel, 'heading', { name: 'Aarav Sharma Class A' });

    const attendance = await card(el, 'Attendance this term');
    expect(attendance.textContent)
      .to.include('92% of marked school days attended')
      .and.include(`Since ${day('2026-01-01')}`);
    const absences = await findByShadowRole(attendance, 'list', { name: '1 absence' });
    expect(absences.textContent).to.equal(day('2026-03-05'));
    const marks = await findByShadowRole(attendance, 'list', { name: 'Latest 3 marks, newest first' });
    expect(queryAllByShadowRole(marks, 'listitem').map((m) => m.textContent!.split(' ').at(-1))).to.deep.equal([
      'Present',
      'Absent',
      'Late',
    ]);

    const results = await card(el, 'Test results');
    const row = await findByShadowRole(results, 'row', { name: /Algebra Quiz/ });
    expect(row.textContent).to.include('46/50').and.include('92%').and.include('Passed');

    const tests = await card(el, 'Upcoming tests');
    await findByShadowText(tests, 'Mechanics Unit Test');
    expect(tests.textContent).to.include('Upcoming').and.not.include('Algebra Quiz');
    // Only the tests still coming up are asked for.
    expect(net.calls.filter((c) => c.path === '/api/learners/S001/tests').map((c) => c.query.state)).to.deep.equal(['coming-up']);

    const materials = await card(el, 'Recent materials');
    await findByShadowRole(materials, 'button', { name: 'View Algebra Notes.pdf' });
    expect(materials.textContent!.indexOf('Algebra Notes.pdf')).to.be.lessThan(materials.textContent!.indexOf('Old Notes.pdf'));

    // The other child: their own figure, absences, results, tests and materials.
    (await findByShadowRole(el, 'tab', { name: 'Diya Sharma' })).click();
    const other = await findByShadowRole(el, 'tabpanel', { name: 'Diya Sharma' });
    await waitFor(() => other.textContent!.includes('75% of marked school days attended'));
    const diyaAbsences = await findByShadowRole(other, 'list', { name: '2 absences' });
    expect(queryAllByShadowRole(diyaAbsences, 'listitem').map((a) => a.textContent)).to.deep.equal([
      day('2026-02-11'),
      day('2026-01-20'),
    ]);
    expect((await findByShadowRole(other, 'row', { name: /Optics Test/ })).textContent)
      .to.include('9/20')
      .and.include('45%')
      .and.include('Not passed');
    expect((await findByShadowText(other, 'Waves Quiz')).closest('li')!.textContent)
      .to.include('Open now')
      .and.include('No date set');
    await findByShadowRole(other, 'button', { name: 'View Wave Diagram.png' });
    expect(other.textContent).to.not.include('Aarav');
    expect(net.calls.map((c) => c.path)).to.include.members([
      '/api/learners/S002/results',
      '/api/learners/S002/tests',
      '/api/studyMaterials/S002',
    ]);
  });

  it('moves between children with the arrow keys', async () => {
    const { el } = await openAsParent(ROUTES);
    const first = await findByShadowRole(el, 'tab', { name: 'Aarav Sharma' }, { timeout: 10_000 });
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    const second = await findByShadowRole(el, 'tab', { name: 'Diya Sharma', selected: true });
    expect(el.shadowRoot!.activeElement).to.equal(second);
    second.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await findByShadowRole(el, 'tab', { name: 'Aarav Sharma', selected: true });
  });

  it('says in words when one endpoint fails, keeps the other cards, and retries', async () => {
    let fail = true;
    const { el } = await openAsParent({
      ...ROUTES,
      'GET /api/learners/S001/results': () =>
        fail ? json({ message: 'Results are being recalculated.' }, 500) : onePage([result(1, 'Algebra Quiz', 46, 50)]),
    });
    const results = await card(el, 'Test results');
    const alert = await findByShadowRole(results, 'alert');
    expect(alert.textContent).to.include('Could not load test results: Results are being recalculated.');
    // The other cards still show.
    await findByShadowText(await card(el, 'Upcoming tests'), 'Mechanics Unit Test');
    expect((await card(el, 'Attendance this term')).textContent).to.include('92%');

    fail = false;
    (await findByShadowRole(results, 'button', { name: 'Retry' })).click();
    await findByShadowRole(results, 'row', { name: /Algebra Quiz/ });
    expect(queryByShadowRole(results, 'alert')).to.equal(null);
  });

  it("says when a child's attendance cannot be loaded, and names that child by id until it can", async () => {
    const { el } = await openAsParent({
      ...ROUTES,
      'GET /api/students/S002/attendance': () => json({ message: 'Database unavailable' }, 500),
    });
    await findByShadowRole(el, 'tab', { name: 'Aarav Sharma' }, { timeout: 10_000 });
    (await findByShadowRole(el, 'tab', { name: 'Student S002' })).click();
    const panel = await findByShadowRole(el, 'tabpanel', { name: 'Student S002' });
    await findByShadowText(panel, 'Could not load attendance: Database unavailable');
    // The rest of that child's page still loads.
    await findByShadowText(panel, 'Waves Quiz');
  });

  it('shows loading and empty states in words', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const { el } = await openAsParent(
      {
        'GET /api/students/S001/attendance': () =>
          json({
            data: summary('S001', 'Aarav Sharma', {
              percentage: null,
              present: 0,
              late: 0,
              absent: 0,
              markedDays: 0,
              recent: [],
              absences: [],
            }),
          }),
        'GET /api/learners/S001/results': async () => {
          await held;
          return onePage([]);
        },
        'GET /api/learners/S001/tests': () => onePage([test(1, 'Done', 'completed')]),
        'GET /api/studyMaterials/S001': () => json({ studyMaterials: [] }),
      },
      ['S001'],
    );
    const results = await card(el, 'Test results');
    await findByShadowText(results, 'Loading test results...');
    release();
    await findByShadowText(results, 'No graded tests yet.');
    // One child: no tabs.
    expect(queryByShadowRole(el, 'tablist')).to.equal(null);
    const attendance = await card(el, 'Attendance this term');
    await findByShadowText(attendance, 'No attendance marked this term yet.');
    await findByShadowText(attendance, 'No absences this term.');
    await findByShadowText(await card(el, 'Upcoming tests'), 'No upcoming tests.');
    await findByShadowText(await card(el, 'Recent materials'), 'No materials for this class yet.');
  });

  it('says so when the account is linked to no child', async () => {
    const { el } = await openAsParent({}, []);
    await findByShadowText(el, /Your account is not linked to a child yet\./, {}, { timeout: 10_000 });
    expect(net.calls).to.deep.equal([]);
  });

  it('opens a material in <edu-material-viewer> and removes it when the viewer closes', async () => {
    const { el } = await openAsParent(ROUTES);
    (await findByShadowRole(el, 'button', { name: 'View Algebra Notes.pdf' }, { timeout: 10_000 })).click();
    const viewer = await waitFor(() => el.shadowRoot!.querySelector('edu-material-viewer'));
    expect(viewer.getAttribute('src')).to.equal(`${API}/api/files/17abcdefabcdef`);
    expect(viewer.getAttribute('name')).to.equal('Algebra Notes.pdf');
    expect(viewer.getAttribute('type')).to.equal('application/pdf');
    expect(viewer.hasAttribute('open')).to.equal(true);
    viewer.dispatchEvent(new CustomEvent('edu-viewer-close', { bubbles: true, composed: true, detail: {} }));
    await waitFor(() => !el.shadowRoot!.querySelector('edu-material-viewer'));
    // A viewer that closes itself by dropping `open` goes too.
    (await findByShadowRole(el, 'button', { name: 'View Old Notes.pdf' })).click();
    const again = await waitFor(() => el.shadowRoot!.querySelector('edu-material-viewer'));
    again.removeAttribute('open');
    await waitFor(() => !el.shadowRoot!.querySelector('edu-material-viewer'));
  });

  it('fits a 375 px wide screen without scrolling sideways', async () => {
    await setWidth(375);
    try {
      const { el } = await openAsParent(ROUTES);
      await findByShadowRole(await card(el, 'Test results'), 'row', { name: /Algebra Quiz/ });
      await findByShadowText(await card(el, 'Recent materials'), 'Algebra Notes.pdf');
      expect(queryByShadowText(el, /Could not load/)).to.equal(null);
      expect(document.documentElement.scrollWidth).to.be.at.most(375);
      for (const section of el.shadowRoot!.querySelectorAll('section')) {
        expect(section.getBoundingClientRect().right, section.textContent!.slice(0, 40)).to.be.at.most(375);
      }
    } finally {
      await setWidth(1280);
    }
  });
});
