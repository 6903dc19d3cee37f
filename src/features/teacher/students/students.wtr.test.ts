import { expect } from 'chai';
import {
  findAllByShadowRole,
  findByShadowRole,
  findByShadowText,
  queryAllByShadowRole,
  queryByShadowRole,
  queryByShadowText,
  within,
} from 'shadow-dom-testing-library';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/edu-teacher-dashboard.ts';
import { scrollPage, setWidth, waitFor } from '../../../test-support/mount.ts';
import { type Answer, json } from '../../../test-support/fetch-double.ts';
import { studentPage, studentRoutes } from '../../../test-support/student-pages.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { classesPage, sampleAttendanceSummary, sampleStudent } from '../../../test-support/samples.ts';
import { setValue } from '../../../test-support/form.ts';
import { STUDENT_PROFILE_SECTIONS } from '../../../test-support/page-facts.ts';
import { mountTeacherDashboard } from '../../../test-support/teacher-dashboard.ts';
import { openDialog } from '../../../test-support/open.ts';
import { expectEndOfVirtualList } from '../../../test-support/virtual-list.ts';
import { STUDENT_PAGE_SIZE } from './use-students.ts';

/** The cursors of every page of `total` students after the first: '50', '100', ... */
const laterPages = (total: number): string[] =>
  Array.from({ length: Math.ceil(total / STUDENT_PAGE_SIZE) - 1 }, (_, i) => String((i + 1) * STUDENT_PAGE_SIZE));

const STUDENTS = [
  sampleStudent(1, { name: 'Aarav Mehta', email: 'aarav@school.test', last_attendance_status: 'present' }),
  sampleStudent(2, { name: 'Diya Rao', classes: ['Class B'], grade: '10th', last_attendance_status: 'absent' }),
  sampleStudent(3, {
    name: 'Kabir <b>Singh</b>',
    classes: ['Class B'],
    grade: '9th',
    last_attendance_status: null,
    phone: '777-1234',
  }),
];

const net = networkSuite();

async function openStudents(routes: Record<string, Answer>): Promise<{ el: HTMLElement }> {
  net.serve(routes);
  await setWidth(1280);
  const el = await mountTeacherDashboard();
  (await findByShadowRole(el, 'button', { name: 'Students' }, { timeout: 10000 })).click();
  await findByShadowRole(el, 'heading', { name: 'Student Directory' }, { timeout: 10000 });
  return { el };
}

