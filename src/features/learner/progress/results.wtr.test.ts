import { expect } from 'chai';
import { findAllByShadowRole, findByShadowRole, findByShadowText, queryByShadowText, within } from 'shadow-dom-testing-library';
import { waitFor } from '../../../test-support/mount.ts';
import { type Answer, json, onePage } from '../../../test-support/fetch-double.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { openSection, resetAll, showDashboard } from '../../../test-support/learner-dashboard.ts';
import { recordEvents } from '../../../test-support/events.ts';
import { termPairs } from '../../../test-support/read.ts';
import { RESULTS, result } from '../../../test-support/learner-tests.ts';

const RESULTS_PATH = 'GET /api/learners/S001/results';

/** Opens the Progress section of a fresh dashboard and finds its article called `name`. */
async function progressArticle(name: string): Promise<{ el: HTMLElement; article: HTMLElement }> {
  const el = await showDashboard();
  await openSection(el, 'Progress');
  return { el, article: await findByShadowRole(el, 'article', { name }) };
}

describe('<edu-learner-dashboard>: Test Results and Progress from graded attempts', () => {
  const api = networkSuite(undefined, { after: resetAll });
  const serve = (results: Answer): void =>
    void api.serve({ [RESULTS_PATH]: results, 'GET /api/learners/S001/tests': onePage([]) });

  it("Test: the 'Test Results' card with name, subject, date, marks, percentage and a banded bar", async () => {
    serve(onePage(RESULTS));
    const el = await showDashboard();
    await openSection(el, 'Test');
    const card = await findByShadowRole(el, 'article', { name: 'Test Results' });
    for (const [name, subject, date, marks, pct, band] of [
      ['Algebra Mid-Term', 'Mathematics', '2024-03-15', '92/100', 92, 'excellent'],
      ['Mechanics Quiz', 'Physics', '2024-03-12', '42/50', 84, 'good'],
      ['Organic Reactions Test', 'Chemistry', '2024-03-08', '74/100', 74, 'average'],
      ['Calculus Quiz', 'Mathematics', '2024-03-01', '45/50', 90, 'excellent'],
      ['Thermodynamics Test', 'Physics', '2024-02-24', '65/100', 65, 'low'],
    ] as const) {
      const heading = await findByShadowRole(card, 'heading', { name });
      const row = heading.closest('li')!;
      await findByShadowText(row, subject);
      await findByShadowText(row, date);
      await findByShadowText(row, marks);
      await findByShadowText(row, `${pct}%`);
      const bar = await findByShadowRole(row, 'progressbar', { name: `${name} score` });
      expect(bar.getAttribute('aria-valuenow')).to.equal(String(pct));
      expect(bar.querySelector(`.bar__fill--${band}`)).to.not.equal(null);
    }
    const events = recordEvents('edu-view-all-results');
    (await findByShadowRole(card, 'button', { name: 'View All Test Results' })).click();
    events.stop();
    expect(events.details).to.deep.equal([{ studentId: 'S001' }]);
  });

  it('Test: says so before any test is graded, and shows a failed load with Retry', async () => {
    let fail = true;
    serve(() => (fail ? json({ message: 'The database is restarting.' }, 500) : onePage([])));
    const el = await showDashboard();
    await openSection(el, 'Test');
    const card = await findByShadowRole(el, 'article', { name: 'Test Results' });
    const alert = await within(card).findByShadowRole('alert');
    expect(alert.textContent).to.contain('Could not load your test results. The database is restarting.');
    fail = false;
    (await within(alert).findByShadowRole('button', { name: 'Retry' })).click();
    await within(card).findByShadowText(
      'No graded tests yet. Your results appear here once a teacher has graded your first test.',
    );
  });

  it('Progress: Overall Progress from the graded results, with the grade letter of the average', async () => {
    serve(onePage(RESULTS));
    const { article: overall } = await progressArticle('Overall Progress');
    const bar = await findByShadowRole(overall, 'progressbar', { name: 'Overall progress' });
    expect(bar.getAttribute('aria-valuenow')).to.equal('80');
    expect(bar.getAttribute('aria-valuemax')).to.equal('100');
    expect(termPairs(overall)).to.deep.equal([
      ['Tests Taken', '5'],
      ['Total Marks', '318/400'],
      ['Average Score', '80%'],
      ['Grade Level', 'B'],
    ]);
    expect(api.calls.filter((c) => c.path === '/api/learners/S001/results')).to.have.length(1);
  });

  it('Progress: another learner record, other figures (nothing is fixed in the client)', async () => {
    serve(onePage([result({ id: 9, marks: 19, totalMarks: 20, percentage: 95, subject: 'History', testName: 'Dates Quiz' })]));
    const { el, article: overall } = await progressArticle('Overall Progress');
    const tiles = () =>
      within(overall)
        .queryAllByShadowRole('definition')
        .map((t) => t.textContent);
    await waitFor(() => tiles().length === 4);
    expect(tiles()).to.deep.equal(['1', '19/20', '95%', 'A']);
    const subjects = await findByShadowRole(el, 'article', { name: 'Subject Performance' });
    expect(
      within(subjects)
        .getAllByShadowRole('listitem')
        .map((r) => r.textContent),
    ).to.deep.equal(['History95%1 test']);
  });

  it("Progress: Subject Performance with 'test' / 'tests', and the first 3 recent results", async () => {
    serve(onePage(RESULTS));
    const { el, article: subjects } = await progressArticle('Subject Performance');
    await waitFor(() => within(subjects).queryAllByShadowRole('listitem').length === 3);
    const rows = within(subjects)
      .getAllByShadowRole('listitem')
      .map((r) => r.textContent);
    expect(rows).to.deep.equal(['Mathematics91%2 tests', 'Physics71%2 tests', 'Chemistry74%1 test']);
    const recent = await findByShadowRole(el, 'article', { name: 'Recent Test Performance' });
    await findByShadowText(recent, 'Algebra Mid-Term');
    await findByShadowText(recent, 'Mechanics Quiz');
    await findByShadowText(recent, 'Organic Reactions Test');
    expect(queryByShadowText(recent, 'Calculus Quiz')).to.equal(null);
    expect((await findAllByShadowRole(recent, 'listitem')).length).to.equal(3);
  });

  it('Progress: loading, then no graded tests yet, in words', async () => {
    let answer: (r: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { el, article: overall } = await progressArticle('Overall Progress');
    await within(overall).findByShadowText('Loading your progress...');
    await waitFor(() => api.calls.some((c) => c.path === '/api/learners/S001/results'));
    answer(onePage([]));
    await within(overall).findByShadowText(
      'No graded tests yet. Your results appear here once a teacher has graded your first test.',
    );
    const tiles = within(overall)
      .getAllByShadowRole('definition')
      .map((t) => t.textContent);
    expect(tiles).to.deep.equal(['0', '0/0', '-', '-']);
    for (const name of ['Subject Performance', 'Recent Test Performance']) {
      await within(await findByShadowRole(el, 'article', { name })).findByShadowText('No graded tests yet.');
    }
  });

  it('Progress: a failed load says so with Retry', async () => {
    let fail = true;
    serve(() => (fail ? json({ message: 'Server busy' }, 500) : onePage(RESULTS)));
    const { article: overall } = await progressArticle('Overall Progress');
    const alert = await within(overall).findByShadowRole('alert');
    expect(alert.textContent).to.contain('Could not load your progress. Server busy');
    fail = false;
    (await within(alert).findByShadowRole('button', { name: 'Retry' })).click();
    await within(overall).findByShadowText('318/400');
  });

  it("Progress: 'View All Test Results' switches to the Test section and marks its card", async () => {
    serve(onePage(RESULTS));
    const { el, article: recent } = await progressArticle('Recent Test Performance');
    (await findByShadowRole(recent, 'button', { name: 'View All Test Results' })).click();
    const card = await findByShadowRole(el, 'article', { name: 'Test Results' });
    expect(card.hasAttribute('data-marked')).to.equal(true);
    await waitFor(() => el.shadowRoot!.activeElement === card);
    expect((await findByShadowRole(el, 'button', { name: 'Test' })).getAttribute('aria-current')).to.equal('page');
    // The Test section shows the same results without asking again.
    await within(card).findByShadowText('92/100');
    expect(api.calls.filter((c) => c.path === '/api/learners/S001/results')).to.have.length(1);
  });
});
