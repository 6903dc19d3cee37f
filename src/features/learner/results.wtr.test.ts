import { expect } from 'chai';
import { findAllByShadowRole, findByShadowRole, findByShadowText, queryByShadowText } from 'shadow-dom-testing-library';
import { waitFor } from '../../test-support/mount.ts';
import { openSection, recordEvents, resetAll, showDashboard, stubFetch, type FetchDouble } from './learner-test-helpers.ts';

describe('<edu-learner-dashboard>: Test and Progress', () => {
  let api: FetchDouble;
  beforeEach(() => {
    api = stubFetch();
  });
  afterEach(() => {
    api.restore();
    resetAll();
  });

  it("Test: the 'Test Results' card with name, subject, date, marks, percentage and a banded bar", async () => {
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

  it('Progress: Overall Progress with its tiles', async () => {
    const el = await showDashboard();
    await openSection(el, 'Progress');
    const overall = await findByShadowRole(el, 'article', { name: 'Overall Progress' });
    const bar = await findByShadowRole(overall, 'progressbar', { name: 'Overall progress' });
    expect(bar.getAttribute('aria-valuenow')).to.equal('80');
    expect(bar.getAttribute('aria-valuemax')).to.equal('100');
    const tiles = [...overall.querySelectorAll('.tile')].map((t) => [t.querySelector('dt')!.textContent, t.querySelector('dd')!.textContent]);
    expect(tiles).to.deep.equal([
      ['Tests Taken', '5'],
      ['Total Marks', '318/400'],
      ['Average Score', '80%'],
      ['Grade Level', 'A'],
    ]);
  });

  it("Progress: Subject Performance with 'test' / 'tests', and the first 3 recent results", async () => {
    const el = await showDashboard();
    await openSection(el, 'Progress');
    const subjects = await findByShadowRole(el, 'article', { name: 'Subject Performance' });
    const rows = [...subjects.querySelectorAll('.subject')].map((r) => r.textContent);
    expect(rows).to.deep.equal(['Mathematics91%2 tests', 'Physics71%2 tests', 'Chemistry74%1 test']);
    const recent = await findByShadowRole(el, 'article', { name: 'Recent Test Performance' });
    await findByShadowText(recent, 'Algebra Mid-Term');
    await findByShadowText(recent, 'Mechanics Quiz');
    await findByShadowText(recent, 'Organic Reactions Test');
    expect(queryByShadowText(recent, 'Calculus Quiz')).to.equal(null);
    expect((await findAllByShadowRole(recent, 'listitem')).length).to.equal(3);
  });

  it("Progress: 'View All Test Results' switches to the Test section and marks its card", async () => {
    const el = await showDashboard();
    await openSection(el, 'Progress');
    const recent = await findByShadowRole(el, 'article', { name: 'Recent Test Performance' });
    (await findByShadowRole(recent, 'button', { name: 'View All Test Results' })).click();
    const card = await findByShadowRole(el, 'article', { name: 'Test Results' });
    expect(card.hasAttribute('data-marked')).to.equal(true);
    await waitFor(() => el.shadowRoot!.activeElement === card);
    expect((await findByShadowRole(el, 'button', { name: 'Test' })).getAttribute('aria-current')).to.equal('page');
  });
});
