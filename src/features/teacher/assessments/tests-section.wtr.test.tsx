import { expect } from 'chai';
import {
  findByShadowLabelText,
  findByShadowRole,
  findByShadowText,
  getAllByShadowRole,
  queryByShadowRole,
  queryByShadowText,
  within,
} from 'shadow-dom-testing-library';
import { sendKeys } from '@web/test-runner-commands';
import { CLASSES, type ManagedTest, type TestDetail } from '../../../contract/index.ts';
import { CATALOGUE } from '../../../test-support/catalogue.ts';
import { fakeFetch, json, type FetchCall, type FetchDouble } from '../../../test-support/fetch-double.ts';
import { setValue } from '../../../test-support/form.ts';
import { classesPage } from '../../../test-support/samples.ts';
import { cleanup, mount, waitFor } from '../../../test-support/mount.ts';
import { openDialog, openTab } from '../../../test-support/open.ts';
import { defineTeacherSection } from '../../../test-support/teacher-section.ts';
import { draftTest } from './results-fixtures.ts';
import { testDraftKey } from './test-draft.ts';
import TestsSection from './tests-section.tsx';

defineTeacherSection('test-tests-section', TestsSection);

// ---- network -------------------------------------------------------------------------
let net: FetchDouble | undefined;
let calls: FetchCall[] = [];
/** Serves `handler`; GET /api/classes answers `classes`, GET /api/catalogue the test catalogue. */
function answer(handler: (call: FetchCall) => Response | Promise<Response>, classes: readonly string[] = CLASSES): void {
  net = fakeFetch({ 'GET /api/classes': json(classesPage(classes)) }, { otherwise: handler });
  calls = net.calls;
}

/** Picks a subject in the Course select once the catalogue has filled it. */
async function chooseCourse(el: HTMLElement, subject: string): Promise<void> {
  const course = (await findByShadowRole(el, 'combobox', { name: 'Course' })) as HTMLSelectElement;
  await waitFor(() => [...course.options].some((o) => o.value === subject));
  setValue(course, subject);
}
const blur = (el: HTMLElement): void => {
  el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
};

const sample = (over: Partial<ManagedTest>): ManagedTest =>
  draftTest({ title: 'Sample', questions: 2, totalPoints: 10, ...over });
const TESTS: ManagedTest[] = [
  sample({ id: 4, title: 'English Reading Assessment', course: 'English', status: 'draft' }),
  sample({ id: 3, title: 'Chemistry Basics Check', course: 'Chemistry', status: 'active', assignedTo: ['Class A', 'Class D'] }),
  sample({
    id: 2,
    title: 'Physics Mid-Term Exam',
    course: 'Physics',
    status: 'scheduled',
    scheduledDate: '2025-04-01T09:30',
    assignedTo: ['Class C'],
  }),
  sample({
    id: 1,
    title: 'Algebra Fundamentals Quiz',
    status: 'completed',
    submissions: 18,
    averageScore: 78.5,
    assignedTo: ['Class A', 'Class B'],
  }),
];

async function show(): Promise<HTMLElement> {
  const el = await mount('test-tests-section', { 'teacher-id': '1', 'teacher-name': 'Ms. Priya Sharma' });
  await findByShadowRole(el, 'heading', { name: 'Test Management' });
  return el;
}

let alerts = 0;
const realAlert = window.alert;

