import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { findByShadowRole, findByShadowText, within } from 'shadow-dom-testing-library';
import type { Attempt, QuestionFigure, QueueItem, TestResults } from '../../../contract/index.ts';
import { mount, setWidth, waitFor } from '../../../test-support/mount.ts';
import { type FetchCall, json, type Routes } from '../../../test-support/fetch-double.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { setValue } from '../../../test-support/form.ts';
import { gradedResult } from '../../../test-support/samples.ts';
import { openTab } from '../../../test-support/open.ts';
import { defineTeacherSection } from '../../../test-support/teacher-section.ts';
import { anaGraded, gradedAttempt, managedTest, resultRow, resultsSummary, SUBMITTED_AT } from './results-fixtures.ts';
import TestsSection from './tests-section.tsx';

defineTeacherSection('test-tests-results', TestsSection);

const TEST = managedTest();

/** What the server double answers: the results (every learner on one page), the questions' figures and the queue. */
interface Served {
  results: TestResults;
  questions: QuestionFigure[];
  queue: QueueItem[];
}

function sampleResults(): Served {
  const r: TestResults & Omit<Served, 'results'> = {
    test: TEST,
    // Ana 80 % and Eve 50 % graded, Ben submitted, Cy writing, Di not started.
    summary: resultsSummary({ students: 5, submitted: 3, graded: 2, averagePercent: 65, passed: 1, passRate: 50 }),
    students: [
      anaGraded({ attempts: 2, score: 16 }),
      resultRow({
        studentId: 'S002',
        name: 'Ben Ode',
        state: 'submitted',
        attempts: 1,
        attemptId: 12,
        score: 8,
        submittedAt: '2025-03-15T11:00:00.000Z',
      }),
      resultRow({ studentId: 'S003', name: 'Cy Park', class: 'Class B', state: 'in-progress', attempts: 1, attemptId: 13 }),
      resultRow({ studentId: 'S004', name: 'Di Ross', class: 'Class B' }),
      resultRow({
        studentId: 'S005',
        name: '=Eve Stone',
        class: 'Class B',
        state: 'graded',
        attempts: 1,
        attemptId: 15,
        score: 10,
        percentage: 50,
        passed: false,
        submittedAt: '2025-03-15T12:00:00.000Z',
      }),
    ],
    questions: [
      {
        questionId: '1',
        question: 'What is 2 + 2?',
        type: 'multiple-choice',
        points: 5,
        answered: 3,
        correct: 2,
        shareCorrect: 67,
      },
      { questionId: '2', question: 'Zero is even.', type: 'true-false', points: 5, answered: 2, correct: 1, shareCorrect: 33 },
      {
        questionId: '3',
        question: 'Capital of France?',
        type: 'short-answer',
        points: 4,
        answered: 3,
        correct: 2,
        shareCorrect: 67,
      },
      {
        questionId: '4',
        question: 'Explain why a negative times a negative is positive.',
        type: 'essay',
        points: 6,
        answered: 3,
        correct: 0,
        shareCorrect: 0,
      },
    ],
    queue: [
      {
        attemptId: 12,
        studentId: 'S002',
        studentName: 'Ben Ode',
        questionId: '3',
        question: 'Capital of France?',
        type: 'short-answer',
        answer: '<b>paris</b>',
        expected: 'Paris',
        maxPoints: 4,
      },
      {
        attemptId: 12,
        studentId: 'S002',
        studentName: 'Ben Ode',
        questionId: '4',
        question: 'Explain why a negative times a negative is positive.',
        type: 'essay',
        answer: 'Because the signs cancel.\nLike double negation.',
        expected: '',
        maxPoints: 6,
      },
    ],
  };
  const { questions, queue, ...results } = r;
  return { results, questions, queue };
}

