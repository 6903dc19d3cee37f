import { expect } from 'chai';
import {
  findAllByShadowRole,
  findAllByShadowText,
  findByShadowLabelText,
  findByShadowRole,
  findByShadowText,
  getByShadowLabelText,
  queryByShadowText,
  within,
} from 'shadow-dom-testing-library';
import { CLASSES, type AttendanceRecord, type AttendanceReport, type Student } from '../../../contract/index.ts';
import { deferred } from '../../../test-support/deferred.ts';
import { classesPage } from '../../../test-support/samples.ts';
import { rosterAnswer } from '../../../test-support/student-pages.ts';
import { fakeFetch, json, networkError, type FetchCall, type FetchDouble } from '../../../test-support/fetch-double.ts';
import { setValue } from '../../../test-support/form.ts';
import { cleanup, mount, waitFor } from '../../../test-support/mount.ts';
import { openTab } from '../../../test-support/open.ts';
import { defineTeacherSection } from '../../../test-support/teacher-section.ts';
import AttendanceSection from './attendance-section.tsx';
import { addDays, localToday } from '../../../contract/index.ts';

/** A calendar day as the dashboard writes it in English: 'Mar 5, 2026'. */
const shownDay = (iso: string): string =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' });

defineTeacherSection('test-attendance-section', AttendanceSection);

// ---- network -------------------------------------------------------------------------
let net: FetchDouble | undefined;
let calls: FetchCall[] = [];
/** Serves `handler`; GET /api/classes answers `classes` (null: the handler answers it too). */
function answer(handler: (call: FetchCall) => Response | Promise<Response>, classes: readonly string[] | null = CLASSES): void {
  net = fakeFetch(classes ? { 'GET /api/classes': json(classesPage(classes)) } : {}, { defaults: false, otherwise: handler });
  calls = net.calls;
}
const gets = (path: string) => calls.filter((c) => c.method === 'GET' && c.path === path);
/** The reads of a class's roster (GET /api/classes/{id}/students). */
const rosterGets = () => calls.filter((c) => c.method === 'GET' && /^\/api\/classes\/\d+\/students$/.test(c.path));

const student = (id: string, name: string, cls: string): Student => ({
  student_id: id,
  name,
  classes: [cls],
  grade: '10th',
  email: `${id}@school.test`,
  phone: '',
  address: '',
  parent_name: '',
  parent_phone: '',
  parent_email: '',
  last_attendance_status: null,
});
const STUDENTS = [
  student('S001', 'Aarav Patel', 'Class A'),
  student('S002', 'Diya Sharma', 'Class A'),
  student('S003', 'Kabir Singh', 'Class B'),
  student('S004', 'Meera Iyer', 'Class B'),
  student('S005', 'Rohan Das', 'Class B'),
];

/**
 * A small in-memory attendance store behind the double, with one version per class and day,
 * over `students` (default STUDENTS) in `classes` (default Class A-D).
 */
