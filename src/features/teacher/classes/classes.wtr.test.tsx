import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole, queryByShadowText, within } from 'shadow-dom-testing-library';
import type { RosterImportRow } from '../../../contract/class-roster.ts';
import { deferred } from '../../../test-support/deferred.ts';
import { fakeFetch, type FetchCall, type FetchDouble } from '../../../test-support/fetch-double.ts';
import { pickFiles, setValue } from '../../../test-support/form.ts';
import { cleanup, mount, waitFor } from '../../../test-support/mount.ts';
import { defineTeacherSection } from '../../../test-support/teacher-section.ts';
import { classServer, rosterStudent, type ImportAnswer } from '../../../test-support/class-server.ts';
import ClassesSection from './classes-section.tsx';

defineTeacherSection('test-classes-section', ClassesSection);

let net: FetchDouble | undefined;
function serve(opts: Parameters<typeof classServer>[0] = {}) {
  const server = classServer(opts);
  net = fakeFetch(server.routes);
  return server;
}
const callsTo = (method: string, path: string) => net!.calls.filter((c) => c.method === method && c.path === path);

async function show(): Promise<HTMLElement> {
  const el = await mount('test-classes-section', { 'teacher-id': '1', 'teacher-name': 'Ms. Priya Sharma' });
  await findByShadowRole(el, 'heading', { name: 'My classes' }, { timeout: 5000 });
  return el;
}
/** The card of the class named `name` in My classes. */
async function card(el: HTMLElement, name: string): Promise<HTMLElement> {
  const heading = await findByShadowRole(el, 'heading', { name, level: 4 });
  return heading.closest('li')!;
}
/** Opens the page of the class named `name`. */
async function openClass(el: HTMLElement, name: string): Promise<void> {
  (await findByShadowRole(el, 'button', { name: `Open ${name}` })).click();
  await findByShadowRole(el, 'heading', { name: 'Roster' });
}
const dialog = (el: HTMLElement, name: string | RegExp) => findByShadowRole(el, 'dialog', { name });
const fileOf = (text: string) => new File([text], 'roster.csv', { type: 'text/csv' });

