import { expect } from 'chai';
import { findByShadowRole, within } from 'shadow-dom-testing-library';
import '../../elements/edu-parents.ts';
import { mount, waitFor } from '../../test-support/mount.ts';
import { resetSession, signInForTest } from '../../test-support/session.ts';
import { type FetchCall, json } from '../../test-support/fetch-double.ts';
import { networkSuite } from '../../test-support/network-suite.ts';
import { sampleChildSummary as summary } from '../../test-support/samples.ts';
import { result, test } from './parents-test-fixtures.ts';

const API = 'http://api.test';
const net = networkSuite(undefined, { after: resetSession });

/** A paged list route over `rows`, newest first, as the server pages it. */
const pagesOf =
  (rows: readonly unknown[]) =>
  ({ query }: FetchCall): Response => {
    const offset = Number(query.cursor ?? 0);
    const data = rows.slice(offset, offset + Number(query.limit ?? 50));
    const next = offset + data.length;
    return json({ data, total: rows.length, nextCursor: next < rows.length ? String(next) : null });
  };

const RESULTS = Array.from({ length: 25 }, (_, i) => result(100 - i, `Quiz ${100 - i}`, 8, 10));
// The newest tests are done; the one still to come is on the second page.
const TESTS = [
  ...Array.from({ length: 12 }, (_, i) => test(50 - i, `Done ${50 - i}`, 'completed')),
  test(3, 'Final Exam', 'upcoming'),
];

const card = async (el: HTMLElement, title: string): Promise<HTMLElement> =>
  (await findByShadowRole(el, 'heading', { name: title }, { timeout: 10_000 })).closest('section')!;
const asked = (path: string) => net.calls.filter((c) => c.path === path).map((c) => [c.query.cursor, c.query.limit]);

describe('<edu-parents>: test results and upcoming tests a page at a time', () => {
  it('asks for ten at a time and loads the next ones as the card ends come near', async () => {
    net.serve({
      'GET /api/students/S001/attendance': () => json({ data: summary('S001', 'Aarav Sharma') }),
      'GET /api/learners/S001/results': pagesOf(RESULTS),
      'GET /api/learners/S001/tests': pagesOf(TESTS),
      'GET /api/studyMaterials/S001': () => json({ studyMaterials: [] }),
    });
    signInForTest('parent', API, { children: ['S001'] });
    const el = await mount<HTMLElement>('edu-parents', { 'api-base': API });
    const results = await card(el, 'Test results');
    await within(results).findByShadowText('Quiz 100');
    const upcoming = await card(el, 'Upcoming tests');
    for (
      let i = 0;
      i < 20 && (asked('/api/learners/S001/results').length < 3 || asked('/api/learners/S001/tests').length < 2);
      i++
    ) {
      for (const end of el.shadowRoot!.querySelectorAll('[data-list-end]')) end.scrollIntoView();
      await new Promise((r) => setTimeout(r, 150));
    }
    await within(upcoming).findByShadowText('Final Exam');
    await within(results).findByShadowText('Quiz 76');
    await waitFor(() => within(results).queryAllByShadowRole('row').length === 26);
    expect(asked('/api/learners/S001/results')).to.deep.equal([
      [undefined, '10'],
      ['10', '10'],
      ['20', '10'],
    ]);
    expect(asked('/api/learners/S001/tests')).to.deep.equal([
      [undefined, '10'],
      ['10', '10'],
    ]);
    expect(within(upcoming).queryByShadowText(/Done/)).to.equal(null);
  });
});