describe('Tests section: Create tab', () => {
  beforeEach(() => {
    // No half-built test kept from elsewhere.
    localStorage.removeItem(testDraftKey('1'));
    alerts = 0;
    window.alert = () => void (alerts += 1);
    answer(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/tests')
        return json({ data: sample({ id: 9, title: (body as { title: string }).title }) }, 201);
      return json({ data: [] });
    });
  });
  afterEach(() => {
    net?.restore();
    window.alert = realAlert;
    cleanup();
    localStorage.removeItem(testDraftKey('1'));
  });

  it('rings the selected tab when focus reaches it from the keyboard', async () => {
    const el = await show();
    const create = await findByShadowRole(el, 'tab', { name: 'Create' });
    create.focus();
    expect(create.matches(':focus-visible')).to.equal(true);
    // The page's focus ring (--edu-focus), not the selected tab's own shadow.
    expect(getComputedStyle(create).boxShadow).to.match(/^rgba\(37, 84, 216, 0\.45\) 0px 0px 0px 3px/);
  });

  it('shows the Test Settings with their defaults and the Create tab selected', async () => {
    const el = await show();
    expect((await findByShadowRole(el, 'tab', { name: 'Create' })).getAttribute('aria-selected')).to.equal('true');
    await findByShadowText(el, 'Test Settings');
    expect(((await findByShadowRole(el, 'textbox', { name: 'Test Title' })) as HTMLInputElement).value).to.equal('');
    const course = (await findByShadowRole(el, 'combobox', { name: 'Course' })) as HTMLSelectElement;
    expect(course.value).to.equal('');
    await waitFor(() => course.options.length > 1);
    expect([...course.options].map((o) => o.textContent)).to.deep.equal(['Select course', ...CATALOGUE.subjects]);
    expect(((await findByShadowRole(el, 'spinbutton', { name: 'Time Limit (minutes)' })) as HTMLInputElement).value).to.equal(
      '60',
    );
    expect(((await findByShadowRole(el, 'spinbutton', { name: 'Max Attempts' })) as HTMLInputElement).value).to.equal('1');
    expect(((await findByShadowRole(el, 'spinbutton', { name: 'Passing Score (%)' })) as HTMLInputElement).value).to.equal('70');
    expect(((await findByShadowRole(el, 'spinbutton', { name: 'Points' })) as HTMLInputElement).value).to.equal('1');
    await findByShadowRole(el, 'heading', { name: 'Questions (0)' });
  });

  it('says under a number field what it takes once the field is left, keeps the value as typed, and saves nothing until it is fixed', async () => {
    const el = await show();
    const time = (await findByShadowRole(el, 'spinbutton', { name: 'Time Limit (minutes)' })) as HTMLInputElement;
    setValue(time, '0');
    expect(queryByShadowText(el, 'Time limit must be a whole number from 1 to 10,000.')).to.equal(null);
    blur(time);
    await findByShadowText(el, 'Time limit must be a whole number from 1 to 10,000.');
    expect([time.value, time.getAttribute('aria-invalid')]).to.deep.equal(['0', 'true']);
    const passing = (await findByShadowRole(el, 'spinbutton', { name: 'Passing Score (%)' })) as HTMLInputElement;
    setValue(passing, '150');

    setValue(await findByShadowRole(el, 'textbox', { name: 'Test Title' }), 'Unit 1 Quiz');
    await chooseCourse(el, 'Biology');
    setValue(await findByShadowRole(el, 'combobox', { name: 'Question Type' }), 'essay');
    setValue(await findByShadowRole(el, 'textbox', { name: 'Question Text' }), 'Describe a cell.');
    const points = (await findByShadowRole(el, 'spinbutton', { name: 'Points' })) as HTMLInputElement;
    setValue(points, '0');
    const add = await findByShadowRole(el, 'button', { name: /Add Question/ });
    add.click();
    await findByShadowText(el, 'Points must be a whole number from 1 to 1,000.');
    await waitFor(() => points.matches(':focus'));
    expect(points.value).to.equal('0');
    await findByShadowRole(el, 'heading', { name: 'Questions (0)' });
    setValue(points, '4');
    add.click();
    await findByShadowRole(el, 'heading', { name: 'Questions (1)' });

    // A save shows every number the fields do not take, focuses the first, and sends nothing.
    const save = await findByShadowRole(el, 'button', { name: 'Save Test' });
    save.click();
    await findByShadowText(el, 'Passing score must be a number from 0 to 100.');
    await waitFor(() => time.matches(':focus'));
    expect([time.value, passing.value]).to.deep.equal(['0', '150']);
    expect(calls.filter((c) => c.method === 'POST')).to.have.length(0);

    setValue(time, '45');
    setValue(passing, '82.5');
    save.click();
    await findByShadowText(el, 'Test saved successfully!');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/tests')!.body).to.deep.include({
      course: 'Biology',
      timeLimit: 45,
      passingScore: 82.5,
      totalPoints: 4,
    });
  });

  it('gives the multiple-choice validation messages in order, then lists the question', async () => {
    const el = await show();
    const add = await findByShadowRole(el, 'button', { name: /Add Question/ });
    add.click();
    await findByShadowText(el, 'Please enter a question.');
    setValue(await findByShadowRole(el, 'textbox', { name: 'Question Text' }), 'What is 2 + 2?');
    for (const [i, v] of ['3', '4', '5'].entries())
      setValue(await findByShadowRole(el, 'textbox', { name: `Option ${'ABC'[i]}` }), v);
    add.click();
    await findByShadowText(el, 'Please fill all options for multiple choice questions.');
    setValue(await findByShadowRole(el, 'textbox', { name: 'Option D' }), '6');
    add.click();
    await findByShadowText(el, 'Please select the correct answer.');
    setValue(await findByShadowRole(el, 'combobox', { name: 'Correct Answer' }), '1');
    add.click();

    await findByShadowRole(el, 'heading', { name: 'Questions (1)' });
    const q = await findByShadowRole(el, 'article', { name: 'Question 1' });
    await within(q).findByShadowText('Q1');
    await within(q).findByShadowText('Multiple Choice');
    await within(q).findByShadowText('1 point');
    await within(q).findByShadowText('What is 2 + 2?');
    const options = within(q).getAllByShadowRole('listitem');
    const correct = options.filter((o) => o.textContent!.includes('(correct answer)'));
    expect(correct).to.have.length(1);
    expect(correct[0]!.textContent).to.contain('4');
    expect(options.map((o) => within(o).getByShadowText(/^[A-Z]$/).textContent)).to.deep.equal(['A', 'B', 'C', 'D']);
    // The form is ready for the next question.
    expect(((await findByShadowRole(el, 'textbox', { name: 'Question Text' })) as HTMLTextAreaElement).value).to.equal('');
  });

  it('builds true/false, short answer and essay questions and removes one', async () => {
    const el = await show();
    const type = await findByShadowRole(el, 'combobox', { name: 'Question Type' });
    const add = await findByShadowRole(el, 'button', { name: /Add Question/ });

    setValue(type, 'true-false');
    setValue(await findByShadowRole(el, 'textbox', { name: 'Question Text' }), 'Water is a compound.');
    add.click();
    await findByShadowText(el, 'Please select the correct answer.');
    setValue(await findByShadowRole(el, 'combobox', { name: 'Correct Answer' }), 'false');
    add.click();
    await findByShadowText(el, 'Correct: False');

    setValue(type, 'short-answer');
    setValue(await findByShadowRole(el, 'textbox', { name: 'Question Text' }), 'Capital of France?');
    setValue(await findByShadowRole(el, 'textbox', { name: 'Expected Answer' }), 'Paris');
    setValue(await findByShadowRole(el, 'spinbutton', { name: 'Points' }), '3');
    add.click();
    await findByShadowText(el, 'Expected: Paris');

    setValue(type, 'essay');
    expect(queryByShadowRole(el, 'textbox', { name: 'Expected Answer' })).to.equal(null);
    expect(queryByShadowRole(el, 'combobox', { name: 'Correct Answer' })).to.equal(null);
    setValue(await findByShadowRole(el, 'textbox', { name: 'Question Text' }), 'Discuss photosynthesis.');
    add.click();
    await findByShadowRole(el, 'heading', { name: 'Questions (3)' });
    await findByShadowText(el, 'Total: 5 points');

    (await findByShadowRole(el, 'button', { name: 'Remove question 1' })).click();
    await findByShadowRole(el, 'heading', { name: 'Questions (2)' });
    expect(queryByShadowText(el, 'Correct: False')).to.equal(null);
    await findByShadowText(el, 'Total: 4 points');
  });

  it('validates the title, the course and the questions on save, saves, toasts and resets', async () => {
    const el = await show();
    const save = await findByShadowRole(el, 'button', { name: 'Save Test' });
    save.click();
    await findByShadowText(el, 'Please enter a test title.');
    const title = (await findByShadowRole(el, 'textbox', { name: 'Test Title' })) as HTMLInputElement;
    setValue(title, 'Unit 1 Quiz');
    save.click();
    await findByShadowText(el, 'Please select a course.');
    const course = (await findByShadowRole(el, 'combobox', { name: 'Course' })) as HTMLSelectElement;
    await waitFor(() => course.matches(':focus'));
    expect(course.getAttribute('aria-invalid')).to.equal('true');
    await chooseCourse(el, 'History');
    expect(queryByShadowText(el, 'Please select a course.')).to.equal(null);
    save.click();
    await findByShadowText(el, 'Please add at least one question.');
    expect(calls.filter((c) => c.method === 'POST')).to.have.length(0);

    setValue(await findByShadowRole(el, 'combobox', { name: 'Question Type' }), 'essay');
    setValue(await findByShadowRole(el, 'textbox', { name: 'Question Text' }), 'Describe a cell.');
    setValue(await findByShadowRole(el, 'spinbutton', { name: 'Points' }), '10');
    (await findByShadowRole(el, 'button', { name: /Add Question/ })).click();
    setValue(await findByShadowRole(el, 'spinbutton', { name: 'Time Limit (minutes)' }), '45');
    // What learners see: the default (right and wrong now, the answers once none is left), then changed.
    const shows = await findByShadowRole(el, 'radiogroup', { name: 'After an attempt, learners see' });
    const when = await findByShadowRole(el, 'radiogroup', { name: 'They see it' });
    expect(within(shows).getByShadowRole('radio', { name: 'Also the correct answers and your comments' })).to.have.property(
      'checked',
      true,
    );
    expect(within(when).getByShadowRole('radio', { name: 'Once no attempt is left or the test closes' })).to.have.property(
      'checked',
      true,
    );
    await findByShadowText(el, /Until then they see their score and which answers were right\./);
    within(when).getByShadowRole('radio', { name: 'After the test closes' }).click();
    save.click();

    await findByShadowText(el, 'Test saved successfully!');
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/tests')!;
    expect(post.body).to.deep.include({
      title: 'Unit 1 Quiz',
      course: 'History',
      timeLimit: 45,
      maxAttempts: 1,
      passingScore: 70,
      totalPoints: 10,
      review: { shows: 'answers', when: 'test-closed' },
    });
    expect((post.body as { questions: unknown[] }).questions).to.deep.equal([
      { id: 1, type: 'essay', question: 'Describe a cell.', options: [], correctAnswer: '', points: 10 },
    ]);
    await findByShadowRole(el, 'heading', { name: 'Questions (0)' });
    expect([title.value, course.value]).to.deep.equal(['', '']);
    expect(((await findByShadowRole(el, 'spinbutton', { name: 'Time Limit (minutes)' })) as HTMLInputElement).value).to.equal(
      '60',
    );
    expect(alerts).to.equal(0);
  });

  it('keeps the test and says so when the server refuses it', async () => {
    answer(() => json({ message: 'Invalid test: title too long' }, 400));
    const el = await show();
    setValue(await findByShadowRole(el, 'textbox', { name: 'Test Title' }), 'Quiz');
    await chooseCourse(el, 'Mathematics');
    setValue(await findByShadowRole(el, 'combobox', { name: 'Question Type' }), 'essay');
    setValue(await findByShadowRole(el, 'textbox', { name: 'Question Text' }), 'Why?');
    (await findByShadowRole(el, 'button', { name: /Add Question/ })).click();
    (await findByShadowRole(el, 'button', { name: 'Save Test' })).click();
    await findByShadowText(el, 'Failed to save test: Invalid test: title too long');
    await findByShadowRole(el, 'heading', { name: 'Questions (1)' });
  });
});

