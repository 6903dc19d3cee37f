import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole, within } from 'shadow-dom-testing-library';
import '../../../elements/edu-teacher-dashboard.ts';
import { cleanup, setWidth, waitFor } from '../../../test-support/mount.ts';
import { CLASSES, localToday } from '../../../contract/index.ts';
import { json, type FetchCall } from '../../../test-support/fetch-double.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { mountTeacherDashboard } from '../../../test-support/teacher-dashboard.ts';
import { pickFiles } from '../../../test-support/form.ts';
import { sampleStudent } from '../../../test-support/samples.ts';
import { rosterAnswer } from '../../../test-support/student-pages.ts';
import { draftTest } from '../assessments/results-fixtures.ts';
import { testDraftKey } from '../assessments/test-draft.ts';

/** A calendar day as the dashboard writes it in English: 'Mar 5, 2026'. */
const shownDay = (iso: string): string =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' });

// A teacher id of its own: the test draft is kept in localStorage, shared with other test files.
const TEACHER = 'T-ROUTE';

const ROUTES = {
  'GET /api/tests': json({ data: [], total: 0, nextCursor: null }),
  'GET /api/students': json({ data: [sampleStudent(1), sampleStudent(2)], total: 2, nextCursor: null }),
  // The rosters of the default classes (Class A-D, ids 1-4): both students are in Class A.
  'GET /api/classes/*': (call: FetchCall) =>
    rosterAnswer([sampleStudent(1), sampleStudent(2)], CLASSES, call) ?? json({ message: 'Not found' }, 404),
  'GET /api/attendance': json({ data: [], version: 0 }),
  'POST /api/tests': json(
    {
      data: draftTest({ id: 9, title: 'Cells Quiz', course: 'Biology', questions: 1, totalPoints: 1 }),
    },
    201,
  ),
  'GET /api/getAllStudentcount': json({ students: 2 }),
  [`GET /api/getStudyMaterials/${TEACHER}`]: json({ materials: [] }),
  [`GET /api/dashboard/${TEACHER}`]: json({
    data: { totalStudents: 2, activeClasses: 1, uploadedMaterials: 0, pendingTests: 0, avgAttendance: 0, recentActivity: [] },
  }),
};

/** Puts the page at a URL hash, as a reload or a shared link would find it. */
const startAt = (hash: string): void => history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);

async function open(attrs: Record<string, string> = {}): Promise<HTMLElement> {
  await setWidth(1280);
  const el = await mountTeacherDashboard({ 'teacher-id': TEACHER, ...attrs });
  await findByShadowRole(el, 'heading', { name: 'Teacher Dashboard', level: 1 }, { timeout: 10000 });
  return el;
}

/** The page reloaded: the element goes and a new one starts from the same URL. */
async function reload(): Promise<HTMLElement> {
  document.body.replaceChildren();
  return open();
}

const navButton = (el: HTMLElement, name: string) => findByShadowRole(el, 'button', { name }, { timeout: 10000 });
const heading = (el: HTMLElement, name: string) => findByShadowRole(el, 'heading', { name }, { timeout: 10000 });
const selectedTab = (el: HTMLElement): string | null | undefined =>
  el.shadowRoot!.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
const tabIs = (el: HTMLElement, name: string) => waitFor(() => selectedTab(el) === name);
const hashIs = (hash: string) => waitFor(() => location.hash === hash);