const ANA_ATTEMPT: Attempt = gradedAttempt(TEST, {
  attemptNo: 2,
  questions: [
    { id: '1', type: 'multiple-choice', question: 'What is 2 + 2?', options: ['3', '4', '5', '6'], points: 5 },
    { id: '2', type: 'true-false', question: 'Zero is even.', options: [], points: 5 },
    { id: '4', type: 'essay', question: 'Explain why a negative times a negative is positive.', options: [], points: 6 },
  ],
  answers: { '1': '4', '2': 'false', '4': 'It just is.' },
  score: 16,
  results: [
    gradedResult('1', '4', '4', 5, 5),
    gradedResult('2', 'false', 'true', 0, 5),
    gradedResult('4', 'It just is.', '', 3, 6, 'Give a reason.'),
  ],
});

const net = networkSuite(undefined, { after: () => document.documentElement.removeAttribute('lang') });

/** The server double: results from `state`; a grade takes the item off the queue and adds the points. */
function serve(state: Served, over: Routes = {}): void {
  net.serve({
    'GET /api/tests': json({ data: [TEST], total: 1, nextCursor: null }),
    'GET /api/tests/1/results': () => json({ data: state.results, total: state.results.students.length, nextCursor: null }),
    'GET /api/tests/1/question-figures': () => json({ data: state.questions }),
    'GET /api/tests/1/grading-queue': () => json({ data: state.queue, total: state.queue.length, nextCursor: null }),
    'GET /api/attempts/11': json({ data: ANA_ATTEMPT }),
    'PUT /api/attempts/12/grades': (call: FetchCall) => {
      const [g] = (call.body as { grades: { questionId: string; points: number }[] }).grades;
      state.queue = state.queue.filter((q) => q.questionId !== g!.questionId);
      const ben = state.results.students.find((s) => s.studentId === 'S002')!;
      ben.score = (ben.score ?? 0) + g!.points;
      return json({
        data: {
          ...ANA_ATTEMPT,
          id: 12,
          studentId: 'S002',
          studentName: 'Ben Ode',
          status: 'submitted',
          percentage: null,
          passed: null,
        },
      });
    },
    ...over,
  });
}

async function openResults(): Promise<{ el: HTMLElement; dialog: HTMLElement }> {
  const el = await mount('test-tests-results', { 'teacher-id': '1', 'teacher-name': 'Ms. Priya Sharma' });
  (await findByShadowRole(el, 'tab', { name: 'Manage' })).click();
  const card = await findByShadowRole(el, 'article', { name: TEST.title });
  within(card).getByShadowRole('button', { name: 'View Results' }).click();
  const dialog = await findByShadowRole(el, 'dialog', { name: 'Test Results' });
  return { el, dialog };
}

const rowOf = async (dialog: HTMLElement, name: string): Promise<HTMLElement> =>
  (await within(dialog).findByShadowRole('rowheader', { name })).closest('tr')!;
const cells = (row: HTMLElement): string[] => Array.from(row.querySelectorAll('td')).map((td) => td.textContent!.trim());
const grades = () => net.calls.filter((c) => c.method === 'PUT');

