import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole, queryByShadowText, within } from 'shadow-dom-testing-library';
import '../../../../elements/edu-admin-dashboard.ts';
import { mount, setWidth, waitFor } from '../../../../test-support/mount.ts';
import { json, onePage, type FetchCall } from '../../../../test-support/fetch-double.ts';
import { labelledField, setValue } from '../../../../test-support/form.ts';
import { networkSuite } from '../../../../test-support/network-suite.ts';
import { signInForTest } from '../../../../test-support/session.ts';
import { mountAdminDashboard } from '../../../../test-support/admin-dashboard.ts';
import { toolsNav } from '../../../../test-support/teacher-dashboard.ts';
import { sampleStudent } from '../../../../test-support/samples.ts';
import { schoolStudentPage } from '../../../../test-support/student-pages.ts';

const PENDING = [
  { id: 7, name: 'Ms. Nisha Verma', email: 'nisha@school.test', role: 'teacher', createdAt: '2026-03-02T09:00:00.000Z' },
  { id: 8, name: 'Mr. Omar <b>Khan</b>', email: 'omar@school.test', role: 'teacher', createdAt: '2026-03-03T09:00:00.000Z' },
];

const summary = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  courseId: 'advanced-mathematics',
  courseTitle: 'Advanced Mathematics',
  grade: '10th',
  term: '2026-27',
  studentCount: 2,
  teachers: [
    { teacherId: '1', name: 'Ms. Priya Sharma', owner: true },
    { teacherId: '2', name: 'Mr. Arjun Rao', owner: false },
  ],
  lms: false,
  joinCode: `CODE${id}AB`,
  ...extra,
});

const TEACHERS = {
  data: [
    { teacherId: '2', name: 'Mr. Arjun Rao', email: 'teacher2@school.test', classes: 2 },
    { teacherId: '1', name: 'Ms. Priya Sharma', email: 'teacher@school.test', classes: 2 },
  ],
  total: 2,
  nextCursor: null,
};

async function openAdmin(hash = ''): Promise<HTMLElement> {
  await setWidth(1280);
  history.replaceState(null, '', `${location.pathname}${hash}`);
  return mountAdminDashboard();
}