describe('Tests section: Manage tab', () => {
  let tests: ManagedTest[];
  /** The tests' server: lists, schedules, assigns and details `tests`. */
  const manage = ({ method, path, body }: FetchCall): Response => {
    const id = Number(path.split('/')[3]);
    const t = tests.find((x) => x.id === id);
    if (method === 'GET' && path === '/api/tests') return json({ data: tests, total: tests.length, nextCursor: null });
    if (method === 'PUT' && path.endsWith('/schedule') && t) {
      Object.assign(t, { status: 'scheduled', scheduledDate: (body as { scheduledDate: string }).scheduledDate });
      return json({ data: t });
    }
    if (method === 'PUT' && path.endsWith('/review') && t) {
      t.review = body as ManagedTest['review'];
      return json({ data: t });
    }
    if (method === 'PUT' && path.endsWith('/assignment') && t) {
      t.assignedTo = (body as { assignedTo: string[] }).assignedTo;
      return json({ data: t });
    }
    if (method === 'GET' && t) {
      const detail: TestDetail = {
        ...t,
        questionList: [
          { id: 1, type: 'true-false', question: 'Water is a compound.', options: [], correctAnswer: 'true', points: 5 },
        ],
      };
      return json({ data: detail });
    }
    return json({ message: 'not found' }, 404);
  };
  beforeEach(() => {
    tests = structuredClone(TESTS);
    answer(manage);
  });
  afterEach(() => {
    net?.restore();
    cleanup();
  });

  const openManage = async (): Promise<HTMLElement> => openTab(await show(), 'Manage', 'All Tests (4)');
  const card = (el: HTMLElement, title: string) => findByShadowRole(el, 'article', { name: title });
  /** The card's badge shows `status`, read out as 'Status: …'. */
  const showsStatus = (article: HTMLElement, status: string) =>
    within(article)
      .queryAllByShadowText(status)
      .some((n) => n.textContent === `Status: ${status}`);
  const actionNames = (article: HTMLElement) => getAllByShadowRole(article, 'button').map((b) => b.textContent);
  /** Opens Assign to Classes from the card `title`; returns the dialog and its class checkboxes. */
  async function openAssign(el: HTMLElement, title: string): Promise<{ dialog: HTMLElement; boxes: HTMLInputElement[] }> {
    within(await card(el, title))
      .getByShadowRole('button', { name: 'Assign to Classes' })
      .click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Assign to Classes' });
    return { dialog, boxes: (await within(dialog).findAllByShadowRole('checkbox')) as HTMLInputElement[] };
  }

  it('lists the tests with their facts and the actions of their status (spec table)', async () => {
    const el = await openManage();
    const draft = await card(el, 'English Reading Assessment');
    await within(draft).findByShadowText('English');
    await within(await card(el, 'Chemistry Basics Check')).findByShadowText('Chemistry');
    expect(showsStatus(draft, 'Draft')).to.equal(true);
    await within(draft).findByShadowText('Not scheduled');
    await within(draft).findByShadowText('Not assigned');
    expect(actionNames(draft)).to.deep.equal(['Schedule Test', 'Assign to Classes', 'Review Options', 'View Details']);
    expect(actionNames(await card(el, 'Physics Mid-Term Exam'))).to.deep.equal([
      'Assign to Classes',
      'Start Test',
      'View Results',
      'Review Options',
      'View Details',
    ]);
    expect(actionNames(await card(el, 'Chemistry Basics Check'))).to.deep.equal([
      'Assign to Classes',
      'View Results',
      'Review Options',
      'View Details',
    ]);
    const done = await card(el, 'Algebra Fundamentals Quiz');
    expect(actionNames(done)).to.deep.equal(['Assign to Classes', 'View Results', 'Review Options', 'View Details']);
    await within(done).findByShadowText('Submissions');
    await within(done).findByShadowText('18');
    await within(done).findByShadowText('78.5%');
    expect(within(draft).queryByShadowText('Submissions')).to.equal(null);
  });

  it('schedules a draft: asks for a date, then persists and shows it as scheduled', async () => {
    const el = await openManage();
    const opener = within(await card(el, 'English Reading Assessment')).getByShadowRole('button', { name: 'Schedule Test' });
    const dialog = await openDialog(el, opener, 'Schedule Test');
    within(dialog).getByShadowRole('button', { name: 'Schedule' }).click();
    await within(dialog).findByShadowText('Please select a date and time.');
    setValue(await findByShadowLabelText(dialog, 'Date and time'), '2030-05-06T10:15');
    within(dialog).getByShadowRole('button', { name: 'Schedule' }).click();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect({ method: put.method, path: put.path, body: put.body }).to.deep.equal({
      method: 'PUT',
      path: '/api/tests/4/schedule',
      body: { scheduledDate: '2030-05-06T10:15' },
    });
    const updated = await card(el, 'English Reading Assessment');
    await waitFor(() => showsStatus(updated, 'Scheduled'));
    await within(updated).findByShadowText(
      new Date('2030-05-06T10:15').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(actionNames(updated)).to.deep.equal([
      'Assign to Classes',
      'Start Test',
      'View Results',
      'Review Options',
      'View Details',
    ]);
    // Schedule Test is gone with the draft: focus is on the card's first action, not lost to the page.
    const focused = el.shadowRoot!.activeElement;
    expect([focused?.textContent, updated.contains(focused)]).to.deep.equal(['Assign to Classes', true]);
  });

  it('Cancel and Escape close the schedule dialog without a call', async () => {
    const el = await openManage();
    const open = within(await card(el, 'English Reading Assessment')).getByShadowRole('button', { name: 'Schedule Test' });
    open.click();
    within(await findByShadowRole(el, 'dialog'))
      .getByShadowRole('button', { name: 'Cancel' })
      .click();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    open.click();
    await findByShadowRole(el, 'dialog');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    expect(calls.filter((c) => c.method === 'PUT')).to.have.length(0);
  });

  it('assigns to classes: checkboxes start from assignedTo and the choice replaces it', async () => {
    const el = await openManage();
    const { dialog, boxes } = await openAssign(el, 'Chemistry Basics Check');
    expect(boxes.map((b) => b.checked)).to.deep.equal([true, false, false, true]);
    (within(dialog).getByShadowRole('checkbox', { name: /^Class A · / }) as HTMLInputElement).click();
    (within(dialog).getByShadowRole('checkbox', { name: /^Class B · / }) as HTMLInputElement).click();
    within(dialog).getByShadowRole('button', { name: 'Assign' }).click();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    expect(calls.find((c) => c.method === 'PUT')!.body).to.deep.equal({ assignedTo: ['Class B', 'Class D'] });
    const updated = await card(el, 'Chemistry Basics Check');
    await within(updated).findByShadowText('Class B');
    expect(within(updated).queryByShadowText('Class A')).to.equal(null);
  });

  it("changes a saved test's review options: the dialog starts from them, score only turns off when, Save sends them", async () => {
    const el = await openManage();
    const opener = within(await card(el, 'Chemistry Basics Check')).getByShadowRole('button', { name: 'Review Options' });
    const dialog = await openDialog(el, opener, 'Review Options');
    const when = within(dialog).getByShadowRole('radiogroup', { name: 'They see it' }) as HTMLFieldSetElement;
    expect(within(dialog).getByShadowRole('radio', { name: 'Also the correct answers and your comments' })).to.have.property(
      'checked',
      true,
    );
    expect(when.disabled).to.equal(false);
    within(dialog).getByShadowRole('radio', { name: 'Their score only' }).click();
    await waitFor(() => when.disabled);
    await within(dialog).findByShadowText(/They see their score right after each attempt/);
    await within(dialog).findByShadowText('The change applies to attempts already submitted too.');
    within(dialog).getByShadowRole('button', { name: 'Save' }).click();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect({ path: put.path, body: put.body }).to.deep.equal({
      path: '/api/tests/3/review',
      body: { shows: 'score', when: 'no-attempts-left' },
    });
    await findByShadowText(el, 'Review options of "Chemistry Basics Check" saved.');
  });

  it('says why a review change was refused and keeps the dialog open', async () => {
    answer(({ method, path }) =>
      method === 'PUT'
        ? json({ message: 'Only the teacher who created "Chemistry Basics Check" can change it.' }, 403)
        : manage({ method, path } as FetchCall),
    );
    const el = await openManage();
    const opener = within(await card(el, 'Chemistry Basics Check')).getByShadowRole('button', { name: 'Review Options' });
    const dialog = await openDialog(el, opener, 'Review Options');
    within(dialog).getByShadowRole('button', { name: 'Save' }).click();
    await findByShadowText(
      el,
      'Failed to save the review options of "Chemistry Basics Check": Only the teacher who created "Chemistry Basics Check" can change it.',
    );
    expect(queryByShadowRole(el, 'dialog')).to.not.equal(null);
  });

  it('offers the stored classes to assign, a class added to the list among them', async () => {
    const course = 'Biology 101 – Period 2';
    answer(manage, [...CLASSES, course]);
    const el = await openManage();
    const { dialog, boxes } = await openAssign(el, 'English Reading Assessment');
    // Each class reads with its course (when it has one) and its number of students.
    expect(boxes.map((b) => b.closest('label')!.textContent)).to.deep.equal([
      'Class A · Advanced Mathematics · 10 students',
      'Class B · Physics Fundamentals · 10 students',
      'Class C · Introduction to Programming · 10 students',
      'Class D · English Literature · 10 students',
      `${course} · 10 students`,
    ]);
    (within(dialog).getByShadowRole('checkbox', { name: `${course} · 10 students` }) as HTMLInputElement).click();
    within(dialog).getByShadowRole('button', { name: 'Assign' }).click();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    expect(calls.find((c) => c.method === 'PUT')!.body).to.deep.equal({ assignedTo: [course] });
    await within(await card(el, 'English Reading Assessment')).findByShadowText(course);
  });

  it('Start Test and View Details open an in-widget dialog and change no status', async () => {
    const el = await openManage();
    within(await card(el, 'Physics Mid-Term Exam'))
      .getByShadowRole('button', { name: 'Start Test' })
      .click();
    let dialog = await findByShadowRole(el, 'dialog', { name: 'Start Test' });
    await within(dialog).findByShadowText('Water is a compound.');
    within(dialog).getByShadowRole('button', { name: 'Done' }).click();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));

    within(await card(el, 'English Reading Assessment'))
      .getByShadowRole('button', { name: 'View Details' })
      .click();
    dialog = await findByShadowRole(el, 'dialog', { name: 'Test Details' });
    await within(dialog).findByShadowText('Correct: True');
    expect(calls.filter((c) => c.method !== 'GET')).to.have.length(0);
    expect(alerts).to.equal(0);
  });
});