function attendanceServer(
  opts: {
    save?: (c: FetchCall) => Response | undefined;
    hold?: Promise<void>;
    classes?: readonly string[];
    students?: Student[];
  } = {},
) {
  const stored: AttendanceRecord[] = [];
  const versions = new Map<string, number>();
  const students = opts.students ?? STUDENTS;
  answer(async (c) => {
    const roster = rosterAnswer(students, opts.classes ?? CLASSES, c);
    if (roster) return roster;
    if (c.method === 'GET' && c.path === '/api/attendance') {
      const data = stored.filter(
        (r) => r.date === c.query.date && students.find((s) => s.student_id === r.student_id)?.classes.includes(c.query.class!),
      );
      return json({ data, version: versions.get(`${c.query.class}|${c.query.date}`) ?? 0 });
    }
    if (c.method === 'POST' && c.path === '/api/attendance') {
      await opts.hold;
      const custom = opts.save?.(c);
      if (custom) return custom;
      const b = c.body as {
        date: string;
        class: string;
        version?: number;
        records: { studentId: string; name: string; status: string }[];
      };
      const key = `${b.class}|${b.date}`;
      if (b.version !== undefined && b.version !== (versions.get(key) ?? 0)) {
        return json(
          { message: `Attendance for ${b.class} on ${b.date} was changed by Mr. Arjun Rao at 09:15. Reload to see it.` },
          409,
        );
      }
      versions.set(key, (versions.get(key) ?? 0) + 1);
      for (const r of b.records) {
        const i = stored.findIndex((x) => x.student_id === r.studentId && x.date === b.date);
        if (i >= 0) stored.splice(i, 1);
        stored.push({
          student_id: r.studentId,
          name: r.name,
          status: r.status,
          date: b.date,
          teacher_id: '1',
          teacher_name: 'Ms. Priya Sharma',
        });
      }
      return json({ message: 'Attendance saved successfully!', saved: b.records.length, version: versions.get(key) });
    }
    return json({ message: 'not found' }, 404);
  }, opts.classes);
  return Object.assign(stored, {
    /** Another teacher's save of a whole class and day, straight into the store. */
    saveAsAnother(cls: string, date: string, status: string) {
      for (const st of students.filter((x) => x.classes.includes(cls))) {
        const i = stored.findIndex((x) => x.student_id === st.student_id && x.date === date);
        if (i >= 0) stored.splice(i, 1);
        stored.push({ student_id: st.student_id, name: st.name, status, date, teacher_id: '2', teacher_name: 'Mr. Arjun Rao' });
      }
      versions.set(`${cls}|${date}`, (versions.get(`${cls}|${date}`) ?? 0) + 1);
    },
  });
}

async function show(): Promise<HTMLElement> {
  const el = await mount('test-attendance-section', { 'teacher-id': '1', 'teacher-name': 'Ms. Priya Sharma' });
  await findByShadowRole(el, 'heading', { name: 'Attendance Management' });
  return el;
}
/** The Class select, once the class list has loaded. */
async function classSelect(el: HTMLElement): Promise<HTMLSelectElement> {
  const select = (await findByShadowRole(el, 'combobox', { name: 'Class' })) as HTMLSelectElement;
  await waitFor(() => !select.disabled);
  return select;
}
/** A student's row in the roster (the records table below names students too). */
const row = async (el: HTMLElement, name: string) =>
  (await findAllByShadowText(el, name)).map((n) => n.closest('li')).find(Boolean) as HTMLElement;
/** The number a counter shows next to its label, in the list named 'Attendance counts'. */
const counter = (el: HTMLElement, label: string) =>
  within(getByShadowLabelText(el, 'Attendance counts'))
    .getAllByShadowRole('term')
    .find((t) => t.textContent === label)!.nextElementSibling!.textContent;

