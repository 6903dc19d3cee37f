import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole, within } from 'shadow-dom-testing-library';
import type { ManagedTest, TestResults } from '../../../contract/index.ts';
import { json } from '../../../test-support/fetch-double.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { setWidth, waitFor } from '../../../test-support/mount.ts';
import { mountTeacherDashboard } from '../../../test-support/teacher-dashboard.ts';
import { managedTest, resultsSummary } from './results-fixtures.ts';

const ALGEBRA = managedTest({ id: 1, title: 'Algebra Fundamentals Quiz' });
const CELLS = managedTest({ id: 2, title: 'Cells Quiz', course: 'Biology' });
/** A test the list does not show (a later page, another teacher's class). */
const LATER = managedTest({ id: 40, title: 'Old Chemistry Test', course: 'Chemistry' });

/** The results of `test`: no learner yet. */
const results = (test: ManagedTest): TestResults => ({ test, summary: resultsSummary({ students: 0 }), students: [] });
const resultsRoutes = (test: ManagedTest) => ({
  [`GET /api/tests/${test.id}/results`]: json({ data: results(test), total: 0, nextCursor: null }),
  [`GET /api/tests/${test.id}/question-figures`]: json({ data: [] }),
  [`GET /api/tests/${test.id}/grading-queue`]: json({ data: [], total: 0, nextCursor: null }),
});

const api = networkSuite(
  {
    'GET /api/tests': json({ data: [ALGEBRA, CELLS], total: 2, nextCursor: null }),
    'GET /api/tests/40': json({ data: { ...LATER, questionList: [] } }),
    'GET /api/tests/50': json(
      { message: 'Only the teacher who created "Not yours" and the teachers of the classes it is assigned to can change it.' },
      403,
    ),
    ...resultsRoutes(ALGEBRA),
    ...resultsRoutes(CELLS),
    ...resultsRoutes(LATER),
  },
  { after: () => history.replaceState(null, '', `${location.pathname}${location.search}`) },
);

/** Opens the dashboard at a URL hash, as a link from an LMS or a shared link finds the page. */
async function showAt(hash: string): Promise<HTMLElement> {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  await setWidth(1280);
  const el = await mountTeacherDashboard({ 'teacher-id': 'T-LINK' });
  await findByShadowRole(el, 'heading', { name: 'Teacher Dashboard', level: 1 }, { timeout: 10000 });
  return el;
}

const resultsOf = async (el: HTMLElement, title: string): Promise<HTMLElement> => {
  const dialog = await findByShadowRole(el, 'dialog', { name: 'Test Results' }, { timeout: 10000 });
  await waitFor(() => dialog.getAttribute('aria-describedby') !== null);
  const description = el.shadowRoot!.getElementById(dialog.getAttribute('aria-describedby')!)!;
  expect(description.textContent).to.equal(title);
  return dialog;
};

describe('<edu-teacher-dashboard>: a link to one test’s results (#tests/manage/results/<id>)', () => {
  it('opens the Manage tab with the Test Results of that test; closing them leaves the list, in the URL too', async () => {
    const el = await showAt('#tests/manage/results/2');
    const dialog = await resultsOf(el, 'Cells Quiz');
    await findByShadowRole(el, 'tab', { name: 'Manage', selected: true });
    within(dialog).getByShadowRole('button', { name: 'Close' }).click();
    await waitFor(() => queryByShadowRole(el, 'dialog', { name: 'Test Results' }) === null);
    expect(location.hash).to.equal('#tests/manage');
    await findByShadowRole(el, 'article', { name: 'Cells Quiz' });
    await findByShadowRole(el, 'article', { name: 'Algebra Fundamentals Quiz' });
    // A test the list shows is not asked for again.
    expect(api.calls.some((c) => c.path === '/api/tests/2')).to.equal(false);
  });

  it('opens the results of a test the list does not show, as the server answers it', async () => {
    const el = await showAt('#tests/manage/results/40');
    await resultsOf(el, 'Old Chemistry Test');
    expect(api.calls.some((c) => c.method === 'GET' && c.path === '/api/tests/40')).to.equal(true);
  });

  it('says why the results of a test the teacher may not see do not open', async () => {
    const el = await showAt('#tests/manage/results/50');
    const alert = await findByShadowText(el, /^Could not open the results/, {}, { timeout: 10000 });
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.equal(
      'Could not open the results of this test: Only the teacher who created "Not yours" and the teachers of the classes it is assigned to can change it.',
    );
    expect(queryByShadowRole(el, 'dialog', { name: 'Test Results' })).to.equal(null);
    await findByShadowRole(el, 'article', { name: 'Cells Quiz' });
  });
});