describe('Tests section: View Results', () => {
  it('sums up the test and lists every student with state and figures; a page in a language without texts shows English dates', async () => {
    // German has no texts: the element is in English, its dates too, so texts and dates agree.
    document.documentElement.lang = 'de-DE';
    serve(sampleResults());
    const { dialog } = await openResults();
    const summary = await within(dialog).findByShadowText('Assigned classes');
    const facts = summary.closest('dl')!;
    await within(facts).findByShadowText('Class B');
    const fact = (label: string) => within(facts).getByShadowText(label).nextElementSibling!.textContent;
    expect(fact('Submitted')).to.equal('3 of 5');
    expect(fact('Average (graded)')).to.equal('65%');
    expect(fact('Pass rate')).to.equal('50% (1 of 2 graded)');
    expect(fact('Waiting for grading')).to.equal('2');

    await within(dialog).findByShadowRole('heading', { name: 'Students (5)' });
    const when = new Date(SUBMITTED_AT).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(cells(await rowOf(dialog, 'Ana Lima')).slice(0, 7)).to.deep.equal([
      'Class A',
      'Graded',
      '2',
      '16 / 20',
      '80%',
      'Passed',
      when,
    ]);
    expect(cells(await rowOf(dialog, 'Ben Ode')).slice(0, 6)).to.deep.equal([
      'Class A',
      'Submitted',
      '1',
      '8 / 20 so far',
      '—',
      '—',
    ]);
    expect(cells(await rowOf(dialog, 'Cy Park')).slice(0, 7)).to.deep.equal(['Class B', 'In progress', '1', '—', '—', '—', '—']);
    expect(cells(await rowOf(dialog, 'Di Ross')).slice(0, 3)).to.deep.equal(['Class B', 'Not started', '0']);
    expect(cells(await rowOf(dialog, '=Eve Stone')).slice(4, 6)).to.deep.equal(['50%', 'Not passed']);
    // Only submitted or graded attempts can be opened.
    within(await rowOf(dialog, 'Ana Lima')).getByShadowRole('button', { name: 'View answers of Ana Lima' });
    expect(within(await rowOf(dialog, 'Cy Park')).queryByShadowRole('button')).to.equal(null);
    expect(within(await rowOf(dialog, 'Di Ross')).queryByShadowRole('button')).to.equal(null);
  });

  it('shows per question how many answered and the share fully correct, with a bar', async () => {
    serve(sampleResults());
    const { dialog } = await openResults();
    await openTab(dialog, 'Questions', 'Questions (4)');
    const q1 = await rowOf(dialog, 'What is 2 + 2?');
    expect(cells(q1)).to.deep.equal(['Q1', 'Multiple Choice', '5', '3 of 3', '67%']);
    expect(q1.querySelector<HTMLElement>('.meter__fill')!.style.width).to.equal('67%');
    const q2 = await rowOf(dialog, 'Zero is even.');
    expect(cells(q2)).to.deep.equal(['Q2', 'True/False', '5', '2 of 3', '33%']);
    expect(cells(await rowOf(dialog, 'Explain why a negative times a negative is positive.')).slice(1)).to.deep.equal([
      'Essay',
      '6',
      '3 of 3',
      '0%',
    ]);
  });

  it('grades an essay: sends the points and comment for that question, the item leaves the queue, figures refresh', async () => {
    serve(sampleResults());
    const { el, dialog } = await openResults();
    (await within(dialog).findByShadowRole('tab', { name: 'Grading (2)' })).click();
    const shortAnswer = await within(dialog).findByShadowRole('article', { name: 'Ben Ode, question 3' });
    // The learner's answer is text, never markup; a short answer shows what was expected.
    await within(shortAnswer).findByShadowText('<b>paris</b>');
    expect(shortAnswer.querySelector('b')).to.equal(null);
    expect(within(shortAnswer).getByShadowText('Expected answer').nextElementSibling!.textContent).to.equal('Paris');

    const essay = within(dialog).getByShadowRole('article', { name: 'Ben Ode, question 4' });
    expect(within(essay).queryByShadowText('Expected answer')).to.equal(null);
    setValue(within(essay).getByShadowRole('spinbutton', { name: 'Points (0 to 6)' }) as HTMLInputElement, '4.5');
    const comment = within(essay).getByShadowRole('textbox', { name: 'Comment (optional)' }) as HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(comment, '  Clear reasoning.  ');
    comment.dispatchEvent(new Event('input', { bubbles: true }));
    const loadsBefore = net.calls.filter((c) => c.path === '/api/tests/1/results').length;
    const listLoadsBefore = net.calls.filter((c) => c.path === '/api/tests').length;
    within(essay).getByShadowRole('button', { name: 'Save grade' }).click();

    await findByShadowText(el, 'Grade saved for Ben Ode.');
    expect(grades().map((c) => [c.path, c.body])).to.deep.equal([
      ['/api/attempts/12/grades', { grades: [{ questionId: '4', points: 4.5, comment: 'Clear reasoning.' }] }],
    ]);
    await within(dialog).findByShadowRole('tab', { name: 'Grading (1)' });
    expect(within(dialog).queryByShadowRole('article', { name: 'Ben Ode, question 4' })).to.equal(null);
    within(dialog).getByShadowRole('article', { name: 'Ben Ode, question 3' });
    await waitFor(() => net.calls.filter((c) => c.path === '/api/tests/1/results').length > loadsBefore);
    // The Manage list behind the dialog reloads too (the test's submissions and average changed).
    await waitFor(() => net.calls.filter((c) => c.path === '/api/tests').length > listLoadsBefore);

    (await within(dialog).findByShadowRole('tab', { name: 'Students' })).click();
    await waitFor(
      () => cells(within(dialog).getByShadowRole('rowheader', { name: 'Ben Ode' }).closest('tr')!)[3] === '12.5 / 20 so far',
    );
    const facts = within(dialog).getByShadowText('Waiting for grading').closest('div')!;
    expect(facts.querySelector('dd')!.textContent).to.equal('1');
  });

  it('refuses points outside 0..max, with two decimals or that are no number, in words, and sends nothing', async () => {
    serve(sampleResults());
    const { dialog } = await openResults();
    (await within(dialog).findByShadowRole('tab', { name: 'Grading (2)' })).click();
    const essay = await within(dialog).findByShadowRole('article', { name: 'Ben Ode, question 4' });
    const points = within(essay).getByShadowRole('spinbutton', { name: 'Points (0 to 6)' }) as HTMLInputElement;
    const save = within(essay).getByShadowRole('button', { name: 'Save grade' });

    save.click();
    await within(essay).findByShadowText('Please enter the points (0 to 6).');
    setValue(points, '7');
    save.click();
    await within(essay).findByShadowText('Points must be between 0 and 6.');
    expect(points.getAttribute('aria-invalid')).to.equal('true');
    expect(within(essay).getByShadowRole('alert').id).to.equal(points.getAttribute('aria-describedby'));
    setValue(points, '2.25');
    save.click();
    await within(essay).findByShadowText('Points can have at most one decimal (for example 2.5).');
    // Typed text the number field cannot read: the field reports '' but the error names the real problem.
    setValue(points, '');
    points.focus();
    await sendKeys({ type: '1e' });
    expect(points.validity.badInput).to.equal(true);
    save.click();
    await within(essay).findByShadowText('Points must be a number from 0 to 6.');
    expect(grades()).to.have.length(0);
    within(dialog).getByShadowRole('tab', { name: 'Grading (2)' });
  });

  it('keeps the item and says why when the server refuses the grade', async () => {
    const state = sampleResults();
    serve(state, { 'PUT /api/attempts/12/grades': json({ message: 'Points exceed the question (4).' }, 400) });
    const { dialog } = await openResults();
    (await within(dialog).findByShadowRole('tab', { name: 'Grading (2)' })).click();
    const item = await within(dialog).findByShadowRole('article', { name: 'Ben Ode, question 3' });
    setValue(within(item).getByShadowRole('spinbutton', { name: 'Points (0 to 4)' }) as HTMLInputElement, '4');
    within(item).getByShadowRole('button', { name: 'Save grade' }).click();
    await within(item).findByShadowText('Could not save the grade: Points exceed the question (4).');
    expect(within(item).getByShadowRole('button', { name: 'Save grade' }).hasAttribute('disabled')).to.equal(false);
    within(dialog).getByShadowRole('tab', { name: 'Grading (2)' });
  });

  it("opens a student's attempt with answers, keys, points and comments, and goes back", async () => {
    serve(sampleResults());
    const { el, dialog } = await openResults();
    const open = within(await rowOf(dialog, 'Ana Lima')).getByShadowRole('button', { name: 'View answers of Ana Lima' });
    open.click();
    await within(dialog).findByShadowRole('heading', { name: 'Answers of Ana Lima' });
    const q2 = await within(dialog).findByShadowRole('article', { name: 'Question 2' });
    await within(q2).findByShadowText('Incorrect');
    expect(within(q2).getByShadowText('Answer').nextElementSibling!.textContent).to.equal('False');
    expect(within(q2).getByShadowText('Correct answer').nextElementSibling!.textContent).to.equal('True');
    await within(q2).findByShadowText('0 / 5 points');
    const q3 = within(dialog).getByShadowRole('article', { name: 'Question 3' });
    await within(q3).findByShadowText('Partly correct');
    await within(q3).findByShadowText('3 / 6 points');
    expect(within(q3).getByShadowText('Comment').nextElementSibling!.textContent).to.equal('Give a reason.');
    expect(within(q3).queryByShadowText('Correct answer')).to.equal(null);

    within(dialog).getByShadowRole('button', { name: 'Back to results' }).click();
    await within(dialog).findByShadowRole('heading', { name: 'Students (5)' });
    await waitFor(() => el.shadowRoot!.activeElement === open);
  });

  it('exports one CSV row per student, named after the test, formulas neutralised', async () => {
    serve(sampleResults());
    const created: Blob[] = [];
    const names: string[] = [];
    const realCreate = URL.createObjectURL;
    const realClick = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (b: Blob | MediaSource) => (created.push(b as Blob), 'blob:test');
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      const { dialog } = await openResults();
      (await within(dialog).findByShadowRole('button', { name: 'Export CSV' })).click();
      await waitFor(() => created.length === 1);
      expect(names).to.deep.equal(['Algebra Fundamentals Quiz-results.csv']);
      expect(created[0]!.type).to.contain('text/csv');
      const lines = (await created[0]!.text()).split('\r\n');
      expect(lines.slice(0, 6)).to.deep.equal([
        '"Student ID","Name","Class","State","Attempts","Score","Total Points","Percentage","Passed","Submitted At"',
        `"S001","Ana Lima","Class A","Graded",2,16,20,80,"Yes","${SUBMITTED_AT}"`,
        '"S002","Ben Ode","Class A","Submitted",1,8,20,"","","2025-03-15T11:00:00.000Z"',
        '"S003","Cy Park","Class B","In progress",1,"",20,"","",""',
        '"S004","Di Ross","Class B","Not started",0,"",20,"","",""',
        `"S005","'=Eve Stone","Class B","Graded",1,10,20,50,"No","2025-03-15T12:00:00.000Z"`,
      ]);
    } finally {
      URL.createObjectURL = realCreate;
      HTMLAnchorElement.prototype.click = realClick;
    }
  });

  it('says so when the classes have no students and nothing was submitted', async () => {
    serve({
      results: { ...sampleResults().results, summary: resultsSummary(), students: [] },
      queue: [],
      questions: sampleResults().questions.map((q) => ({ ...q, answered: 0, correct: 0, shareCorrect: null })),
    });
    const { dialog } = await openResults();
    await within(dialog).findByShadowText('No students in the assigned classes.');
    expect(within(dialog).getByShadowText('Pass rate').nextElementSibling!.textContent).to.equal('None graded yet');
    (await within(dialog).findByShadowRole('tab', { name: 'Questions' })).click();
    await within(dialog).findByShadowText('No submissions yet.');
    (await within(dialog).findByShadowRole('tab', { name: 'Grading (0)' })).click();
    await within(dialog).findByShadowText('Nothing is waiting for grading.');
  });

  for (const width of [375, 1280]) {
    it(`fits a ${width} px wide screen: nothing sticks out sideways in any panel`, async () => {
      await setWidth(width);
      try {
        serve(sampleResults());
        const { dialog } = await openResults();
        const sticksOut = () =>
          Array.from(dialog.querySelectorAll<HTMLElement>('*'))
            .filter((n) => n.getClientRects().length > 0 && !n.closest('.edu-visually-hidden'))
            .filter((n) => n.getBoundingClientRect().right > width + 0.5)
            .map((n) => `${n.tagName.toLowerCase()} "${n.textContent!.slice(0, 40)}"`);
        await within(dialog).findByShadowRole('heading', { name: 'Students (5)' });
        expect(dialog.getBoundingClientRect().width).to.be.at.most(width);
        expect(sticksOut(), 'students').to.deep.equal([]);
        within(dialog).getByShadowRole('tab', { name: 'Questions' }).click();
        await within(dialog).findByShadowRole('heading', { name: 'Questions (4)' });
        expect(sticksOut(), 'questions').to.deep.equal([]);
        within(dialog).getByShadowRole('tab', { name: 'Grading (2)' }).click();
        await within(dialog).findByShadowRole('article', { name: 'Ben Ode, question 4' });
        expect(sticksOut(), 'grading').to.deep.equal([]);
        const body = dialog.querySelector<HTMLElement>('.edu-modal__body')!;
        expect(body.scrollWidth).to.be.at.most(body.clientWidth);
      } finally {
        await setWidth(1280);
      }
    });
  }

  it("120 learners and 60 waiting answers: a page of each, the next as the list's end nears; the CSV has every learner", async () => {
    const state = sampleResults();
    const learners = Array.from({ length: 120 }, (_, i) =>
      resultRow({ studentId: `L${String(i + 1).padStart(3, '0')}`, name: `Learner ${i + 1}` }),
    );
    const waiting = Array.from({ length: 60 }, (_, i) => ({
      ...state.queue[1]!,
      attemptId: 100 + i,
      studentName: `Learner ${i + 1}`,
    }));
    const page = <T,>(rows: T[], call: FetchCall) => {
      const from = Number(call.query.cursor ?? 0);
      const limit = Number(call.query.limit ?? 50);
      const data = rows.slice(from, from + limit);
      return json({ data, total: rows.length, nextCursor: from + limit < rows.length ? String(from + limit) : null });
    };
    serve(state, {
      'GET /api/tests/1/results': async (call) => {
        const { data, ...rest } = (await page(learners, call).json()) as { data: typeof learners };
        return json({ ...rest, data: { ...state.results, students: data } });
      },
      'GET /api/tests/1/grading-queue': (call) => page(waiting, call),
    });
    const created: Blob[] = [];
    const realCreate = URL.createObjectURL;
    const realClick = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (b: Blob | MediaSource) => (created.push(b as Blob), 'blob:test');
    HTMLAnchorElement.prototype.click = () => undefined;
    try {
      const { el, dialog } = await openResults();
      await within(dialog).findByShadowRole('heading', { name: 'Students (120)' });
      const rows = () => within(dialog).queryAllByShadowRole('rowheader').length;
      expect(rows()).to.equal(50);
      const reachEnd = () => el.shadowRoot!.querySelector('[data-list-end]')?.scrollIntoView();
      for (let i = 0; i < 10 && rows() < 120; i++) {
        reachEnd();
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(rows()).to.equal(120);
      const asked = net.calls.filter((c) => c.path === '/api/tests/1/results').map((c) => c.query.cursor ?? '');
      expect(asked).to.deep.equal(['', '50', '100']);

      (await within(dialog).findByShadowRole('tab', { name: 'Grading (60)' })).click();
      const items = () => dialog.querySelectorAll('.tt-res-queue > li').length;
      await waitFor(() => items() === 50);
      for (let i = 0; i < 10 && items() < 60; i++) {
        reachEnd();
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(items()).to.equal(60);

      (await within(dialog).findByShadowRole('button', { name: 'Export CSV' })).click();
      await waitFor(() => created.length === 1);
      const lines = (await created[0]!.text()).split('\r\n').filter(Boolean);
      expect(lines).to.have.length(121);
      expect(lines.at(-1)).to.contain('Learner 120');
    } finally {
      URL.createObjectURL = realCreate;
      HTMLAnchorElement.prototype.click = realClick;
    }
  });

  it('shows a load failure with Retry, then the results', async () => {
    let fail = true;
    const state = sampleResults();
    serve(state, {
      'GET /api/tests/1/results': () =>
        fail
          ? json({ message: 'Database unavailable' }, 500)
          : json({ data: state.results, total: state.results.students.length, nextCursor: null }),
    });
    const { dialog } = await openResults();
    const alert = (
      await within(dialog).findByShadowText(/Could not load the results: Database unavailable/)
    ).closest<HTMLElement>('[role="alert"]')!;
    fail = false;
    within(alert).getByShadowRole('button', { name: 'Retry' }).click();
    await within(dialog).findByShadowRole('heading', { name: 'Students (5)' });
  });
});