describe('Attendance section: Mark Attendance tab', () => {
  afterEach(() => {
    net?.restore();
    cleanup();
  });

  it('shows loading texts, then today, Class A, the teacher, the roster and the counters', async () => {
    const gate = deferred();
    answer(async (c) => {
      await gate.promise;
      if (c.path === '/api/classes') return json(classesPage(CLASSES));
      return rosterAnswer(STUDENTS, CLASSES, c) ?? json({ data: [] });
    }, null);
    const el = await show();
    await findByShadowText(el, 'Loading students...');
    await findByShadowText(el, 'Loading attendance records...');
    const select = (await findByShadowRole(el, 'combobox', { name: 'Class' })) as HTMLSelectElement;
    expect([select.disabled, select.selectedOptions[0]!.textContent]).to.deep.equal([true, 'Loading classes...']);
    expect((await findByShadowRole(el, 'button', { name: 'Save Attendance' })).hasAttribute('disabled')).to.equal(true);
    gate.resolve();

    expect(((await findByShadowLabelText(el, 'Date')) as HTMLInputElement).value).to.equal(localToday());
    await waitFor(() => select.value === 'Class A');
    expect(select.disabled).to.equal(false);
    await findByShadowText(el, 'Ms. Priya Sharma');
    await findByShadowRole(el, 'heading', { name: 'Student Roster - Class A' });
    await findByShadowText(el, 'Aarav Patel');
    expect(queryByShadowText(el, 'Kabir Singh')).to.equal(null);
    expect(within(await row(el, 'Aarav Patel')).queryByShadowText('Not set')).to.not.equal(null);
    expect([counter(el, 'Present'), counter(el, 'Absent'), counter(el, 'Unmarked')]).to.deep.equal(['0', '0', '2']);
    await findByShadowText(el, `No attendance records found for ${shownDay(localToday())}.`);
    await findByShadowRole(el, 'heading', { name: `Today's Attendance Records - ${shownDay(localToday())}` });
    expect(gets('/api/attendance')[0]!.query).to.deep.equal({ date: localToday(), class: 'Class A', limit: '100' });
  });

  it('marks students one by one and all at once, with live counters', async () => {
    attendanceServer();
    const el = await show();
    const aarav = await row(el, 'Aarav Patel');
    within(aarav).getByShadowRole('button', { name: 'Mark Present' }).click();
    await within(aarav).findByShadowText('Present');
    expect(within(aarav).getByShadowRole('button', { name: 'Mark Present' }).getAttribute('aria-pressed')).to.equal('true');
    expect([counter(el, 'Present'), counter(el, 'Absent'), counter(el, 'Unmarked')]).to.deep.equal(['1', '0', '1']);
    within(await row(el, 'Diya Sharma'))
      .getByShadowRole('button', { name: 'Mark Absent' })
      .click();
    await waitFor(() => counter(el, 'Absent') === '1' && counter(el, 'Unmarked') === '0');
    (await findByShadowRole(el, 'button', { name: 'Mark All Present' })).click();
    await waitFor(() => counter(el, 'Present') === '2' && counter(el, 'Absent') === '0');
    (await findByShadowRole(el, 'button', { name: 'Mark All Absent' })).click();
    await waitFor(() => counter(el, 'Present') === '0' && counter(el, 'Absent') === '2');
  });

  it('marks a student late with their Late button, counts it under Late and saves it as late', async () => {
    attendanceServer();
    const el = await show();
    const aarav = await row(el, 'Aarav Patel');
    const late = within(aarav).getByShadowRole('button', { name: 'Mark Late' });
    expect(late.getAttribute('aria-pressed')).to.equal('false');
    late.click();
    await within(aarav).findByShadowText('Late');
    expect(late.getAttribute('aria-pressed')).to.equal('true');
    expect(within(aarav).getByShadowRole('button', { name: 'Mark Present' }).getAttribute('aria-pressed')).to.equal('false');
    expect([counter(el, 'Present'), counter(el, 'Absent'), counter(el, 'Late'), counter(el, 'Unmarked')]).to.deep.equal([
      '0',
      '0',
      '1',
      '1',
    ]);
    within(await row(el, 'Diya Sharma'))
      .getByShadowRole('button', { name: 'Mark Present' })
      .click();
    await waitFor(() => counter(el, 'Present') === '1' && counter(el, 'Unmarked') === '0');
    expect(counter(el, 'Late')).to.equal('1');
    (await findByShadowRole(el, 'button', { name: 'Save Attendance' })).click();
    await findByShadowText(el, 'Attendance saved successfully!');
    const post = calls.find((c) => c.method === 'POST')!.body as { records: { studentId: string; status: string }[] };
    expect(post.records).to.deep.equal([
      { studentId: 'S001', name: 'Aarav Patel', status: 'late' },
      { studentId: 'S002', name: 'Diya Sharma', status: 'present' },
    ]);
    // The records table shows the saved day, the late mark as a yellow badge.
    const table = await findByShadowRole(el, 'table');
    await waitFor(() => within(table).queryByShadowText('Late'));
    expect(within(table).getByShadowText('Late').className).to.contain('at-badge--warning');
  });

  it('saves with the unmarked sent as absent and the version it started from, toasts, keeps the saved marks on screen and reloads the records', async () => {
    const gate = deferred();
    // Saves wait until the test lets them through.
    const store = attendanceServer({ hold: gate.promise });
    const el = await show();
    setValue(await classSelect(el), 'Class B');
    await findByShadowRole(el, 'heading', { name: 'Student Roster - Class B' });
    within(await row(el, 'Kabir Singh'))
      .getByShadowRole('button', { name: 'Mark Present' })
      .click();
    within(await row(el, 'Meera Iyer'))
      .getByShadowRole('button', { name: 'Mark Absent' })
      .click();
    await findByShadowText(el, '1 unmarked student is saved as absent.');

    (await findByShadowRole(el, 'button', { name: 'Save Attendance' })).click();
    const busy = await findByShadowRole(el, 'button', { name: 'Saving...' });
    expect(busy.getAttribute('aria-disabled')).to.equal('true');
    gate.resolve();

    await findByShadowText(el, 'Attendance saved successfully!');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).to.deep.equal({
      date: localToday(),
      class: 'Class B',
      teacherId: '1',
      teacherName: 'Ms. Priya Sharma',
      version: 0,
      records: [
        { studentId: 'S003', name: 'Kabir Singh', status: 'present' },
        { studentId: 'S004', name: 'Meera Iyer', status: 'absent' },
        { studentId: 'S005', name: 'Rohan Das', status: 'absent' },
      ],
    });
    expect(store).to.have.length(3);
    // The saved day stays on screen: Rohan, unmarked, was saved as absent.
    await waitFor(() => gets('/api/attendance').length >= 3 && counter(el, 'Unmarked') === '0');
    expect([counter(el, 'Present'), counter(el, 'Absent')]).to.deep.equal(['1', '2']);
    expect(within(await row(el, 'Rohan Das')).queryByShadowText('Absent')).to.not.equal(null);
    const table = await findByShadowRole(el, 'table');
    const rows = await findAllByShadowRole(table, 'row');
    expect(rows).to.have.length(4);
    const rohan = rows.find((r) => r.textContent!.includes('Rohan Das'))!;
    expect(within(rohan).getByShadowText('Absent').className).to.contain('at-badge--danger');
    expect(within(rows.find((r) => r.textContent!.includes('Kabir Singh'))!).getByShadowText('Present').className).to.contain(
      'at-badge--success',
    );
    expect(rohan.textContent).to.contain('Ms. Priya Sharma');
    expect(gets('/api/attendance').at(-1)!.query).to.deep.equal({ date: localToday(), class: 'Class B', limit: '100' });
  });

  it("starts from the day's saved marks, and a change on top saves what is on screen", async () => {
    const store = attendanceServer();
    store.saveAsAnother('Class B', localToday(), 'present');
    store.find((r) => r.student_id === 'S005')!.status = 'late';
    const el = await show();
    setValue(await classSelect(el), 'Class B');
    await waitFor(() => counter(el, 'Present') === '2' && counter(el, 'Late') === '1');
    expect(within(await row(el, 'Rohan Das')).queryByShadowText('Late')).to.not.equal(null);
    expect(
      within(await row(el, 'Rohan Das'))
        .getByShadowRole('button', { name: 'Mark Late' })
        .getAttribute('aria-pressed'),
    ).to.equal('true');
    expect(queryByShadowText(el, /unmarked student/)).to.equal(null);
    within(await row(el, 'Meera Iyer'))
      .getByShadowRole('button', { name: 'Mark Absent' })
      .click();
    await waitFor(() => counter(el, 'Absent') === '1');
    (await findByShadowRole(el, 'button', { name: 'Save Attendance' })).click();
    await findByShadowText(el, 'Attendance saved successfully!');
    const post = calls.find((c) => c.method === 'POST')!.body as {
      version: number;
      records: { studentId: string; status: string }[];
    };
    expect(post.version).to.equal(1);
    expect(post.records.map((r) => r.status)).to.deep.equal(['present', 'absent', 'late']);
  });

  it('says who changed the day when another save came first, and reloads it on request', async () => {
    const store = attendanceServer();
    const el = await show();
    within(await row(el, 'Aarav Patel'))
      .getByShadowRole('button', { name: 'Mark Present' })
      .click();
    await findByShadowText(el, '1 unmarked student is saved as absent.');
    expect((await findByShadowRole(el, 'button', { name: 'Save Attendance' })).getAttribute('aria-describedby')).to.match(
      /unmarked/,
    );
    store.saveAsAnother('Class A', localToday(), 'absent');
    (await findByShadowRole(el, 'button', { name: 'Save Attendance' })).click();
    const message = `Attendance for Class A on ${localToday()} was changed by Mr. Arjun Rao at 09:15. Reload to see it.`;
    const alert = (await findByShadowText(el, message)).closest('[role="alert"]') as HTMLElement;
    expect(alert).to.not.equal(null);
    await findByShadowText(el, `Error saving attendance: ${message}`);
    // Nothing of this teacher's was written.
    expect(store.every((r) => r.status === 'absent')).to.equal(true);
    within(alert).getByShadowRole('button', { name: 'Reload attendance' }).click();
    await waitFor(() => counter(el, 'Absent') === '2' && counter(el, 'Present') === '0');
    expect(queryByShadowText(el, message)).to.equal(null);
  });

  it('refetches students when the class changes and records when the date or class changes', async () => {
    attendanceServer();
    const el = await show();
    await findByShadowText(el, 'Aarav Patel');
    const students = rosterGets().length;
    const records = gets('/api/attendance').length;
    setValue(await classSelect(el), 'Class D');
    await findByShadowText(el, 'No students found for Class D.');
    expect(rosterGets().length).to.equal(students + 1);
    await waitFor(() => gets('/api/attendance').length === records + 1);
    setValue(await findByShadowLabelText(el, 'Date'), '2025-01-15');
    await findByShadowText(el, 'No attendance records found for Jan 15, 2025.');
    expect(gets('/api/attendance').at(-1)!.query).to.deep.equal({ date: '2025-01-15', class: 'Class D', limit: '100' });
    expect(rosterGets().length).to.equal(students + 1);
    (await findByShadowRole(el, 'button', { name: 'Save Attendance' })).click();
    await findByShadowText(el, 'No students found for the selected class.');
    expect(calls.filter((c) => c.method === 'POST')).to.have.length(0);
  });

  it("shows the server's message, or the generic failure on an exception", async () => {
    let mode: 'server' | 'network' = 'server';
    attendanceServer({ save: () => (mode === 'server' ? json({ message: 'Invalid attendance: date' }, 400) : networkError()) });
    const el = await show();
    await findByShadowText(el, 'Aarav Patel');
    const save = await findByShadowRole(el, 'button', { name: 'Save Attendance' });
    save.click();
    await findByShadowText(el, 'Error saving attendance: Invalid attendance: date');
    mode = 'network';
    await waitFor(() => !save.hasAttribute('aria-disabled'));
    save.click();
    await findByShadowText(el, 'Failed to save attendance. Please try again.');
  });

  it('shows late records in yellow and an empty roster on a failed student fetch', async () => {
    answer((c) => {
      if (c.path.endsWith('/students')) return json({ message: 'Internal server error' }, 500);
      return json({
        data: [
          {
            student_id: 'S001',
            name: 'Aarav Patel',
            status: 'late',
            date: localToday(),
            teacher_id: '1',
            teacher_name: 'Ms. Priya Sharma',
          },
        ],
      });
    });
    const el = await show();
    await findByShadowText(el, 'No students found for Class A.');
    expect((await within(await findByShadowRole(el, 'table')).findByShadowText('Late')).className).to.contain(
      'at-badge--warning',
    );
  });

  it('offers every stored class: a class added to the list shows with its students and is saved by name', async () => {
    const course = 'Biology 101 – Period 2';
    attendanceServer({ classes: [...CLASSES, course], students: [...STUDENTS, student('S006', 'Lena Park', course)] });
    const el = await show();
    const select = await classSelect(el);
    expect(Array.from(select.options, (o) => o.value)).to.deep.equal([...CLASSES, course]);
    expect(select.options[4]!.textContent).to.equal(`${course} · 10 students`);
    expect(select.value).to.equal('Class A');
    setValue(select, course);
    await findByShadowRole(el, 'heading', { name: `Student Roster - ${course}` });
    within(await row(el, 'Lena Park'))
      .getByShadowRole('button', { name: 'Mark Present' })
      .click();
    expect(queryByShadowText(el, 'Aarav Patel')).to.equal(null);
    (await findByShadowRole(el, 'button', { name: 'Save Attendance' })).click();
    await findByShadowText(el, 'Attendance saved successfully!');
    expect(calls.find((c) => c.method === 'POST')!.body).to.deep.include({
      class: course,
      records: [{ studentId: 'S006', name: 'Lena Park', status: 'present' }],
    });
  });

  it('without the class list offers no class and no roster, says why, and loads it on Retry', async () => {
    let classes = (): Response => json({ message: 'Database unavailable' }, 500);
    answer((c) => {
      if (c.path === '/api/classes') return classes();
      const roster = rosterAnswer(STUDENTS, ['Class B'], c);
      if (roster) return roster;
      return json({ data: [], version: 0 });
    }, null);
    const el = await show();
    const alert = (await findByShadowText(el, 'Could not load the classes: Database unavailable')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    const select = (await findByShadowRole(el, 'combobox', { name: 'Class' })) as HTMLSelectElement;
    expect(select.disabled).to.equal(true);
    expect(select.value).to.equal('');
    expect((await findByShadowRole(el, 'button', { name: 'Save Attendance' })).hasAttribute('disabled')).to.equal(true);
    expect(rosterGets()).to.have.length(0);
    classes = () => json(classesPage(['Class B']));
    within(alert).getByShadowRole('button', { name: 'Retry' }).click();
    await findByShadowRole(el, 'heading', { name: 'Student Roster - Class B' });
    await findByShadowText(el, 'Kabir Singh');
    expect(select.disabled).to.equal(false);
    expect(queryByShadowText(el, 'Could not load the classes: Database unavailable')).to.equal(null);
  });
});