describe('Tests section: Manage tab a page at a time', () => {
  const MANY = Array.from({ length: 120 }, (_, i) => sample({ id: 120 - i, title: `Quiz ${120 - i}`, course: 'History' }));
  /** Pages the tests, newest first, 50 at a time, as the server does. */
  const paged = ({ method, path, query }: FetchCall): Response => {
    if (method !== 'GET' || path !== '/api/tests') return json({ message: 'not found' }, 404);
    const offset = Number(query.cursor ?? 0);
    const data = MANY.slice(offset, offset + Number(query.limit ?? 50));
    const next = offset + data.length;
    return json({ data, total: MANY.length, nextCursor: next < MANY.length ? String(next) : null });
  };
  beforeEach(() => answer(paged));
  afterEach(() => {
    net?.restore();
    cleanup();
  });

  it('shows the whole count and loads the next pages as the list scrolls to its end', async () => {
    const el = await openTab(await show(), 'Manage', 'All Tests (120)');
    await findByShadowRole(el, 'article', { name: 'Quiz 120' });
    expect(queryByShadowRole(el, 'article', { name: 'Quiz 1' })).to.equal(null);
    const pages = () => calls.filter((c) => c.path === '/api/tests').map((c) => c.query.cursor);
    for (let i = 0; i < 20 && queryByShadowRole(el, 'article', { name: 'Quiz 1' }) === null; i++) {
      el.shadowRoot!.querySelector('[data-list-end]')?.scrollIntoView();
      await new Promise((r) => setTimeout(r, 150));
    }
    await findByShadowRole(el, 'article', { name: 'Quiz 1' });
    expect(pages()).to.deep.equal([undefined, '50', '100']);
    expect(el.shadowRoot!.querySelector('[data-list-end]')).to.equal(null);
  });
});