describe('teacher students: Student Directory', () => {
  it('syncs the roster of a class that is an LMS course, then shows its learners; other classes have no such button', async () => {
    let synced = false;
    const learner = sampleStudent(9, { name: 'Noor From The LMS', classes: ['Biology 101'], grade: '' });
    const { el } = await openStudents({
      'GET /api/classes': json(classesPage(['Biology 101', 'Class A', 'Class B'], { lms: ['Biology 101'] })),
      ...studentRoutes(() => (synced ? [...STUDENTS, learner] : STUDENTS)),
      'POST /api/classes/roster-sync': () => ((synced = true), json({ added: 1, learners: 1, skipped: 2 })),
    });
    await findByShadowText(el, 'Showing 3 of 3 students');
    const klass = (await findByShadowRole(el, 'combobox', { name: 'Class' })) as HTMLSelectElement;
    // The classes load beside the students: the course is an option once they are in.
    await findByShadowRole(klass, 'option', { name: /^Biology 101 · / });
    expect(queryByShadowRole(el, 'button', { name: 'Sync roster from LMS' })).to.equal(null);
    setValue(klass, 'Class A');
    expect(queryByShadowRole(el, 'button', { name: 'Sync roster from LMS' })).to.equal(null);
    setValue(klass, 'Biology 101');
    (await findByShadowRole(el, 'button', { name: 'Sync roster from LMS' })).click();
    await findByShadowText(el, 'Biology 101: 1 learner from the LMS, 1 new.');
    expect(net.calls.find((c) => c.method === 'POST')!.body).to.deep.equal({ class: 'Biology 101' });
    const card = (await findByShadowText(el, 'Noor From The LMS')).closest('li')!;
    // The LMS told no school year.
    expect(card.textContent).to.include('Grade not set');
  });

  it('says why a roster sync failed', async () => {
    const { el } = await openStudents({
      'GET /api/classes': json(classesPage(['Biology 101'], { lms: ['Biology 101'] })),
      ...studentRoutes(() => STUDENTS),
      'POST /api/classes/roster-sync': () =>
        json({ message: 'The LMS roster could not be read: lms.example answered 503 Service Unavailable.' }, 502),
    });
    const klass = (await findByShadowRole(el, 'combobox', { name: 'Class' })) as HTMLSelectElement;
    await findByShadowRole(klass, 'option', { name: /^Biology 101 · / });
    setValue(klass, 'Biology 101');
    (await findByShadowRole(el, 'button', { name: 'Sync roster from LMS' })).click();
    await findByShadowText(
      el,
      'Could not sync the roster of Biology 101: The LMS roster could not be read: lms.example answered 503 Service Unavailable.',
    );
  });

  it('shows the cards with derived attendance, the count line and filters', async () => {
    const { el } = await openStudents(studentRoutes(() => STUDENTS));
    await findByShadowText(el, 'Showing 3 of 3 students');
    const card = (await findByShadowText(el, 'Aarav Mehta')).closest('li')!;
    expect(card.textContent).to.include('100%').and.include('85%').and.include('Class A');
    expect((await findByShadowText(el, 'Diya Rao')).closest('li')!.textContent).to.include('0%');
    // Markup in a name is plain text.
    expect((await findByShadowText(el, 'Kabir <b>Singh</b>')).closest('li')!.textContent).to.include('50%');

    const search = (await findByShadowRole(el, 'searchbox', { name: 'Search students' })) as HTMLInputElement;
    expect(search.placeholder).to.equal('Search by name, email, or phone...');
    setValue(search, 'AARAV@');
    await findByShadowText(el, 'Showing 1 of 3 students');
    setValue(search, '777');
    await findByShadowText(el, 'Showing 1 of 3 students');
    setValue(search, '');

    const loads = net.calls.length;
    setValue((await findByShadowRole(el, 'combobox', { name: 'Class' })) as HTMLSelectElement, 'Class B');
    await findByShadowText(el, 'Showing 2 of 3 students');
    expect(net.calls.length).to.be.greaterThan(loads);
    setValue((await findByShadowRole(el, 'combobox', { name: 'Grade' })) as HTMLSelectElement, '12th');
    await findByShadowText(el, 'No students found');
    await findByShadowText(el, 'Try adjusting your search or filter criteria.');
  });

  for (const width of [1280, 375])
    it(`a student in many classes keeps the View Profile button inside the card at ${width} px`, async () => {
      const many = ['Class A', 'Robotics 17805', 'Chess Club 2026', 'Orchestra and Choir'];
      const { el } = await openStudents(
        studentRoutes(() => [sampleStudent(1, { name: 'Aarav Sharma', classes: many }), sampleStudent(2, { name: 'Diya Rao' })]),
      );
      await setWidth(width);
      const button = await findByShadowRole(el, 'button', { name: 'View Profile of Aarav Sharma' });
      await waitFor(() => {
        const card = button.closest('li')!.getBoundingClientRect();
        const b = button.getBoundingClientRect();
        return b.bottom <= card.bottom && b.top >= card.top && b.right <= card.right;
      }, 3000);
      // The classes are all there to read, on one line.
      const badge = await findByShadowText(el, many.join(', '));
      expect(badge.getBoundingClientRect().height).to.be.lessThan(30);
    });

  it('switches to the table view', async () => {
    const { el } = await openStudents(studentRoutes(() => STUDENTS));
    const table = await findByShadowRole(el, 'button', { name: 'Table' });
    table.click();
    await waitFor(() => table.getAttribute('aria-pressed') === 'true');
    await findByShadowRole(el, 'table');
    const headers = (await findAllByShadowRole(el, 'columnheader')).map((h) => h.textContent);
    expect(headers).to.include.members(['Student', 'Class', 'Grade', 'Contact', 'Attendance', 'Avg Grade']);
    expect(queryAllByShadowRole(el, 'button', { name: /View Profile/ })).to.have.length(3);
  });

  it("shows 'Loading students...', then 'Error: {message}' with a Retry that reloads the data", async () => {
    let fail = true;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { el } = await openStudents({
      'GET /api/students': async (call) => {
        await gate;
        return fail ? json({ message: 'Database unavailable' }, 500) : studentPage(STUDENTS, call);
      },
    });
    await findByShadowText(el, 'Loading students...');
    release();
    await findByShadowText(el, 'Error: Database unavailable');
    fail = false;
    (await findByShadowRole(el, 'button', { name: 'Retry' })).click();
    await findByShadowText(el, 'Showing 3 of 3 students');
  });

  it('words a failed call and a refusal without message as the spec says', async () => {
    let mode: 'network' | 'bare' = 'network';
    const { el } = await openStudents({
      'GET /api/students': () => {
        if (mode === 'network') throw new TypeError('Failed to fetch');
        return new Response('oops', { status: 500 });
      },
    });
    await findByShadowText(el, 'Error: Error fetching students: Failed to fetch');
    mode = 'bare';
    (await findByShadowRole(el, 'button', { name: 'Retry' })).click();
    await findByShadowText(el, 'Error: Failed to fetch students');
  });

  it('opens the profile modal, keeps focus inside, closes on Escape and restores focus', async () => {
    const { el } = await openStudents({
      ...studentRoutes(() => STUDENTS),
      'GET /api/students/S001/attendance': () => json({ data: sampleAttendanceSummary('S001', 'Aarav Mehta') }),
    });
    const view = await findByShadowRole(el, 'button', { name: 'View Profile of Aarav Mehta' });
    const dialog = await openDialog(el, view, 'Aarav Mehta');
    for (const h of STUDENT_PROFILE_SECTIONS) await findByShadowRole(el, 'heading', { name: h });
    expect(dialog.textContent).to.include('Roll No: 1').and.include('Class A').and.include('Grade 9th');
    expect(dialog.textContent).to.include('aarav@school.test').and.include('Parent 1').and.include('% Complete');
    // The latest marks from the server's summary.
    await waitFor(() => dialog.textContent!.includes('Present'));
    expect(net.calls.filter((c) => c.path === '/api/students/S001/attendance')).to.have.length(1);
    // Focus is inside; the rest of the page is inert, so Tab never leaves for it.
    expect(dialog.contains(el.shadowRoot!.activeElement)).to.equal(true);
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Shift+Tab' });
      expect(document.activeElement === el || document.activeElement === document.body).to.equal(true);
      if (document.activeElement === el) expect(dialog.contains(el.shadowRoot!.activeElement)).to.equal(true);
    }
    view.focus();
    expect(el.shadowRoot!.activeElement).to.not.equal(view);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => queryByShadowRole(el, 'dialog') === null);
    expect(el.shadowRoot!.activeElement).to.equal(view);
  });

  it("shows the server's term figure in the directory and the profile, with the latest marks and counts", async () => {
    const termed = [
      sampleStudent(1, { name: 'Aarav Mehta', last_attendance_status: 'absent', attendance_percent: 75 }),
      sampleStudent(2, { name: 'Diya Rao', last_attendance_status: 'present', attendance_percent: null }),
    ];
    // Ten marks from the server; the profile shows the latest seven.
    const older = ['2026-02-27', '2026-02-26', '2026-02-25', '2026-02-24', '2026-02-23', '2026-02-20'].map((date) => ({
      date,
      status: 'present' as const,
    }));
    const ten = sampleAttendanceSummary('S001', 'Aarav Mehta');
    ten.recent.push(...older);
    const { el } = await openStudents({
      ...studentRoutes(() => termed),
      'GET /api/students/S001/attendance': () => json({ data: ten }),
    });
    // The term figure, not the last mark's 0%; no marks this term: the last mark's 100%.
    expect((await findByShadowText(el, 'Aarav Mehta')).closest('li')!.textContent)
      .to.include('75%')
      .and.not.include('0%');
    expect((await findByShadowText(el, 'Diya Rao')).closest('li')!.textContent).to.include('100%');
    // The table view shows the same figures.
    (await findByShadowRole(el, 'button', { name: 'Table' })).click();
    expect((await findByShadowRole(el, 'row', { name: /Aarav Mehta/ })).textContent)
      .to.include('75%')
      .and.not.include('0%');
    expect((await findByShadowRole(el, 'row', { name: /Diya Rao/ })).textContent).to.include('100%');

    (await findByShadowRole(el, 'button', { name: 'View Profile of Aarav Mehta' })).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Aarav Mehta' });
    const kpi = (await findByShadowText(dialog, 'Attendance', { selector: 'dt' })).nextElementSibling!;
    expect(kpi.textContent).to.equal('75%');
    const marks = await findByShadowRole(dialog, 'list', { name: 'Latest 7 marks' });
    // Each day shows its status letter ('–' when unknown).
    const letters = within(marks)
      .getAllByShadowRole('listitem')
      .map((d) => within(d).getByShadowText(/^[A-Z–]$/).textContent);
    expect(letters).to.deep.equal(['P', 'P', 'P', 'P', 'L', 'P', 'A']);
    const shortDay = (d: number) => new Date(2026, 1, d).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
    expect(marks.textContent).to.include(shortDay(25)).and.not.include(shortDay(24));
    expect(marks.textContent).to.include(': Absent');
    await findByShadowText(dialog, /^This term \(since .+\): 2 present, 1 late, 1 absent of 4 marked days\.$/);
  });

  it('says when the attendance summary cannot be loaded, and retries', async () => {
    let fail = true;
    const { el } = await openStudents({
      ...studentRoutes(() => STUDENTS),
      // The profile's linked accounts load too: answered, so the only Retry is the summary's.
      'GET /api/students/S002/links': () => json({ data: [] }),
      'GET /api/students/S002/attendance': () =>
        fail
          ? json({ message: 'Database unavailable' }, 500)
          : json({
              data: sampleAttendanceSummary('S002', 'Diya Rao', {
                recent: [],
                percentage: null,
                present: 0,
                late: 0,
                absent: 0,
                markedDays: 0,
              }),
            }),
    });
    (await findByShadowRole(el, 'button', { name: 'View Profile of Diya Rao' })).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Diya Rao' });
    await findByShadowText(dialog, 'Could not load attendance: Database unavailable');
    fail = false;
    (await findByShadowRole(dialog, 'button', { name: 'Retry' })).click();
    await findByShadowText(dialog, 'No attendance marked yet.');
    // Without marks this term, the directory's figure (last mark absent: 0%) stays.
    expect((await findByShadowText(dialog, 'Attendance', { selector: 'dt' })).nextElementSibling!.textContent).to.equal('0%');
  });

  it('links and unlinks Student and Parent accounts from the profile', async () => {
    const parent = {
      id: 5,
      name: 'Rajesh Mehta',
      email: 'rajesh@home.test',
      role: 'parent',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const learner = {
      id: 6,
      name: 'Aarav Mehta',
      email: 'aarav@school.test',
      role: 'student',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const { el } = await openStudents({
      ...studentRoutes(() => STUDENTS),
      'GET /api/students/S001/links': () => json({ data: [parent] }),
      'POST /api/students/S001/links': (call) =>
        (call.body as { email: string }).email === 'aarav@school.test'
          ? json({ data: [learner, parent] })
          : json({ message: 'No Student or Parent account uses nobody@school.test.' }, 404),
      'DELETE /api/students/S001/links/5': () => json({ data: [learner] }),
    });
    (await findByShadowRole(el, 'button', { name: 'View Profile of Aarav Mehta' })).click();
    await findByShadowRole(el, 'heading', { name: 'Portal Accounts' });
    await findByShadowText(el, 'rajesh@home.test');
    const input = (await findByShadowRole(el, 'textbox', { name: 'Link an account by its email' })) as HTMLInputElement;
    const linkButton = await findByShadowRole(el, 'button', { name: 'Link account' });

    setValue(input, 'not-an-email');
    linkButton.click();
    await findByShadowText(el, 'Invalid email format');
    expect(net.calls.filter((c) => c.method === 'POST')).to.have.length(0);

    setValue(input, 'nobody@school.test');
    linkButton.click();
    await findByShadowText(el, 'Could not link nobody@school.test: No Student or Parent account uses nobody@school.test.');
    expect(input.value).to.equal('nobody@school.test');

    setValue(input, 'aarav@school.test');
    linkButton.click();
    await findByShadowText(el, "aarav@school.test can now see Aarav Mehta's dashboard.");
    await waitFor(() => input.value === '');
    await findByShadowRole(el, 'button', { name: 'Unlink Aarav Mehta' });

    (await findByShadowRole(el, 'button', { name: 'Unlink Rajesh Mehta' })).click();
    await findByShadowText(el, 'Rajesh Mehta is no longer linked to Aarav Mehta.');
    await waitFor(() => queryByShadowRole(el, 'button', { name: 'Unlink Rajesh Mehta' }) === null);
  });

  it('closes the profile on a backdrop click', async () => {
    const { el } = await openStudents(studentRoutes(() => STUDENTS));
    (await findByShadowRole(el, 'button', { name: 'View Profile of Diya Rao' })).click();
    await findByShadowRole(el, 'dialog', { name: 'Diya Rao' });
    await sendMouse({ type: 'click', position: [4, 4] });
    await waitFor(() => queryByShadowRole(el, 'dialog') === null);
  });

  it('1,000 students: the first page shows, the next pages load as the page scrolls to the last card, the search runs on the server', async () => {
    const many = Array.from({ length: 1_000 }, (_, i) => sampleStudent(i + 1));
    const { el } = await openStudents(studentRoutes(() => many));
    await findByShadowText(el, 'Showing 1000 of 1000 students', {}, { timeout: 10000 });
    const pages = () => net.calls.filter((c) => c.path === '/api/students').map((c) => c.query.cursor ?? '');
    // Only the first page came: the window shows its first cards.
    expect(pages()).to.deep.equal(['']);
    const cards = () => el.shadowRoot!.querySelectorAll('li[aria-setsize]').length;
    expect(cards()).to.be.greaterThan(0).and.lessThan(60);
    // Scrolling to the end of what is loaded brings the next page, until the last student.
    for (let i = 0; i < 60 && !queryByShadowText(el, 'Student 1000'); i++) {
      const height = document.documentElement.scrollHeight;
      await scrollPage(height);
      await waitFor(() => document.documentElement.scrollHeight > height || !!queryByShadowText(el, 'Student 1000'), 3000);
    }
    expect(pages()).to.deep.equal(['', ...laterPages(1_000)]);
    // Each card says where it stands among all the students; only those near the window exist.
    await expectEndOfVirtualList(el, { total: 1_000, first: 'Student 1', last: 'Student 1000', count: cards, most: 60 });

    const search = (await findByShadowRole(el, 'searchbox', { name: 'Search students' })) as HTMLInputElement;
    setValue(search, 'student 99');
    const statuses = () => queryAllByShadowRole(el, 'status').map((s) => s.textContent);
    await waitFor(() => statuses().includes('Showing 11 of 1000 students'), 3000).catch(() => {
      throw new Error(statuses().join(' | '));
    });
    expect(net.calls.filter((c) => c.path === '/api/students').at(-1)!.query).to.deep.include({ q: 'student 99' });
    // The list shrank under the window: the page is short again and all 11 cards show.
    await waitFor(() => cards() === 11);
  });

  it('1,000 students in the table: a real table counting every row, the next pages loading as it scrolls to the last', async () => {
    const many = Array.from({ length: 1_000 }, (_, i) => sampleStudent(i + 1));
    const { el } = await openStudents(studentRoutes(() => many));
    await findByShadowText(el, 'Showing 1000 of 1000 students', {}, { timeout: 10000 });
    (await findByShadowRole(el, 'button', { name: 'Table' })).click();
    const table = await findByShadowRole(el, 'table');
    expect(table.getAttribute('aria-rowcount')).to.equal('1001');
    const rows = () => queryAllByShadowRole(table, 'row').length;
    expect(rows()).to.be.greaterThan(2).and.lessThan(50);
    // As a reader does: scroll to the end until the last row is there and the end stays put.
    for (let i = 0; i < 80 && !queryByShadowRole(table, 'row', { name: /Student 1000\b/ }); i++)
      await scrollPage(document.documentElement.scrollHeight);
    for (let i = 0; i < 5 && scrollY + innerHeight < document.documentElement.scrollHeight - 1; i++)
      await scrollPage(document.documentElement.scrollHeight);
    const last = await findByShadowRole(table, 'row', { name: /Student 1000\b/ });
    expect(last.getAttribute('aria-rowindex')).to.equal('1001');
    await waitFor(() => last.getBoundingClientRect().bottom <= innerHeight);
    expect(rows()).to.be.lessThan(50);
    // The column names stay in view, just under the site header's height.
    const header = await findByShadowRole(table, 'columnheader', { name: 'Student' });
    expect(Math.round(header.getBoundingClientRect().top)).to.equal(64);
  });

  it('says when the next page fails, and loads it on Retry', async () => {
    const many = Array.from({ length: 150 }, (_, i) => sampleStudent(i + 1));
    let fail = true;
    const { el } = await openStudents({
      ...studentRoutes(() => many),
      'GET /api/students': (call) =>
        call.query.cursor && fail ? json({ message: 'Database unavailable' }, 500) : studentPage(many, call),
    });
    await findByShadowText(el, 'Showing 150 of 150 students', {}, { timeout: 10000 });
    await scrollPage(document.documentElement.scrollHeight);
    const alert = (await findByShadowText(el, 'Could not load more students: Database unavailable')).closest('[role="alert"]')!;
    fail = false;
    within(alert as HTMLElement)
      .getByShadowRole('button', { name: 'Retry' })
      .click();
    // As a reader does: scroll to the end until the last student is there.
    for (let i = 0; i < 20 && !queryByShadowText(el, 'Student 150'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      await scrollPage(document.documentElement.scrollHeight);
    }
    await findByShadowText(el, 'Student 150');
    // The failed page asked again, then the pages after it.
    const [failed, ...rest] = laterPages(150);
    expect(net.calls.filter((c) => c.path === '/api/students').map((c) => c.query.cursor ?? '')).to.deep.equal([
      '',
      failed,
      failed,
      ...rest,
    ]);
    expect(queryByShadowText(el, 'Could not load more students: Database unavailable')).to.equal(null);
  });
});