// ---- Reports ------------------------------------------------------------------------------
function report(q: Record<string, string>): AttendanceReport {
  // A range reaching further back than the default 30 days gives other figures.
  const wide = q.start! < addDays(localToday(), -29);
  return {
    class: q.class!,
    start: q.start!,
    end: q.end!,
    students: [
      {
        id: 'S003',
        name: 'Kabir Singh',
        rollNo: 1,
        attendance: wide ? 95 : 85,
        records: [
          { date: '2025-03-03', status: 'present' },
          { date: '2025-03-04', status: 'absent' },
        ],
      },
      { id: 'S004', name: '=Meera Iyer', rollNo: 2, attendance: 60, records: [{ date: '2025-03-04', status: 'late' }] },
    ],
    summary: {
      totalStudents: 2,
      averageAttendance: wide ? 91 : 73,
      totalPresent: 1,
      totalAbsent: 1,
      date: '2025-03-04',
      trend: wide ? 'up' : 'down',
      change: wide ? 2 : -1,
    },
    weeklyTrend: Array.from({ length: 7 }, (_, i) => ({
      weekStart: `2025-01-${String(10 + i).padStart(2, '0')}`,
      weekEnd: '2025-01-20',
      percentage: 70 + i * 4,
      marks: i === 0 ? 0 : 10,
    })),
  };
}

