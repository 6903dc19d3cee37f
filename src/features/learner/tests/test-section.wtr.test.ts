import { expect } from 'chai';
import {
  findByShadowRole,
  findByShadowText,
  queryAllByShadowRole,
  queryByShadowRole,
  queryByShadowText,
  within,
} from 'shadow-dom-testing-library';
import type { AnswerMap } from '../../../contract/attempts.ts';
import { openSidebar } from '../../../stores/sidebar.ts';
import { cleanup, mount, setPath, setWidth, waitFor } from '../../../test-support/mount.ts';
import { signInForTest } from '../../../test-support/session.ts';
import { type Answer, busy, type FetchCall, json, onePage } from '../../../test-support/fetch-double.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { openSection, resetAll, showDashboard } from '../../../test-support/learner-dashboard.ts';
import {
  attempt,
  cardFacts,
  gradedAttempt,
  learnerTest,
  opening,
  QUESTIONS,
  RESULTS,
  typeInto,
} from '../../../test-support/learner-tests.ts';

const TESTS_PATH = 'GET /api/learners/S001/tests';
const RESULTS_PATH = 'GET /api/learners/S001/results';

const api = networkSuite(undefined, { after: resetAll });
const serve = (routes: Record<string, Answer>): void => void api.serve({ [RESULTS_PATH]: onePage(RESULTS), ...routes });
const callsTo = (method: string, path: string): FetchCall[] => api.calls.filter((c) => c.method === method && c.path === path);

async function showTests(width = 1280): Promise<HTMLElement> {
  const el = await showDashboard({}, width);
  // Below desktop width the sections sit in a drawer: open it first.
  if (width < 1024) openSidebar();
  await openSection(el, 'Test');
  await findByShadowRole(el, 'heading', { name: 'My Tests' });
  return el;
}

const testList = (el: HTMLElement) => findByShadowRole(el, 'article', { name: 'My Tests' });
const testCard = (el: HTMLElement, title: string) => findByShadowRole(el, 'article', { name: title });
/** The graded questions of a result, each under its 'Question n' heading. */
const reviewItems = (el: HTMLElement) =>
  queryAllByShadowRole(el, 'heading', { name: /^Question \d+$/ }).map((h) => h.closest('li')!);

/** Opens an attempt from the list (Start or Resume) and waits for its questions. */
async function openAttempt(el: HTMLElement, title: string, button: 'Start Test' | 'Resume Test'): Promise<void> {
  (await within(await testCard(el, title)).findByShadowRole('button', { name: button })).click();
  await findByShadowRole(el, 'heading', { name: 'Question 1' });
}

const question = (el: HTMLElement, n: number, role: 'radiogroup' | 'textbox' = 'radiogroup') =>
  findByShadowRole(el, role, { name: new RegExp(`^Question ${n}\\b`) });

