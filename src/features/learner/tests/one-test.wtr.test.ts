import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole, within } from 'shadow-dom-testing-library';
import { json, onePage, type FetchCall } from '../../../test-support/fetch-double.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { resetAll } from '../../../test-support/learner-dashboard.ts';
import { mount, setPath, setWidth, waitFor } from '../../../test-support/mount.ts';
import { signInForTest } from '../../../test-support/session.ts';
import { attempt, learnerTest, RESULTS } from '../../../test-support/learner-tests.ts';

const TESTS_PATH = 'GET /api/learners/S001/tests';
const RESULTS_PATH = 'GET /api/learners/S001/results';
/** Two open tests: a link to the second must not land on the first's Start Test. */
const TESTS = [
  learnerTest({ id: 5, title: 'Geometry Quiz', state: 'open' }),
  learnerTest({ id: 7, title: 'Algebra Quiz', state: 'open', timeLimit: 45, questions: 12, totalPoints: 20 }),
];

const api = networkSuite(undefined, {
  after: () => {
    resetAll();
    history.replaceState(null, '', `${location.pathname}${location.search}`);
  },
});
const callsTo = (method: string, path: string): FetchCall[] => api.calls.filter((c) => c.method === method && c.path === path);

/** Opens the dashboard at a URL hash, as a link from an LMS or a shared link finds the page. */
async function showAt(hash: string): Promise<HTMLElement> {
  setPath('/learners');
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  await setWidth(1280);
  signInForTest('student');
  const el = await mount('edu-learner-dashboard');
  await findByShadowRole(el, 'heading', { name: 'Learner Dashboard', level: 1 }, { timeout: 15_000 });
  return el;
}

describe('<edu-learner-dashboard>: a link to one test (#test/<id>)', () => {
  it("opens the Test section on that test's own screen: its facts and Start Test, which starts that test", async () => {
    api.serve({
      [TESTS_PATH]: onePage(TESTS),
      [RESULTS_PATH]: onePage(RESULTS),
      'POST /api/tests/7/attempts': json({ data: attempt() }, 201),
    });
    const el = await showAt('#test/7');
    const screen = await findByShadowRole(el, 'article', { name: 'My Tests' });
    const card = await within(screen).findByShadowRole('article', { name: 'Algebra Quiz' });
    await within(card).findByShadowText('45 minutes');
    expect(within(screen).queryByShadowRole('article', { name: 'Geometry Quiz' })).to.equal(null);
    expect(within(screen).getAllByShadowRole('button', { name: 'Start Test' })).to.have.length(1);
    expect(queryByShadowRole(el, 'button', { name: 'Test', current: 'page' })).to.not.equal(null);

    within(card).getByShadowRole('button', { name: 'Start Test' }).click();
    await findByShadowRole(el, 'heading', { name: 'Question 1' });
    expect(callsTo('POST', '/api/tests/7/attempts')).to.have.length(1);
    expect(callsTo('POST', '/api/tests/5/attempts')).to.have.length(0);
  });

  it('goes to the list of every test with All tests, and Back returns to the one test', async () => {
    api.serve({ [TESTS_PATH]: onePage(TESTS), [RESULTS_PATH]: onePage(RESULTS) });
    const el = await showAt('#test/7');
    const screen = await findByShadowRole(el, 'article', { name: 'My Tests' });
    await within(screen).findByShadowRole('article', { name: 'Algebra Quiz' });
    within(screen).getByShadowRole('button', { name: 'All tests' }).click();
    await findByShadowRole(el, 'article', { name: 'Geometry Quiz' });
    await findByShadowRole(el, 'article', { name: 'Algebra Quiz' });
    expect(location.hash).to.equal('#test');

    history.back();
    await waitFor(() => queryByShadowRole(el, 'article', { name: 'Geometry Quiz' }) === null);
    await findByShadowRole(el, 'article', { name: 'Algebra Quiz' });
    expect(location.hash).to.equal('#test/7');
  });

  it('says a test the learner does not have is not available, rather than showing another', async () => {
    api.serve({ [TESTS_PATH]: onePage(TESTS), [RESULTS_PATH]: onePage(RESULTS) });
    const el = await showAt('#test/99');
    const screen = await findByShadowRole(el, 'article', { name: 'My Tests' });
    const alert = await within(screen).findByShadowRole('alert');
    expect(alert.textContent).to.equal(
      'This test is not available to you: it is not assigned to your class, or it has been removed.',
    );
    expect(within(screen).queryByShadowRole('button', { name: 'Start Test' })).to.equal(null);
    expect(within(screen).queryByShadowRole('article', { name: 'Geometry Quiz' })).to.equal(null);
  });

  it("waits for every page of the learner's tests before saying a test is not available", async () => {
    let answerSecond: (r: Response) => void = () => undefined;
    api.serve({
      [TESTS_PATH]: (call) =>
        call.query.cursor
          ? new Promise<Response>((resolve) => (answerSecond = resolve))
          : json({ data: [TESTS[0]], total: 2, nextCursor: '1' }),
      [RESULTS_PATH]: onePage(RESULTS),
    });
    const el = await showAt('#test/7');
    const screen = await findByShadowRole(el, 'article', { name: 'My Tests' });
    await within(screen).findByShadowText('Loading your tests...');
    await waitFor(() => callsTo('GET', '/api/learners/S001/tests').length === 2);
    expect(within(screen).queryByShadowRole('alert')).to.equal(null);
    answerSecond(json({ data: [TESTS[1]], total: 2, nextCursor: null }));
    await within(screen).findByShadowRole('article', { name: 'Algebra Quiz' });
    await findByShadowText(el, 'Start Test');
  });
});