describe('<edu-admin-dashboard>', () => {
  const net = networkSuite(undefined, { after: () => history.replaceState(null, '', location.pathname) });

  it('shows the title, the ADMINISTRATION navigation and the pending teacher sign-ups', async () => {
    net.serve({ 'GET /api/accounts/pending': onePage(PENDING) });
    const el = await openAdmin();
    await findByShadowRole(el, 'heading', { name: 'School Administration', level: 1 }, { timeout: 10000 });
    const { tools } = await toolsNav(el, 'ADMINISTRATION');
    expect(tools).to.deep.equal(['Pending teachers', 'Classes', 'Teachers', 'Students', 'Parent links']);
    await findByShadowText(el, 'Mrs. Helen Carter');
    await findByShadowText(el, 'Administrator');
    await findByShadowRole(el, 'heading', { name: 'Pending teachers', level: 2 }, { timeout: 10000 });
    await findByShadowText(el, 'Ms. Nisha Verma');
    // Markup in a name is text.
    await findByShadowText(el, 'Mr. Omar <b>Khan</b>');
    await findByShadowRole(el, 'button', { name: 'Approve Ms. Nisha Verma' });
    await findByShadowRole(el, 'button', { name: 'Decline Ms. Nisha Verma' });
  });

  it('approves a sign-up only after the confirmation, and takes it off the list', async () => {
    const posted: FetchCall[] = [];
    net.serve({
      'GET /api/accounts/pending': onePage(PENDING),
      'POST /api/accounts/7/approve': (call) => {
        posted.push(call);
        return json({ message: 'Approved: Ms. Nisha Verma is now teacher 4.' });
      },
    });
    const el = await openAdmin();
    (await findByShadowRole(el, 'button', { name: 'Approve Ms. Nisha Verma' }, { timeout: 10000 })).click();
    let dialog = await findByShadowRole(el, 'alertdialog', { name: 'Approve Ms. Nisha Verma?' });
    await within(dialog).findByShadowText(/nisha@school\.test\) becomes a teacher of the school/);
    (await within(dialog).findByShadowRole('button', { name: 'Cancel' })).click();
    await waitFor(() => !queryByShadowRole(el, 'alertdialog'));
    expect(posted).to.have.length(0);

    (await findByShadowRole(el, 'button', { name: 'Approve Ms. Nisha Verma' })).click();
    dialog = await findByShadowRole(el, 'alertdialog', { name: 'Approve Ms. Nisha Verma?' });
    (await within(dialog).findByShadowRole('button', { name: 'Approve' })).click();
    await findByShadowText(el, 'Ms. Nisha Verma is now a teacher of the school.');
    await waitFor(() => !queryByShadowRole(el, 'alertdialog'));
    expect(posted).to.have.length(1);
    expect(queryByShadowRole(el, 'button', { name: 'Approve Ms. Nisha Verma' })).to.equal(null);
    await findByShadowText(el, 'Mr. Omar <b>Khan</b>');
  });

  it('declines with the reason typed in the dialog; the last one leaves an empty list', async () => {
    const bodies: unknown[] = [];
    net.serve({
      'GET /api/accounts/pending': onePage(PENDING.slice(0, 1)),
      'POST /api/accounts/7/decline': (call) => {
        bodies.push(call.body);
        return json({ message: 'Declined: Ms. Nisha Verma cannot use the teacher dashboard.' });
      },
    });
    const el = await openAdmin();
    (await findByShadowRole(el, 'button', { name: 'Decline Ms. Nisha Verma' }, { timeout: 10000 })).click();
    const dialog = await findByShadowRole(el, 'alertdialog', { name: 'Decline Ms. Nisha Verma?' });
    await within(dialog).findByShadowText(/cannot use the teacher dashboard/);
    const reason = labelledField<HTMLTextAreaElement>(dialog, 'Reason (optional, shown to the applicant)');
    setValue(reason, 'x'.repeat(501));
    await within(dialog).findByShadowText('The reason must be at most 500 characters');
    (await within(dialog).findByShadowRole('button', { name: 'Decline' })).click();
    expect(bodies).to.have.length(0);

    setValue(reason, '  Not on the staff list.  ');
    (await within(dialog).findByShadowRole('button', { name: 'Decline' })).click();
    await findByShadowText(el, "Ms. Nisha Verma's sign-up was declined.");
    expect(bodies).to.deep.equal([{ reason: 'Not on the staff list.' }]);
    await findByShadowText(el, 'No teacher sign-ups are waiting for approval.');
  });

  it('keeps the sign-up and says why when the server refuses the decision', async () => {
    net.serve({
      'GET /api/accounts/pending': onePage(PENDING.slice(0, 1)),
      'POST /api/accounts/7/decline': json({ message: 'No teacher account 7 is waiting for approval.' }, 404),
    });
    const el = await openAdmin();
    (await findByShadowRole(el, 'button', { name: 'Decline Ms. Nisha Verma' }, { timeout: 10000 })).click();
    const dialog = await findByShadowRole(el, 'alertdialog', { name: 'Decline Ms. Nisha Verma?' });
    (await within(dialog).findByShadowRole('button', { name: 'Decline' })).click();
    await findByShadowText(el, "Could not update Ms. Nisha Verma's sign-up: No teacher account 7 is waiting for approval.");
    await findByShadowRole(el, 'alertdialog', { name: 'Decline Ms. Nisha Verma?' });
  });

  it('lists every class with its course, teachers and students, searches and shows more', async () => {
    const queries: Record<string, string>[] = [];
    net.serve({
      'GET /api/classes': (call) => {
        queries.push(call.query);
        if (call.query.q === 'physics')
          return json({ data: [summary(2, 'Class B', { courseTitle: 'Physics' })], total: 1, nextCursor: null });
        if (call.query.cursor === '1')
          return json({
            data: [summary(3, 'Class C', { courseTitle: null, courseId: null, teachers: [] })],
            total: 2,
            nextCursor: null,
          });
        return json({ data: [summary(1, 'Class A')], total: 2, nextCursor: '1' });
      },
    });
    const el = await openAdmin('#classes');
    const table = await findByShadowRole(el, 'table', { name: 'Classes' }, { timeout: 10000 });
    const row = (await within(table).findByShadowRole('rowheader', { name: 'Class A' })).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).to.deep.equal([
      'Advanced Mathematics',
      '10th',
      '2026-27',
      'Ms. Priya Sharma (owner) and Mr. Arjun Rao',
      '2 students',
      'CODE1AB',
      'Edit',
    ]);
    await findByShadowText(el, 'Showing 1 of 2');
    (await findByShadowRole(el, 'button', { name: 'Show more' })).click();
    await within(table).findByShadowRole('rowheader', { name: 'Class C' });
    await findByShadowText(el, 'Showing 2 of 2');
    await findByShadowText(el, 'No course');
    expect(queryByShadowRole(el, 'button', { name: 'Show more' })).to.equal(null);

    setValue(await findByShadowRole(el, 'searchbox', { name: 'Search classes' }), 'physics');
    await findByShadowRole(el, 'rowheader', { name: 'Class B' });
    await waitFor(() => !queryByShadowText(el, 'Class A'));
    expect(queries.map((q) => [q.q, q.cursor])).to.deep.equal([
      [undefined, undefined],
      [undefined, '1'],
      ['physics', undefined],
    ]);
  });

  it('creates a class with the owner picked from the teachers, and refuses a form without one', async () => {
    const created: unknown[] = [];
    let classes = [summary(1, 'Class A')];
    net.serve({
      'GET /api/classes': () => json({ data: classes, total: classes.length, nextCursor: null }),
      'GET /api/teachers': json(TEACHERS),
      'POST /api/classes': (call) => {
        created.push(call.body);
        const made = summary(5, 'Class E', { teachers: [{ teacherId: '2', name: 'Mr. Arjun Rao', owner: true }] });
        classes = [...classes, made];
        return json(made, 201);
      },
    });
    const el = await openAdmin('#classes');
    (await findByShadowRole(el, 'button', { name: 'New class' }, { timeout: 10000 })).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'New class' });
    await within(dialog).findByShadowRole('option', { name: 'Mr. Arjun Rao (teacher2@school.test)' });
    (await within(dialog).findByShadowRole('button', { name: 'Create class' })).click();
    await within(dialog).findByShadowText('Enter the class name');
    await within(dialog).findByShadowText("Choose the class's owner");
    expect(created).to.have.length(0);

    setValue(labelledField(dialog, 'Class name'), '  Class E ');
    setValue(labelledField<HTMLSelectElement>(dialog, 'Grade'), '11th');
    setValue(labelledField(dialog, 'Term'), '2026-27');
    setValue(labelledField<HTMLSelectElement>(dialog, 'Owner'), '2');
    (await within(dialog).findByShadowRole('button', { name: 'Create class' })).click();
    await findByShadowText(el, 'Class E was created.');
    expect(created).to.deep.equal([{ name: 'Class E', courseId: null, grade: '11th', term: '2026-27', ownerTeacherId: '2' }]);
    await waitFor(() => !queryByShadowRole(el, 'dialog', { name: 'New class' }));
    await findByShadowRole(el, 'rowheader', { name: 'Class E' });
  });

  it('lists the teachers with their email and classes', async () => {
    net.serve({ 'GET /api/teachers': json(TEACHERS) });
    const el = await openAdmin('#teachers');
    const table = await findByShadowRole(el, 'table', { name: 'Teachers' }, { timeout: 10000 });
    const row = (await within(table).findByShadowRole('rowheader', { name: 'Mr. Arjun Rao' })).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).to.deep.equal(['teacher2@school.test', '2', '2']);
  });

  it('links a parent account to a student found by name, and unlinks it', async () => {
    const parent = {
      id: 31,
      name: 'Sunita Nair',
      email: 'sunita@school.test',
      role: 'parent',
      createdAt: '2026-03-02T09:00:00.000Z',
    };
    const linkBodies: unknown[] = [];
    net.serve({
      'GET /api/school/students': (call) =>
        schoolStudentPage(
          [sampleStudent(1, { name: 'Aarav Mehta' }), sampleStudent(3, { name: 'Kabir Nair', classes: ['Class C', 'Class D'] })],
          call,
        ),
      'GET /api/students/S003/links': json({ data: [] }),
      'POST /api/students/S003/links': (call) => {
        linkBodies.push(call.body);
        return json({ data: [parent] });
      },
      'DELETE /api/students/S003/links/31': json({ data: [] }),
    });
    const el = await openAdmin('#links');
    await findByShadowText(el, 'Choose a student to see and change the accounts linked to them.', {}, { timeout: 10000 });
    setValue(await findByShadowRole(el, 'searchbox', { name: 'Search students' }), 'nair');
    await findByShadowText(el, 'S003 · Class C and Class D');
    await waitFor(() => !queryByShadowText(el, 'Aarav Mehta'));
    (await findByShadowRole(el, 'button', { name: 'Choose Kabir Nair' })).click();
    await findByShadowRole(el, 'heading', { name: 'Accounts linked to Kabir Nair' });
    setValue(await findByShadowRole(el, 'textbox', { name: 'Link an account by its email' }), 'sunita@school.test');
    (await findByShadowRole(el, 'button', { name: 'Link account' })).click();
    await findByShadowRole(el, 'button', { name: 'Unlink Sunita Nair' });
    expect(linkBodies).to.deep.equal([{ email: 'sunita@school.test' }]);
    (await findByShadowRole(el, 'button', { name: 'Unlink Sunita Nair' })).click();
    await waitFor(() => !queryByShadowRole(el, 'button', { name: 'Unlink Sunita Nair' }));
  });

  it("shows the school's whole student directory", async () => {
    net.serve({
      'GET /api/classes': json({ data: [summary(1, 'Class A'), summary(3, 'Class C')], total: 2, nextCursor: null }),
      'GET /api/students': json({
        data: [sampleStudent(1, { name: 'Aarav Mehta' }), sampleStudent(3, { name: 'Kabir Nair', classes: ['Class C'] })],
        total: 2,
        nextCursor: null,
      }),
    });
    const el = await openAdmin('#students');
    await findByShadowRole(el, 'heading', { name: 'Student Directory' }, { timeout: 10000 });
    await findByShadowText(el, 'Showing 2 of 2 students');
    await findByShadowText(el, 'Kabir Nair');
    await findByShadowRole(el, 'option', { name: /^Class C · / });
  });

  it('is for administrators: a teacher is told whom it is for', async () => {
    net.serve({});
    signInForTest('teacher', 'http://api.test');
    const el = await mount('edu-admin-dashboard', { 'api-base': 'http://api.test' });
    await findByShadowText(
      el,
      'The administration dashboard is for Administrator accounts. You are signed in as Ms. Priya Sharma (Teacher).',
      {},
      { timeout: 10000 },
    );
    expect(net.calls.filter((c) => c.path.startsWith('/api/accounts'))).to.have.length(0);
  });
});