async function choose(el: HTMLElement, n: number, option: string): Promise<HTMLInputElement> {
  const radio = (await within(await question(el, n)).findByShadowRole('radio', { name: option })) as HTMLInputElement;
  radio.click();
  return radio;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Serves a started Algebra Quiz attempt whose saves `answerSave` answers; returns the saves sent. */
function serveStartedAttempt(answerSave: () => Response): FetchCall[] {
  const saves: FetchCall[] = [];
  serve({
    [TESTS_PATH]: onePage([learnerTest()]),
    'POST /api/tests/7/attempts': json({ data: attempt() }, 201),
    'PUT /api/attempts/70/answers': (call) => {
      saves.push(call);
      return answerSave();
    },
  });
  return saves;
}

describe('<edu-learner-dashboard>: the tests a learner takes', () => {
  it('groups the assigned tests: in progress, open with Start Test, upcoming with date and time, completed with score', async () => {
    const opens = '2030-05-06T10:15';
    serve({
      [TESTS_PATH]: onePage([
        learnerTest({ id: 1, title: 'Closed Quiz', state: 'closed' }),
        learnerTest({
          id: 2,
          title: 'Graded Quiz',
          state: 'completed',
          attemptsUsed: 2,
          latest: { id: 20, status: 'graded', percentage: 85, passed: true, submittedAt: '2030-01-01T10:00:00.000Z' },
        }),
        learnerTest({
          id: 3,
          title: 'Essay Test',
          state: 'completed',
          attemptsUsed: 1,
          maxAttempts: 1,
          latest: { id: 30, status: 'submitted', percentage: null, passed: null, submittedAt: '2030-01-01T10:00:00.000Z' },
        }),
        learnerTest({ id: 4, title: 'Geometry Test', state: 'upcoming', scheduledDate: opens }),
        learnerTest({
          id: 5,
          title: 'Algebra Quiz',
          state: 'open',
          timeLimit: 45,
          questions: 12,
          totalPoints: 20,
          attemptsUsed: 1,
          maxAttempts: 3,
        }),
        learnerTest({
          id: 6,
          title: 'Running Test',
          state: 'in-progress',
          attemptsUsed: 1,
          latest: { id: 60, status: 'in-progress', percentage: null, passed: null, submittedAt: null },
        }),
        learnerTest({
          id: 8,
          title: 'Failed Quiz',
          state: 'completed',
          attemptsUsed: 1,
          maxAttempts: 1,
          latest: { id: 80, status: 'graded', percentage: 40, passed: false, submittedAt: '2030-01-01T10:00:00.000Z' },
        }),
      ]),
      'GET /api/attempts/60': json({ data: attempt({ id: 60, remainingSeconds: 754 }) }),
    });
    const el = await showTests();
    const list = await testList(el);
    await within(list).findByShadowRole('heading', { name: 'Closed (1)' });
    const groups = [...list.querySelectorAll('h3')].map((h) => h.textContent);
    expect(groups).to.deep.equal(['In progress (1)', 'Open (1)', 'Upcoming (1)', 'Completed (3)', 'Closed (1)']);

    const running = await testCard(el, 'Running Test');
    await within(running).findByShadowRole('button', { name: 'Resume Test' });
    // The time left is the server's (GET /api/attempts/60), counting down.
    await within(running).findByShadowText(/^Time left: 12:3\d$/);

    const open = await testCard(el, 'Algebra Quiz');
    await within(open).findByShadowRole('button', { name: 'Start Test' });
    expect(cardFacts(open)).to.deep.equal(['Time limit: 45 minutes', 'Questions: 12', 'Points: 20', 'Attempts: 1 of 3 used']);

    const upcoming = await testCard(el, 'Geometry Test');
    await within(upcoming).findByShadowText(`Opens on ${opening()}`);
    expect(within(upcoming).queryByShadowRole('button')).to.equal(null);

    const graded = await testCard(el, 'Graded Quiz');
    await within(graded).findByShadowText('Score: 85%');
    await within(graded).findByShadowText('Passed');
    await within(graded).findByShadowRole('button', { name: 'View Result' });
    expect(within(graded).queryByShadowRole('button', { name: 'Start Test' })).to.equal(null);
    const failed = await testCard(el, 'Failed Quiz');
    await within(failed).findByShadowText('Score: 40%');
    await within(failed).findByShadowText('Not passed');
    await within(await testCard(el, 'Essay Test')).findByShadowText('Waiting for grading');
    await within(await testCard(el, 'Closed Quiz')).findByShadowText('This test has closed.');
  });

  it('shows the first 12 tests of a long group and the rest on "Show all"', async () => {
    serve({
      [TESTS_PATH]: onePage(
        Array.from({ length: 30 }, (_, i) => learnerTest({ id: 100 + i, title: `Weekly Quiz ${i + 1}`, state: 'open' })),
      ),
    });
    const el = await showTests();
    const list = await testList(el);
    await within(list).findByShadowRole('heading', { name: 'Open (30)' });
    const open = within(list).getByShadowRole('region', { name: 'Open (30)' });
    expect(within(open).getAllByShadowRole('article')).to.have.length(12);
    (await within(list).findByShadowRole('button', { name: 'Show all 30 open tests' })).click();
    await waitFor(() => within(open).getAllByShadowRole('article').length === 30);
    await testCard(el, 'Weekly Quiz 30');
    expect(within(list).queryByShadowRole('button', { name: /Show all/ })).to.equal(null);
  });

  it('writes the opening time in the language of its texts: a page in German, which has none, reads English throughout', async () => {
    document.documentElement.lang = 'de-DE';
    try {
      serve({
        [TESTS_PATH]: onePage([
          learnerTest({ id: 4, title: 'Geometry Test', state: 'upcoming', scheduledDate: '2030-05-06T10:15' }),
        ]),
      });
      const el = await showTests();
      const when = opening('en');
      await within(await testCard(el, 'Geometry Test')).findByShadowText(`Opens on ${when}`);
      expect(when).to.equal('May 6, 2030, 10:15 AM');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('says so while loading and when no test is assigned', async () => {
    let answer: (r: Response) => void = () => undefined;
    serve({ [TESTS_PATH]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const el = await showTests();
    await within(await testList(el)).findByShadowText('Loading your tests...');
    await waitFor(() => callsTo('GET', '/api/learners/S001/tests').length === 1);
    answer(onePage([]));
    await findByShadowText(el, 'No tests assigned to your class yet.');
  });

  it('shows a failed load in words with Retry', async () => {
    let fail = true;
    serve({
      [TESTS_PATH]: () => (fail ? json({ message: 'The database is restarting.' }, 500) : onePage([learnerTest()])),
    });
    const el = await showTests();
    const alert = await within(await testList(el)).findByShadowRole('alert');
    expect(alert.textContent).to.contain('Could not load your tests. The database is restarting.');
    fail = false;
    (await within(alert).findByShadowRole('button', { name: 'Retry' })).click();
    await testCard(el, 'Algebra Quiz');
    expect(callsTo('GET', '/api/learners/S001/tests')).to.have.length(2);
  });

  it("shows the server's reason when a test cannot be started (no attempt left)", async () => {
    serve({
      [TESTS_PATH]: onePage([learnerTest()]),
      'POST /api/tests/7/attempts': json({ message: 'You have used all 2 attempts of this test.' }, 409),
    });
    const el = await showTests();
    (await within(await testCard(el, 'Algebra Quiz')).findByShadowRole('button', { name: 'Start Test' })).click();
    const alert = await within(await testCard(el, 'Algebra Quiz')).findByShadowRole('alert');
    expect(alert.textContent).to.equal('You have used all 2 attempts of this test.');
    expect(queryByShadowRole(el, 'heading', { name: 'Question 1' })).to.equal(null);
  });

  it('Start Test shows every question by its type, the time limit counting down, and no answer key', async () => {
    // Even an answer that carried keys would not show them: the client reads only the contract's fields.
    const leaky = QUESTIONS.map((q) => ({
      ...q,
      correctAnswer: q.type === 'short-answer' ? 'hypotenuse' : q.type === 'true-false' ? 'true' : '5',
    }));
    serve({
      [TESTS_PATH]: onePage([learnerTest()]),
      'POST /api/tests/7/attempts': json({ data: { ...attempt(), questions: leaky } }, 201),
    });
    const el = await showTests();
    await openAttempt(el, 'Algebra Quiz', 'Start Test');
    await findByShadowRole(el, 'heading', { name: 'Algebra Quiz', level: 2 });
    const timer = await findByShadowRole(el, 'timer', { name: 'Time left' });
    expect(timer.textContent).to.match(/^(30:00|29:5\d)$/);

    // Each question is a fieldset named by its legend: number, points and text.
    const q1 = await findByShadowRole(el, 'radiogroup', { name: 'Question 1 2 points What is 2 + 3?' });
    expect(q1.tagName).to.equal('FIELDSET');
    expect(
      [...q1.querySelectorAll('input[type="radio"]')].map((r) => (r as HTMLInputElement).labels![0]!.textContent),
    ).to.deep.equal(['4', '5', '6', '7']);
    const q2 = await question(el, 2);
    expect(
      [...q2.querySelectorAll('input[type="radio"]')].map((r) => (r as HTMLInputElement).labels![0]!.textContent),
    ).to.deep.equal(['True', 'False']);
    const short = await question(el, 3, 'textbox');
    expect(short.tagName).to.equal('INPUT');
    const essay = await question(el, 4, 'textbox');
    expect(essay.tagName).to.equal('TEXTAREA');
    await findByShadowRole(el, 'textbox', { name: 'Question 4 5 points Explain why division by zero is undefined.' });

    // Nothing is pre-chosen and no key is shown.
    expect(el.shadowRoot!.querySelectorAll('input[type="radio"]:checked')).to.have.length(0);
    expect((short as HTMLInputElement).value).to.equal('');
    expect(el.shadowRoot!.textContent).to.not.contain('hypotenuse');
    expect(queryByShadowText(el, /Correct answer/)).to.equal(null);
    await findByShadowText(el, 'All answers saved');
  });

  it('saves answers as they change: a choice at once, typing once it pauses, each change once', async () => {
    const saves = serveStartedAttempt(() => json({ savedAt: new Date().toISOString(), remainingSeconds: 1500 }));
    const el = await showTests();
    await openAttempt(el, 'Algebra Quiz', 'Start Test');
    const timer = await findByShadowRole(el, 'timer', { name: 'Time left' });

    await choose(el, 1, '5');
    await waitFor(() => saves.length === 1);
    expect(saves[0]!.body).to.deep.equal({ answers: { 101: '5' } });
    await findByShadowText(el, 'All answers saved');
    // The server's clock from the save's answer replaces the local one.
    await waitFor(() => /^2[45]:\d\d$/.test(timer.textContent ?? ''));

    await choose(el, 2, 'True');
    await waitFor(() => saves.length === 2);
    expect(saves[1]!.body).to.deep.equal({ answers: { 102: 'true' } });

    const short = await question(el, 3, 'textbox');
    typeInto(short, 'hyp');
    await findByShadowText(el, 'Saving...');
    typeInto(short, 'hypotenuse');
    typeInto(await question(el, 4, 'textbox'), 'Nothing times zero gives five.');
    await wait(300);
    expect(saves).to.have.length(2); // still typing
    await waitFor(() => saves.length === 3, 3000);
    expect(saves[2]!.body).to.deep.equal({ answers: { 103: 'hypotenuse', 104: 'Nothing times zero gives five.' } });
    await findByShadowText(el, 'All answers saved');
    await wait(1000);
    expect(saves).to.have.length(3);
  });

  it("a failed save says 'Not saved yet: trying again' and Retry now sends it again", async () => {
    let fail = true;
    const saves = serveStartedAttempt(() =>
      fail
        ? json({ message: 'Internal server error' }, 500)
        : json({ savedAt: new Date().toISOString(), remainingSeconds: 1700 }),
    );
    const el = await showTests();
    await openAttempt(el, 'Algebra Quiz', 'Start Test');
    await choose(el, 1, '6');
    await findByShadowText(el, 'Not saved yet: trying again');
    await findByShadowText(el, 'Your latest answers are not saved yet. Trying again.');
    fail = false;
    (await findByShadowRole(el, 'button', { name: 'Retry now' })).click();
    await findByShadowText(el, 'All answers saved');
    expect(saves.map((s) => s.body)).to.deep.equal([{ answers: { 101: '6' } }, { answers: { 101: '6' } }]);
  });

  it('answers given while the server is unavailable (503, Retry-After) are kept, said so, and all sent once it is back', async () => {
    let down = true;
    const saves = serveStartedAttempt(() =>
      down ? busy(1) : json({ savedAt: new Date().toISOString(), remainingSeconds: 1600 }),
    );
    const el = await showTests();
    await openAttempt(el, 'Algebra Quiz', 'Start Test');
    await choose(el, 1, '6');
    await findByShadowText(el, 'Server unavailable: your answers are kept and sent when it is back');
    await findByShadowText(el, 'The server is unavailable. Your answers are kept on this page and sent when it is back.');
    await choose(el, 2, 'False');
    typeInto(await question(el, 3, 'textbox'), 'hypotenuse');
    await waitFor(() => saves.length >= 2, 3000);
    down = false;
    await findByShadowText(el, 'All answers saved', undefined, { timeout: 5000 });
    const sent = saves.map((s) => (s.body as { answers: AnswerMap }).answers);
    expect(Object.assign({}, ...sent)).to.deep.equal({ 101: '6', 102: 'false', 103: 'hypotenuse' });
    expect(sent.at(-1)).to.deep.equal({ 101: '6', 102: 'false', 103: 'hypotenuse' });
    const count = saves.length;
    await wait(1500);
    expect(saves).to.have.length(count);
  });

  it('a save refused with 409 (time is over) moves to the result the server holds', async () => {
    serve({
      [TESTS_PATH]: onePage([learnerTest()]),
      'POST /api/tests/7/attempts': json({ data: attempt() }, 201),
      'PUT /api/attempts/70/answers': json(
        { message: 'Time is up: this attempt was submitted with the answers saved before the deadline.' },
        409,
      ),
      'GET /api/attempts/70': json({
        data: attempt({
          status: 'submitted',
          remainingSeconds: 0,
          autoSubmitted: true,
          score: 2,
          submittedAt: '2030-01-01T09:30:00.000Z',
        }),
      }),
    });
    const el = await showTests();
    await openAttempt(el, 'Algebra Quiz', 'Start Test');
    await choose(el, 1, '5');
    await findByShadowRole(el, 'heading', { name: 'Algebra Quiz: your result' });
    await findByShadowText(el, 'Time ran out, so your saved answers were submitted automatically.');
    await findByShadowText(el, "Submitted: waiting for your teacher's grading");
    expect(callsTo('POST', '/api/attempts/70/submit')).to.have.length(0);
  });

  it('a reload resumes the same attempt: the saved answers and the time left by the server', async () => {
    // A server double that keeps the attempt: answers merged as saved, the clock its own.
    let stored: AnswerMap = {};
    let started = false;
    let remaining = 1800;
    const running = () =>
      learnerTest(
        started
          ? {
              state: 'in-progress',
              attemptsUsed: 1,
              latest: { id: 70, status: 'in-progress', percentage: null, passed: null, submittedAt: null },
            }
          : {},
      );
    serve({
      [TESTS_PATH]: () => onePage([running()]),
      'POST /api/tests/7/attempts': () => {
        const status = started ? 200 : 201;
        started = true;
        return json({ data: attempt({ answers: stored, remainingSeconds: remaining }) }, status);
      },
      'GET /api/attempts/70': () => json({ data: attempt({ answers: stored, remainingSeconds: remaining }) }),
      'PUT /api/attempts/70/answers': (call) => {
        stored = { ...stored, ...(call.body as { answers: AnswerMap }).answers };
        return json({ savedAt: new Date().toISOString(), remainingSeconds: remaining });
      },
    });
    let el = await showTests();
    await openAttempt(el, 'Algebra Quiz', 'Start Test');
    await choose(el, 1, '6');
    await choose(el, 2, 'False');
    await waitFor(() => stored['102'] === 'false');
    // Typed just before the tab closes: sent as the view goes, without waiting for the pause.
    typeInto(await question(el, 3, 'textbox'), 'leg');
    cleanup();
    await waitFor(() => stored['103'] === 'leg');
    expect(stored).to.deep.equal({ 101: '6', 102: 'false', 103: 'leg' });

    // Meanwhile the server's clock ran on.
    remaining = 1234;
    el = await showTests();
    const card = await testCard(el, 'Algebra Quiz');
    await within(card).findByShadowText(/^Time left: 20:3[0-4]$/);
    await openAttempt(el, 'Algebra Quiz', 'Resume Test');
    expect(callsTo('POST', '/api/tests/7/attempts')).to.have.length(2);
    const timer = await findByShadowRole(el, 'timer', { name: 'Time left' });
    expect(timer.textContent).to.match(/^20:3[0-4]$/);
    expect(((await within(await question(el, 1)).findByShadowRole('radio', { name: '6' })) as HTMLInputElement).checked).to.equal(
      true,
    );
    expect(
      ((await within(await question(el, 2)).findByShadowRole('radio', { name: 'False' })) as HTMLInputElement).checked,
    ).to.equal(true);
    expect(((await question(el, 3, 'textbox')) as HTMLInputElement).value).to.equal('leg');
    expect(((await question(el, 4, 'textbox')) as HTMLTextAreaElement).value).to.equal('');
    // Nothing changed since, so nothing more is sent.
    const saved = callsTo('PUT', '/api/attempts/70/answers').length;
    await wait(1000);
    expect(callsTo('PUT', '/api/attempts/70/answers')).to.have.length(saved);
    // Back to the list: the attempt stays in progress there.
    (await findByShadowRole(el, 'button', { name: 'Back to tests' })).click();
    await waitFor(() => el.shadowRoot!.activeElement?.textContent === 'My Tests');
    await within(await testCard(el, 'Algebra Quiz')).findByShadowRole('button', { name: 'Resume Test' });
  });

  it('Submit asks first, naming the unanswered questions; Keep answering goes back; Submit now shows the graded result', async () => {
    let submitted: FetchCall | undefined;
    serve({
      [TESTS_PATH]: onePage([learnerTest()]),
      'POST /api/tests/7/attempts': json({ data: attempt({ answers: { 101: '5' } }) }, 201),
      'PUT /api/attempts/70/answers': json({ savedAt: new Date().toISOString(), remainingSeconds: 1500 }),
      'POST /api/attempts/70/submit': (call) => {
        submitted = call;
        return json({ data: gradedAttempt() });
      },
    });
    const el = await showTests();
    await openAttempt(el, 'Algebra Quiz', 'Start Test');
    typeInto(await question(el, 3, 'textbox'), 'hypotenuse');
    (await findByShadowRole(el, 'button', { name: 'Submit Test' })).click();
    let dialog = await findByShadowRole(el, 'alertdialog', { name: 'Submit test?' });
    expect([...dialog.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
      'Question 2 is unanswered',
      'Question 4 is unanswered',
    ]);
    await within(dialog).findByShadowText('2 of 4 questions are unanswered:');
    await within(dialog).findByShadowText('Once submitted, your answers cannot be changed.');
    await waitFor(() => el.shadowRoot!.activeElement?.textContent === 'Keep answering');
    (await within(dialog).findByShadowRole('button', { name: 'Keep answering' })).click();
    await waitFor(() => !queryByShadowRole(el, 'alertdialog'));
    expect(submitted).to.equal(undefined);

    (await findByShadowRole(el, 'button', { name: 'Submit Test' })).click();
    dialog = await findByShadowRole(el, 'alertdialog', { name: 'Submit test?' });
    (await within(dialog).findByShadowRole('button', { name: 'Submit now' })).click();
    await findByShadowRole(el, 'heading', { name: 'Algebra Quiz: your result' });
    // The typed answer the server had not confirmed yet goes with the submission.
    expect(submitted!.body).to.deep.equal({ answers: { 103: 'hypotenuse' } });

    const score = await findByShadowRole(el, 'article', { name: 'Your score' });
    await within(score).findByShadowText('80%');
    await within(score).findByShadowText('Passed');
    await within(score).findByShadowText('8 of 10 points');
    await within(score).findByShadowText('Passing score: 70%');
    const review = reviewItems(el);
    expect(review).to.have.length(4);
    const facts = (li: Element) =>
      [...li.querySelectorAll('dl > div')].map(
        (d) => `${d.querySelector('dt')!.textContent}: ${d.querySelector('dd')!.textContent}`,
      );
    expect(facts(review[1]!)).to.deep.equal(['Your answer: False', 'Correct answer: True', 'Points: 0 of 1']);
    expect(review[1]!.textContent).to.contain('Incorrect');
    expect(facts(review[3]!)).to.deep.equal([
      'Your answer: Because no number times 0 gives a non-zero.',
      'Points: 4 of 5',
      "Teacher's comment: Good, but give an example.",
    ]);
    expect(review[3]!.textContent).to.contain('Partly correct');
    // The results card and the list are asked again.
    await waitFor(() => callsTo('GET', '/api/learners/S001/results').length === 2);
    (await findByShadowRole(el, 'button', { name: 'Back to tests' })).click();
    await findByShadowRole(el, 'heading', { name: 'My Tests' });
  });

  it('a failing score says Not passed against the passing score', async () => {
    serve({
      [TESTS_PATH]: onePage([
        learnerTest({
          state: 'completed',
          attemptsUsed: 1,
          latest: { id: 70, status: 'graded', percentage: 30, passed: false, submittedAt: '2030-01-01T09:20:00.000Z' },
        }),
      ]),
      'GET /api/attempts/70': json({ data: gradedAttempt({ score: 3, percentage: 30, passed: false }) }),
    });
    const el = await showTests();
    (await within(await testCard(el, 'Algebra Quiz')).findByShadowRole('button', { name: 'View Result' })).click();
    const score = await findByShadowRole(el, 'article', { name: 'Your score' });
    await within(score).findByShadowText('30%');
    await within(score).findByShadowText('Not passed');
    await within(score).findByShadowText('3 of 10 points');
    await within(score).findByShadowText('Passing score: 70%');
  });

  /** Opens the graded attempt 70 the server answers with `graded` from the Algebra Quiz's card. */
  async function viewGraded(graded: ReturnType<typeof gradedAttempt>, width = 1280): Promise<HTMLElement> {
    serve({
      [TESTS_PATH]: onePage([
        learnerTest({
          state: 'completed',
          attemptsUsed: 1,
          latest: { id: 70, status: 'graded', percentage: 80, passed: true, submittedAt: '2030-01-01T09:20:00.000Z' },
        }),
      ]),
      'GET /api/attempts/70': json({ data: graded }),
    });
    const el = await showTests(width);
    (await within(await testCard(el, 'Algebra Quiz')).findByShadowRole('button', { name: 'View Result' })).click();
    await findByShadowRole(el, 'article', { name: 'Your score' });
    return el;
  }
  /** What the server sends while an attempt is left: right and wrong, no keys, no comments. */
  const outcomesOnly = () => {
    const full = gradedAttempt();
    return gradedAttempt({
      results: full.results!.map(({ correctAnswer: _key, comment: _comment, ...r }) => r),
      review: { shows: 'outcomes', later: { shows: 'answers', when: 'no-attempts-left' } },
    });
  };

  it('with an attempt left shows right and wrong only, and says when the correct answers show', async () => {
    const el = await viewGraded(outcomesOnly());
    const score = await findByShadowRole(el, 'article', { name: 'Your score' });
    await within(score).findByShadowText(
      "Correct answers and your teacher's comments are shown once you have no attempts left or the test closes.",
    );
    const review = reviewItems(el);
    expect(review).to.have.length(4);
    await within(review[1]!).findByShadowText('Incorrect');
    // No key and no comment (the note above names them; no fact is labelled with them).
    expect(queryByShadowText(el, 'Correct answer')).to.equal(null);
    expect(queryByShadowText(el, "Teacher's comment")).to.equal(null);
  });

  it('after the test closes: says so; score only: no questions and says the teacher shows only the score', async () => {
    const closed = outcomesOnly();
    const el = await viewGraded({ ...closed, review: { shows: 'outcomes', later: { shows: 'answers', when: 'test-closed' } } });
    await findByShadowText(el, "Correct answers and your teacher's comments are shown after the test closes.");
    cleanup();
    const scoreOnly = await viewGraded(gradedAttempt({ results: null, review: { shows: 'score', later: null } }));
    await findByShadowText(scoreOnly, 'Your teacher shows only the score for this test.');
    await findByShadowText(scoreOnly, '8 of 10 points');
    expect(reviewItems(scoreOnly)).to.have.length(0);
  });

  it('a submission that waits for the teacher says so in plain words, with no score or review yet', async () => {
    serve({
      [TESTS_PATH]: onePage([learnerTest()]),
      'POST /api/tests/7/attempts': json(
        { data: attempt({ answers: { 101: '5', 102: 'true', 103: 'long side', 104: 'Essay.' } }) },
        201,
      ),
      'POST /api/attempts/70/submit': json({
        data: attempt({
          status: 'submitted',
          remainingSeconds: 0,
          score: 3,
          submittedAt: '2030-01-01T09:20:00.000Z',
          pendingQuestions: 2,
        }),
      }),
    });
    const el = await showTests();
    await openAttempt(el, 'Algebra Quiz', 'Start Test');
    (await findByShadowRole(el, 'button', { name: 'Submit Test' })).click();
    const dialog = await findByShadowRole(el, 'alertdialog', { name: 'Submit test?' });
    await within(dialog).findByShadowText('All 4 questions are answered.');
    (await within(dialog).findByShadowRole('button', { name: 'Submit now' })).click();
    await findByShadowText(el, "Submitted: waiting for your teacher's grading");
    await findByShadowText(
      el,
      "2 questions are still to be graded. Your score, whether you passed and each question's result appear here once your teacher has graded your answers.",
    );
    expect(queryByShadowText(el, 'Passed')).to.equal(null);
    expect(queryByShadowText(el, 'Not passed')).to.equal(null);
    expect(reviewItems(el)).to.have.length(0);
  });

  it('announces 5 minutes left once in a polite live region, not every second', async () => {
    serve({
      [TESTS_PATH]: onePage([learnerTest()]),
      'POST /api/tests/7/attempts': json({ data: attempt({ remainingSeconds: 301 }) }, 201),
    });
    const el = await showTests();
    await openAttempt(el, 'Algebra Quiz', 'Start Test');
    const timer = await findByShadowRole(el, 'timer', { name: 'Time left' });
    expect(timer.hasAttribute('aria-live')).to.equal(false); // a timer is not read out as it ticks
    const said = () => queryAllByShadowRole(el, 'status').map((s) => s.textContent);
    expect(said().some((t) => t!.includes('minutes left'))).to.equal(false);
    await waitFor(() => said().includes('5 minutes left.'), 4000);
    await waitFor(() => timer.textContent === '04:58', 4000);
    expect(said().filter((t) => t!.includes('minutes left'))).to.deep.equal(['5 minutes left.']);
  });

  it('submits by itself when time runs out, with the answers not saved yet', async () => {
    let submitted: FetchCall | undefined;
    serve({
      [TESTS_PATH]: onePage([learnerTest()]),
      'POST /api/tests/7/attempts': json({ data: attempt({ remainingSeconds: 2 }) }, 201),
      'PUT /api/attempts/70/answers': () => new Promise<Response>(() => undefined), // never answers
      'POST /api/attempts/70/submit': (call) => {
        submitted = call;
        return json({ data: gradedAttempt({ autoSubmitted: true }) });
      },
    });
    const el = await showTests();
    await openAttempt(el, 'Algebra Quiz', 'Start Test');
    typeInto(await question(el, 3, 'textbox'), 'hyp');
    await findByShadowRole(el, 'heading', { name: 'Algebra Quiz: your result' }, { timeout: 6000 });
    expect(submitted!.body).to.deep.equal({ answers: { 103: 'hyp' } });
    await findByShadowText(el, 'Time ran out, so your saved answers were submitted automatically.');
  });

  it('when the server already submitted it (409 on submit), shows the attempt the server holds', async () => {
    serve({
      [TESTS_PATH]: onePage([learnerTest()]),
      'POST /api/tests/7/attempts': json({ data: attempt({ remainingSeconds: 1 }) }, 201),
      'POST /api/attempts/70/submit': json({ message: 'This attempt was already submitted.' }, 409),
      'GET /api/attempts/70': json({
        data: attempt({ status: 'submitted', remainingSeconds: 0, autoSubmitted: true, score: 2, pendingQuestions: 1 }),
      }),
    });
    const el = await showTests();
    await openAttempt(el, 'Algebra Quiz', 'Start Test');
    await findByShadowText(el, /^1 question is still to be graded\./, {}, { timeout: 6000 });
    expect(callsTo('GET', '/api/attempts/70')).to.have.length(1);
  });

  it("a parent sees the child's tests but cannot start one", async () => {
    serve({ [TESTS_PATH]: onePage([learnerTest()]) });
    setPath('/learners');
    await setWidth(1280);
    signInForTest('parent');
    const el = await mount<HTMLElement>('edu-learner-dashboard', { 'student-id': 'S001' });
    await openSection(el, 'Test');
    const card = await testCard(el, 'Algebra Quiz');
    await within(card).findByShadowText('Only the learner can take this test.');
    expect(within(card).queryByShadowRole('button', { name: 'Start Test' })).to.equal(null);
  });

  it('works at 375 px: the questions and the confirmation fit the width', async () => {
    serve({
      [TESTS_PATH]: onePage([learnerTest({ title: 'A test with a rather long title that has to wrap on a phone' })]),
      'POST /api/tests/7/attempts': json(
        { data: attempt({ title: 'A test with a rather long title that has to wrap on a phone' }) },
        201,
      ),
    });
    const el = await showTests(375);
    await openAttempt(el, 'A test with a rather long title that has to wrap on a phone', 'Start Test');
    const content = el.shadowRoot!.querySelector<HTMLElement>('.content')!;
    expect(content.scrollWidth).to.be.at.most(content.clientWidth);
    for (const q of QUESTIONS.map((_, i) => `Question ${i + 1}`)) await findByShadowRole(el, 'heading', { name: q });
    for (const field of el.shadowRoot!.querySelectorAll('fieldset, textarea, input[type="text"]')) {
      expect(field.getBoundingClientRect().right).to.be.at.most(375);
    }
    const submit = await findByShadowRole(el, 'button', { name: 'Submit Test' });
    expect(submit.getBoundingClientRect().right).to.be.at.most(375);
    submit.click();
    const dialog = await findByShadowRole(el, 'alertdialog', { name: 'Submit test?' });
    const box = dialog.getBoundingClientRect();
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(375);
  });
});

describe('<edu-learner-dashboard>: the Test section over several pages', () => {
  const MANY = Array.from({ length: 120 }, (_, i) =>
    learnerTest({ id: 120 - i, title: `Weekly Quiz ${120 - i}`, state: 'completed' }),
  );
  /** Pages the tests, newest first, as the server does. */
  const paged = ({ query }: FetchCall): Response => {
    const offset = Number(query.cursor ?? 0);
    const data = MANY.slice(offset, offset + Number(query.limit ?? 50));
    const next = offset + data.length;
    return json({ data, total: MANY.length, nextCursor: next < MANY.length ? String(next) : null });
  };

  it("reads every page, so the total and each group's count are the server's", async () => {
    serve({ [TESTS_PATH]: paged });
    const el = await showTests();
    const list = await testList(el);
    await within(list).findByShadowText('120 tests');
    await within(list).findByShadowRole('heading', { name: 'Completed (120)' });
    expect(callsTo('GET', '/api/learners/S001/tests').map((c) => [c.query.cursor, c.query.limit])).to.deep.equal([
      [undefined, '50'],
      ['50', '50'],
      ['100', '50'],
    ]);
    expect(el.shadowRoot!.querySelector('[data-list-end]')).to.equal(null);
  });
});