function type(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

async function startTest(el: HTMLElement, title: string): Promise<HTMLInputElement> {
  (await navButton(el, 'Tests')).click();
  const input = (await findByShadowRole(el, 'textbox', { name: 'Test Title' }, { timeout: 10000 })) as HTMLInputElement;
  type(input, title);
  return input;
}

const leaveDialog = (el: HTMLElement) => findByShadowRole(el, 'alertdialog', { name: 'Leave without saving?' });

/** No half-built test kept from another test. */
const clearDraft = (): void => localStorage.removeItem(testDraftKey(TEACHER));

describe('<edu-teacher-dashboard>: the place is in the URL hash', () => {
  networkSuite(ROUTES, { before: clearDraft, after: clearDraft });

  it('opens on the section and tab the hash names, and on the Dashboard for a hash it does not know', async () => {
    startAt('#tests/manage');
    let el = await open();
    await heading(el, 'Test Management');
    await tabIs(el, 'Manage');
    expect((await navButton(el, 'Tests')).getAttribute('aria-current')).to.equal('page');

    cleanup();
    startAt('#attendance/reports');
    el = await open();
    await heading(el, 'Attendance Management');
    await tabIs(el, 'Reports');

    cleanup();
    startAt('#nowhere');
    el = await open();
    await heading(el, 'Recent Activity');
    expect((await navButton(el, 'Dashboard')).getAttribute('aria-current')).to.equal('page');
  });

  it('writes each section and tab into the hash; Back, Forward and a reload land on them', async () => {
    const sections: string[] = [];
    const onSection = (e: Event): void => void sections.push((e as CustomEvent<{ section: string }>).detail.section);
    document.addEventListener('edu-teacher-section', onSection);
    try {
      const el = await open();
      (await navButton(el, 'Tests')).click();
      await heading(el, 'Test Management');
      await hashIs('#tests');
      (await findByShadowRole(el, 'tab', { name: 'Manage' })).click();
      await hashIs('#tests/manage');
      await tabIs(el, 'Manage');
      (await navButton(el, 'Materials')).click();
      await heading(el, 'Study Materials');
      await hashIs('#materials');
      (await findByShadowRole(el, 'tab', { name: 'Manage' })).click();
      await hashIs('#materials/manage');

      history.back();
      await waitFor(() => location.hash === '#materials' && selectedTab(el) === 'Upload');
      history.back();
      await heading(el, 'Test Management');
      await hashIs('#tests/manage');
      await tabIs(el, 'Manage');
      history.forward();
      await heading(el, 'Study Materials');
      await hashIs('#materials');
      expect(sections).to.deep.equal(['tests', 'materials', 'tests', 'materials']);

      const again = await reload();
      await heading(again, 'Study Materials');
      await tabIs(again, 'Upload');
    } finally {
      document.removeEventListener('edu-teacher-section', onSection);
    }
  });

  it('follows a hash typed into the address bar, and leaves the page’s own anchors alone', async () => {
    const el = await open();
    location.hash = '#students';
    await heading(el, 'Student Directory');
    location.hash = '#contact';
    await new Promise((r) => setTimeout(r, 200));
    expect(queryByShadowRole(el, 'heading', { name: 'Student Directory' })).to.not.equal(null);
  });

  it('with routing="none" neither reads nor writes the URL', async () => {
    startAt('#students');
    const entries = history.length;
    const el = await open({ routing: 'none' });
    await heading(el, 'Recent Activity');
    (await navButton(el, 'Tests')).click();
    await heading(el, 'Test Management');
    (await findByShadowRole(el, 'tab', { name: 'Manage' })).click();
    await tabIs(el, 'Manage');
    location.hash = '#attendance';
    await new Promise((r) => setTimeout(r, 200));
    expect(queryByShadowRole(el, 'heading', { name: 'Test Management' })).to.not.equal(null);
    expect(location.hash).to.equal('#attendance');
    expect(history.length).to.equal(entries + 1); // only the hash set above
  });
});

describe('<edu-teacher-dashboard>: leaving unsaved work asks first', () => {
  const net = networkSuite(ROUTES, { before: clearDraft, after: clearDraft });

  it('a half-built test: Stay (or Escape) keeps it, another tab does not ask, Leave goes', async () => {
    const el = await open();
    const title = await startTest(el, 'Unit 3 Quiz');
    (await navButton(el, 'Students')).click();
    let dialog = await leaveDialog(el);
    await within(dialog).findByShadowText('You have unsaved work:');
    await within(dialog).findByShadowText(
      'The test "Unit 3 Quiz" (0 questions) is not saved yet. Its draft stays in this browser until you save it.',
    );
    const stay = within(dialog).getByShadowRole('button', { name: 'Stay' });
    await waitFor(() => el.shadowRoot!.activeElement === stay);
    stay.click();
    await waitFor(() => !queryByShadowRole(el, 'alertdialog'));
    expect(title.isConnected).to.equal(true);
    expect(title.value).to.equal('Unit 3 Quiz');
    expect(location.hash).to.equal('#tests');

    (await navButton(el, 'Students')).click();
    await leaveDialog(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByShadowRole(el, 'alertdialog'));
    expect(title.value).to.equal('Unit 3 Quiz');

    // The Create tab stays mounted behind Manage: nothing is lost, nothing asked.
    (await findByShadowRole(el, 'tab', { name: 'Manage' })).click();
    await hashIs('#tests/manage');
    expect(queryByShadowRole(el, 'alertdialog')).to.equal(null);

    (await navButton(el, 'Students')).click();
    dialog = await leaveDialog(el);
    within(dialog).getByShadowRole('button', { name: 'Leave' }).click();
    await heading(el, 'Student Directory');
    await hashIs('#students');
  });

  it('the half-built test comes back after a reload until it is saved', async () => {
    const el = await open();
    await startTest(el, 'Cells Quiz');
    const course = (await findByShadowRole(el, 'combobox', { name: 'Course' })) as HTMLSelectElement;
    await waitFor(() => course.options.length > 1);
    type(course, 'Biology');
    type((await findByShadowRole(el, 'combobox', { name: 'Question Type' })) as HTMLSelectElement, 'essay');
    type((await findByShadowRole(el, 'textbox', { name: 'Question Text' })) as HTMLTextAreaElement, 'Describe a cell.');
    (await findByShadowRole(el, 'button', { name: /Add Question/ })).click();
    await findByShadowRole(el, 'heading', { name: 'Questions (1)' });

    let again = await reload();
    await heading(again, 'Test Management');
    await findByShadowText(again, 'Your unsaved test was restored from this browser.');
    expect(((await findByShadowRole(again, 'textbox', { name: 'Test Title' })) as HTMLInputElement).value).to.equal('Cells Quiz');
    expect(((await findByShadowRole(again, 'combobox', { name: 'Course' })) as HTMLSelectElement).value).to.equal('Biology');
    await findByShadowRole(again, 'heading', { name: 'Questions (1)' });
    await findByShadowText(again, 'Describe a cell.');

    (await findByShadowRole(again, 'button', { name: 'Save Test' })).click();
    await findByShadowText(again, 'Test saved successfully!');
    expect(net.calls.find((c) => c.method === 'POST' && c.path === '/api/tests')!.body).to.deep.include({
      title: 'Cells Quiz',
      course: 'Biology',
    });
    await findByShadowRole(again, 'heading', { name: 'Questions (0)' });
    expect(localStorage.getItem(testDraftKey(TEACHER))).to.equal(null);

    again = await reload();
    await heading(again, 'Test Management');
    expect(((await findByShadowRole(again, 'textbox', { name: 'Test Title' })) as HTMLInputElement).value).to.equal('');
    expect(queryByShadowRole(again, 'status', { name: /restored/ })).to.equal(null);
    expect(again.shadowRoot!.textContent).not.to.include('Your unsaved test was restored');
  });

  it('Discard draft empties the restored test', async () => {
    const el = await open();
    await startTest(el, 'Old Draft');
    const again = await reload();
    (await findByShadowRole(again, 'button', { name: 'Discard draft' }, { timeout: 10000 })).click();
    const title = (await findByShadowRole(again, 'textbox', { name: 'Test Title' })) as HTMLInputElement;
    await waitFor(() => title.value === '');
    expect(again.shadowRoot!.textContent).not.to.include('Your unsaved test was restored');
    await waitFor(() => localStorage.getItem(testDraftKey(TEACHER)) === null);
    (await navButton(again, 'Students')).click();
    await heading(again, 'Student Directory');
  });

  it('changed attendance marks: Back asks, Stay puts the URL back, Leave goes back', async () => {
    const el = await open();
    (await navButton(el, 'Tests')).click();
    await hashIs('#tests');
    (await navButton(el, 'Attendance')).click();
    await hashIs('#attendance');
    const row = (await findByShadowText(el, 'Student 1', {}, { timeout: 10000 })).closest('li')!;
    within(row).getByShadowRole('button', { name: 'Mark Present' }).click();
    await within(row).findByShadowText('Present');

    history.back();
    let dialog = await leaveDialog(el);
    await within(dialog).findByShadowText(
      `Attendance for Class A on ${shownDay(localToday())} is not saved yet (1 changed mark).`,
    );
    within(dialog).getByShadowRole('button', { name: 'Stay' }).click();
    await hashIs('#attendance');
    await new Promise((r) => setTimeout(r, 100));
    expect(location.hash).to.equal('#attendance');
    expect(queryByShadowRole(el, 'alertdialog')).to.equal(null);
    expect(within(row).getByShadowRole('button', { name: 'Mark Present' }).getAttribute('aria-pressed')).to.equal('true');

    history.back();
    dialog = await leaveDialog(el);
    within(dialog).getByShadowRole('button', { name: 'Leave' }).click();
    await heading(el, 'Test Management');
    expect(location.hash).to.equal('#tests');
  });

  it('changed attendance marks: another class asks first; Stay keeps the sheet, Leave shows the other class', async () => {
    startAt('#attendance');
    const el = await open();
    const row = (await findByShadowText(el, 'Student 1', {}, { timeout: 10000 })).closest('li')!;
    within(row).getByShadowRole('button', { name: 'Mark Absent' }).click();
    const cls = (await findByShadowRole(el, 'combobox', { name: 'Class' })) as HTMLSelectElement;

    type(cls, 'Class B');
    let dialog = await leaveDialog(el);
    await within(dialog).findByShadowText(
      `Attendance for Class A on ${shownDay(localToday())} is not saved yet (1 changed mark).`,
    );
    within(dialog).getByShadowRole('button', { name: 'Stay' }).click();
    await waitFor(() => queryByShadowRole(el, 'alertdialog') === null);
    expect(cls.value).to.equal('Class A');
    expect(within(row).getByShadowRole('button', { name: 'Mark Absent' }).getAttribute('aria-pressed')).to.equal('true');

    type(cls, 'Class B');
    dialog = await leaveDialog(el);
    within(dialog).getByShadowRole('button', { name: 'Leave' }).click();
    await heading(el, 'Student Roster - Class B');
    expect(cls.value).to.equal('Class B');
  });

  it('files selected and not uploaded ask before leaving Materials', async () => {
    const el = await open();
    (await navButton(el, 'Materials')).click();
    await heading(el, 'Study Materials');
    pickFiles(el.shadowRoot!.querySelector('input[type=file]')!, [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })]);
    await findByShadowText(el, 'notes.pdf');
    (await navButton(el, 'Dashboard')).click();
    const dialog = await leaveDialog(el);
    await within(dialog).findByShadowText('The selected file notes.pdf is not uploaded yet.');
    within(dialog).getByShadowRole('button', { name: 'Leave' }).click();
    await heading(el, 'Recent Activity');
  });

  it('a reload asks the browser’s own question only while work is unsaved', async () => {
    const el = await open();
    const unload = (): boolean => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    (await navButton(el, 'Tests')).click();
    await heading(el, 'Test Management');
    expect(unload()).to.equal(false);
    await startTest(el, 'Half done');
    await waitFor(() => unload());
    type((await findByShadowRole(el, 'textbox', { name: 'Test Title' })) as HTMLInputElement, '');
    await waitFor(() => !unload());
  });

  it('a link to another page waits for the choice, then reaches the host', async () => {
    const el = await open();
    await startTest(el, 'Linked');
    const routed: string[] = [];
    // The host routes links in the page (and so keeps this test page where it is).
    const host = (e: Event): void => {
      e.preventDefault();
      routed.push((e as CustomEvent<{ path: string }>).detail.path);
    };
    document.addEventListener('edu-navigate', host);
    try {
      const link = (): boolean =>
        document.body.dispatchEvent(
          new CustomEvent('edu-navigate', { detail: { path: '/learners' }, bubbles: true, composed: true, cancelable: true }),
        );
      expect(link()).to.equal(false);
      let dialog = await leaveDialog(el);
      expect(routed).to.deep.equal([]);
      within(dialog).getByShadowRole('button', { name: 'Stay' }).click();
      await waitFor(() => !queryByShadowRole(el, 'alertdialog'));
      expect(routed).to.deep.equal([]);

      link();
      dialog = await leaveDialog(el);
      within(dialog).getByShadowRole('button', { name: 'Leave' }).click();
      await waitFor(() => routed.length === 1);
      expect(routed).to.deep.equal(['/learners']);
    } finally {
      document.removeEventListener('edu-navigate', host);
    }
  });
});