describe('<edu-admin-dashboard>: pending sign-ups a page at a time', () => {
  const net = networkSuite(undefined, { after: () => history.replaceState(null, '', location.pathname) });
  const MANY = Array.from({ length: 70 }, (_, i) => ({
    id: 100 + i,
    name: `Applicant ${i + 1}`,
    email: `applicant${i + 1}@school.test`,
    role: 'teacher',
    createdAt: '2026-03-02T09:00:00.000Z',
  }));

  it('asks for the first 50 and loads the rest as the list scrolls to its end', async () => {
    net.serve({
      'GET /api/accounts/pending': ({ query }: FetchCall) => {
        const offset = Number(query.cursor ?? 0);
        const data = MANY.slice(offset, offset + Number(query.limit ?? 50));
        const next = offset + data.length;
        return json({ data, total: MANY.length, nextCursor: next < MANY.length ? String(next) : null });
      },
    });
    const el = await openAdmin();
    await findByShadowText(el, 'Applicant 1', {}, { timeout: 10000 });
    expect(queryByShadowRole(el, 'button', { name: 'Approve Applicant 70' })).to.equal(null);
    for (let i = 0; i < 20 && !queryByShadowRole(el, 'button', { name: 'Approve Applicant 70' }); i++) {
      el.shadowRoot!.querySelector('[data-list-end]')?.scrollIntoView();
      await new Promise((r) => setTimeout(r, 150));
    }
    await findByShadowRole(el, 'button', { name: 'Approve Applicant 70' });
    const asked = net.calls.filter((c) => c.path === '/api/accounts/pending').map((c) => [c.query.cursor, c.query.limit]);
    expect(asked).to.deep.equal([
      [undefined, '50'],
      ['50', '50'],
    ]);
  });
});