describe('Attendance section: Reports tab', () => {
  let created: Blob[] = [];
  const realCreate = URL.createObjectURL;
  beforeEach(() => {
    created = [];
    URL.createObjectURL = (b: Blob | MediaSource) => {
      created.push(b as Blob);
      return 'blob:test';
    };
    answer((c) => {
      if (c.path === '/api/attendance/report') return json({ data: report(c.query) });
      return rosterAnswer(STUDENTS, CLASSES, c) ?? json({ data: [] });
    });
  });
  afterEach(() => {
    net?.restore();
    URL.createObjectURL = realCreate;
    cleanup();
  });

  const openReports = async (): Promise<HTMLElement> => openTab(await show(), 'Reports', 'Individual Student Records');

  it('shows the cards, the student records with P/A dots and the 7-week trend', async () => {
    const el = await openReports();
    expect(gets('/api/attendance/report')[0]!.query.class).to.equal('Class A');
    await findByShadowText(el, 'Total Students');
    await findByShadowText(el, '73%');
    await findByShadowText(el, '-1%', { exact: false });
    await findByShadowText(el, 'from last month', { exact: false });
    await findByShadowText(el, 'Present Today');
    await findByShadowText(el, 'Absent Today');
    const table = await findByShadowRole(el, 'table');
    const kabir = (await findAllByShadowRole(table, 'row')).find((r) => r.textContent!.includes('Kabir Singh'))!;
    expect(within(kabir).getByShadowText('85%').className).to.contain('at-percent--warning');
    const dots = within(within(kabir).getByShadowRole('list', { name: 'Last 2 records' })).getAllByShadowRole('listitem');
    expect(dots.map((d) => d.querySelector('[aria-hidden]')!.textContent)).to.deep.equal(['P', 'A']);
    const meera = (await findAllByShadowRole(table, 'row')).find((r) => r.textContent!.includes('Meera'))!;
    expect(within(meera).getByShadowText('60%').className).to.contain('at-percent--danger');
    await findByShadowRole(el, 'heading', { name: 'Attendance Trends' });
    await findByShadowText(el, 'Weekly attendance percentage over the last 7 weeks');
    const trends = await findByShadowRole(el, 'region', { name: 'Attendance Trends' });
    expect(within(trends).getAllByShadowRole('listitem')).to.have.length(7);
  });

  it('filters by class and date range (a new server report each time)', async () => {
    const el = await openReports();
    const start = addDays(localToday(), -90);
    setValue(await findByShadowLabelText(el, 'Start Date'), start);
    await findByShadowText(el, '91%');
    await findByShadowText(el, '+2%', { exact: false });
    await findByShadowText(el, 'from the previous 91 days', { exact: false });
    expect(gets('/api/attendance/report').at(-1)!.query).to.deep.equal({ class: 'Class A', start, end: localToday() });
    setValue(await classSelect(el), 'Class B');
    await waitFor(() => gets('/api/attendance/report').at(-1)!.query.class === 'Class B');
    const before = gets('/api/attendance/report').length;
    setValue(await findByShadowLabelText(el, 'End Date'), addDays(start, -1));
    await findByShadowText(el, 'The start date must be on or before the end date.');
    expect(gets('/api/attendance/report').length).to.equal(before);
  });

  it('exports the shown report as CSV with formula cells neutralised', async () => {
    const el = await openReports();
    (await findByShadowRole(el, 'button', { name: 'Export CSV' })).click();
    await waitFor(() => created.length === 1);
    const text = await created[0]!.text();
    expect(text.split('\r\n')[0]).to.equal('"Student ID","Student","Roll No","Attendance %","Recent Records"');
    expect(text).to.contain(`"S004","'=Meera Iyer",2,60,"2025-03-04 L`);
    expect(created[0]!.type).to.contain('text/csv');
  });
});