describe('Classes section', () => {
  afterEach(() => {
    net?.restore();
    cleanup();
  });

  it('lists my classes: name, course, grade, term, students, my role and the join code', async () => {
    serve();
    const el = await show();
    const a = within(await card(el, 'Class A'));
    const facts = (c: typeof a) => c.getAllByShadowRole('definition').map((d) => d.textContent);
    expect(facts(a)).to.deep.equal(['Advanced Mathematics', '10th', '2026-27', '10 students', 'Owner']);
    a.getByShadowText('CODE1XYZ');
    a.getByShadowRole('button', { name: 'Copy the join code of Class A' });
    const b = within(await card(el, 'Class B'));
    expect(facts(b)).to.deep.equal(['Physics Fundamentals', 'Mixed', 'Not set', '1 student', 'Owner']);
    const c = within(await card(el, 'Class C'));
    expect(facts(c)).to.deep.equal(['No course', '10th', '2026-27', '2 students', 'Co-teacher']);
  });

  it('creates a class: a name the server says is taken is said under the name field, then the new class opens', async () => {
    const server = classServer();
    const list = server.routes['GET /api/classes'] as (c: FetchCall) => Response;
    // The list's answers wait for `hold.until` when it is set.
    const hold: { until?: Promise<void> } = {};
    net = fakeFetch({
      ...server.routes,
      'GET /api/classes': async (c) => {
        await hold.until;
        return list(c);
      },
    });
    const el = await show();
    (await findByShadowRole(el, 'button', { name: 'New class' })).click();
    const d = await dialog(el, 'New class');
    const name = within(d).getByShadowRole('textbox', { name: 'Name' }) as HTMLInputElement;
    const course = (await within(d).findByShadowRole('combobox', { name: 'Course' })) as HTMLSelectElement;
    await waitFor(() => course.options.length > 1);
    setValue(name, 'Class A');
    setValue(course, 'advanced-mathematics');
    setValue(within(d).getByShadowRole('combobox', { name: 'Grade' }), '11th');
    setValue(within(d).getByShadowRole('textbox', { name: 'Term' }), '2026-27');
    within(d).getByShadowRole('button', { name: 'Create class' }).click();

    await within(d).findByShadowText('A class named Class A already exists');
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    expect(name.getAttribute('aria-describedby')).to.equal(within(d).getByShadowText('A class named Class A already exists').id);
    expect(callsTo('POST', '/api/classes')[0]!.body).to.deep.equal({
      name: 'Class A',
      courseId: 'advanced-mathematics',
      grade: '11th',
      term: '2026-27',
    });

    setValue(name, 'Class E');
    expect(name.getAttribute('aria-invalid')).to.equal(null);
    // The class list loads again slowly: the new class's page shows what its creation answered.
    const gate = deferred();
    hold.until = gate.promise;
    within(d).getByShadowRole('button', { name: 'Create class' }).click();
    await findByShadowRole(el, 'heading', { name: 'Class E', level: 3 });
    expect(queryByShadowText(el, /not among your classes/)).to.equal(null);
    gate.resolve();
    await waitFor(() => callsTo('GET', '/api/classes').length === 2);
    await findByShadowRole(el, 'heading', { name: 'Roster' });
    await waitFor(() => !queryByShadowRole(el, 'dialog', { name: 'New class' }));
    expect(callsTo('POST', '/api/classes')).to.have.length(2);
  });

  it('imports a CSV: a file with a bad row is previewed with Import disabled; the fixed file imports', async () => {
    const row = (line: number, name: string, action: RosterImportRow['action'], error?: string): RosterImportRow => ({
      line,
      name,
      grade: '10th',
      email: `${name.split(' ')[0]!.toLowerCase()}@school.test`,
      action,
      ...(error ? { error } : {}),
    });
    const importer: ImportAnswer = (csv, commit) => {
      const bad = csv.includes('Tenth');
      const rows = [
        row(2, 'Nia Bose', 'create'),
        bad ? row(3, 'Om Rao', 'error', 'grade must be one of: 9th, 10th, 11th, 12th') : row(3, 'Om Rao', 'create'),
        row(4, 'Aarav Patel', 'in-class'),
      ];
      return { rows, written: commit && !bad };
    };
    serve({ importer });
    const el = await show();
    await openClass(el, 'Class A');
    (await findByShadowRole(el, 'button', { name: 'Import CSV' })).click();
    const d = await dialog(el, 'Import students into Class A');
    const input = within(d).getByShadowLabelText('CSV file') as HTMLInputElement;
    const importButton = within(d).getByShadowRole('button', { name: 'Import' }) as HTMLButtonElement;
    expect(importButton.disabled).to.equal(true);

    pickFiles(input, [
      fileOf(
        'name,grade,email\nNia Bose,10th,nia@school.test\nOm Rao,Tenth,om@school.test\nAarav Patel,10th,aarav@school.test\n',
      ),
    ]);
    await within(d).findByShadowText(/^1 row has an error: fix the file and choose it again/);
    const table = within(d).getByShadowRole('table');
    const cells = within(table)
      .getAllByShadowRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByShadowRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).to.deep.equal([
      ['2', 'Nia Bose', '10th', 'nia@school.test', 'New', ''],
      ['3', 'Om Rao', '10th', 'om@school.test', 'Error', 'grade must be one of: 9th, 10th, 11th, 12th'],
      ['4', 'Aarav Patel', '10th', 'aarav@school.test', 'Already in class', ''],
    ]);
    expect(importButton.disabled).to.equal(true);
    const imports = () => net!.calls.filter((c) => c.path === '/api/classes/1/students/import');
    expect(imports().map((c) => (c.body as { commit: boolean }).commit)).to.deep.equal([false]);

    pickFiles(input, [
      fileOf('name,grade,email\nNia Bose,10th,nia@school.test\nOm Rao,10th,om@school.test\nAarav Patel,10th,aarav@school.test\n'),
    ]);
    await within(d).findByShadowText('3 rows ready to import.');
    expect(importButton.disabled).to.equal(false);
    importButton.click();
    await waitFor(() => !queryByShadowRole(el, 'dialog', { name: 'Import students into Class A' }));
    expect(imports().map((c) => (c.body as { commit: boolean }).commit)).to.deep.equal([false, false, true]);
    expect((imports()[2]!.body as { csv: string }).csv).to.contain('Om Rao,10th');
    await findByShadowText(el, '3 students imported');
  });

  it("adds a student found among the school's students", async () => {
    serve();
    const el = await show();
    await openClass(el, 'Class A');
    await findByShadowText(el, 'Showing 1 of 1 student');
    (await findByShadowRole(el, 'button', { name: 'Add students' })).click();
    const d = await dialog(el, 'Add students to Class A');
    // Aarav is in the class already: his box is ticked and cannot be changed.
    const aarav = (await within(d).findByShadowRole('checkbox', { name: /Aarav Patel/ })) as HTMLInputElement;
    expect([aarav.checked, aarav.disabled]).to.deep.equal([true, true]);

    setValue(within(d).getByShadowRole('searchbox', { name: "Search the school's students" }), 'Kab');
    await waitFor(() => callsTo('GET', '/api/school/students').some((c) => c.query.q === 'Kab'));
    await waitFor(() => !within(d).queryByShadowRole('checkbox', { name: /Aarav Patel/ }));
    (within(d).getByShadowRole('checkbox', { name: /Kabir Singh/ }) as HTMLInputElement).click();
    within(d).getByShadowRole('button', { name: 'Add 1 student' }).click();

    await waitFor(() => !queryByShadowRole(el, 'dialog', { name: 'Add students to Class A' }));
    expect(callsTo('POST', '/api/classes/1/students')[0]!.body).to.deep.equal({ studentIds: ['S003'] });
    const roster = await findByShadowRole(el, 'list', { name: 'Students of Class A' });
    await within(roster).findByShadowText('Kabir Singh');
    await findByShadowText(el, 'Showing 2 of 2 students');
  });

  it('removes a student from the roster after asking', async () => {
    serve();
    const el = await show();
    await openClass(el, 'Class A');
    (await findByShadowRole(el, 'button', { name: 'Remove Aarav Patel from the class' })).click();
    const ask = await findByShadowRole(el, 'alertdialog', { name: 'Remove this student from the class?' });
    within(ask).getByShadowRole('button', { name: 'Remove' }).click();
    await findByShadowText(el, 'No students in this class yet. Add them from the school or import a CSV.');
    expect(callsTo('DELETE', '/api/classes/1/students/S001')).to.have.length(1);
  });

  it('shows a long roster a page at a time: Load more adds the next page', async () => {
    const school = Array.from({ length: 60 }, (_, i) =>
      rosterStudent(`S${String(i + 1).padStart(3, '0')}`, `Student ${i + 1}`, ['Class A']),
    );
    serve({ school });
    const el = await show();
    await openClass(el, 'Class A');
    await findByShadowText(el, 'Showing 50 of 60 students');
    (await findByShadowRole(el, 'button', { name: 'Load more' })).click();
    await findByShadowText(el, 'Showing 60 of 60 students');
    expect(queryByShadowRole(el, 'button', { name: 'Load more' })).to.equal(null);
    expect(callsTo('GET', '/api/classes/1/students').map((c) => c.query.cursor ?? '')).to.deep.equal(['', '50']);
  });

  it('the owner adds a co-teacher by email (an unknown email said under the field) and removes them', async () => {
    serve();
    const el = await show();
    await openClass(el, 'Class A');
    const teachers = await findByShadowRole(el, 'region', { name: 'Teachers' });
    const email = within(teachers).getByShadowRole('textbox', { name: "Co-teacher's email" });
    setValue(email, 'nobody@eduportal.example');
    within(teachers).getByShadowRole('button', { name: 'Add co-teacher' }).click();
    await within(teachers).findByShadowText('No teacher account has the email nobody@eduportal.example');
    expect(email.getAttribute('aria-invalid')).to.equal('true');

    setValue(email, 'teacher2@eduportal.example');
    within(teachers).getByShadowRole('button', { name: 'Add co-teacher' }).click();
    await within(teachers).findByShadowText('Mr. Arjun Rao');
    expect(within(teachers).getByShadowText('Co-teacher')).to.not.equal(null);

    within(teachers).getByShadowRole('button', { name: "Remove Mr. Arjun Rao from the class's teachers" }).click();
    const ask = await findByShadowRole(el, 'alertdialog', { name: 'Remove this co-teacher?' });
    within(ask).getByShadowRole('button', { name: 'Remove' }).click();
    await waitFor(() => !within(teachers).queryByShadowText('Mr. Arjun Rao'));
    expect(callsTo('DELETE', '/api/classes/1/teachers/2')).to.have.length(1);
  });

  it('gives a class a new join code', async () => {
    serve();
    const el = await show();
    await openClass(el, 'Class A');
    expect(el.shadowRoot!.querySelector('code')!.textContent).to.equal('CODE1XYZ');
    (await findByShadowRole(el, 'button', { name: 'New code' })).click();
    await findByShadowText(el, 'NEW1CODE');
  });

  it('a co-teacher sees the class without Edit, Delete or the co-teacher form', async () => {
    serve();
    const el = await show();
    await openClass(el, 'Class C');
    await findByShadowText(el, "Only the class's owner edits it, deletes it and changes its teachers.");
    for (const name of ['Edit class', 'Delete class', 'Add co-teacher'])
      expect(queryByShadowRole(el, 'button', { name })).to.equal(null);
  });

  it('deletes a class after asking: the list shows without it at once', async () => {
    const server = classServer();
    const list = server.routes['GET /api/classes'] as (c: FetchCall) => Response;
    const gate = deferred();
    let calls = 0;
    net = fakeFetch({
      ...server.routes,
      // The list loads again slowly after the delete.
      'GET /api/classes': async (c) => {
        if (calls++ > 0) await gate.promise;
        return list(c);
      },
    });
    const el = await show();
    await openClass(el, 'Class B');
    (await findByShadowRole(el, 'button', { name: 'Delete class' })).click();
    const ask = await findByShadowRole(el, 'alertdialog', { name: 'Delete this class?' });
    within(ask).getByShadowText(/^Class B, its roster and its join code will be deleted/);
    within(ask).getByShadowRole('button', { name: 'Delete class' }).click();
    await findByShadowRole(el, 'heading', { name: 'My classes' });
    await findByShadowRole(el, 'heading', { name: 'Class A', level: 4 });
    expect(queryByShadowRole(el, 'heading', { name: 'Class B', level: 4 })).to.equal(null);
    expect(callsTo('DELETE', '/api/classes/2')).to.have.length(1);
    gate.resolve();
    await waitFor(() => callsTo('GET', '/api/classes').length === 2);
    expect(queryByShadowRole(el, 'heading', { name: 'Class B', level: 4 })).to.equal(null);
  });
});
