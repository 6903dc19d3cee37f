import { beforeEach, describe, expect, it } from 'vitest';
import { getJson, sendJson, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import type { AccountName } from '../test-support/accounts.ts';
import { forgetWrites } from '../auth/write-limit.ts';
import { ClassSummary, JoinClassResponse } from '../../src/contract/classes.ts';
import { AddToRosterResponse, RosterImportResponse, RosterResponse } from '../../src/contract/class-roster.ts';
import { MessageBody } from '../../src/contract/errors.ts';

let h: Harness;
let teacher: HeaderMap; // teacher 1 (owns Class A and B), signed in for every request unless a test says otherwise
withFreshHarnessEachTest((harness, signedIn) => ([h, teacher] = [harness, signedIn]));
beforeEach(() => forgetWrites());

const as = async (who: AccountName | HeaderMap) => (typeof who === 'string' ? h.signIn(who) : who);
const get = async (path: string, who: AccountName | HeaderMap = teacher) => getJson(`${h.base}${path}`, await as(who));
const send = async (path: string, method: string, body: unknown, who: AccountName | HeaderMap = teacher) =>
  sendJson(`${h.base}${path}`, method, body, await as(who));
const del = async (path: string, who: AccountName | HeaderMap = teacher) =>
  getJson(`${h.base}${path}`, await as(who), { method: 'DELETE' });
const post = async (path: string, who: AccountName | HeaderMap = teacher) =>
  getJson(`${h.base}${path}`, await as(who), { method: 'POST' });

const idOf = async (name: string): Promise<number> =>
  (await h.db.query<{ id: number }>('SELECT id FROM classes WHERE name = $1', [name]))[0]!.id;
const rosterOf = async (name: string): Promise<string[]> =>
  (
    await h.db.query<{ id: string }>('SELECT student_id AS id FROM class_students WHERE class = $1 ORDER BY student_id', [name])
  ).map((r) => r.id);
const studentCount = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM students'))[0]!.n;
const activity = async () =>
  (
    await h.db.query<{ teacher_id: string; message: string }>(
      "SELECT teacher_id, message FROM activity WHERE type = 'class' ORDER BY id",
    )
  ).map((r) => `${r.teacher_id}: ${r.message}`);
/** Makes the class an LMS course (the course of a registered platform). */
async function makeLmsCourse(name: string): Promise<void> {
  await h.db.query(`INSERT INTO lti_platforms (issuer, client_id, auth_url, token_url, jwks_url)
    VALUES ('https://lms.example', 'c', 'https://lms.example/a', 'https://lms.example/t', 'https://lms.example/k')`);
  await h.db.query(
    "INSERT INTO lti_contexts (platform_id, context_id, deployment_id, class, title) SELECT id, 'ctx', 'd', $1, 'A' FROM lti_platforms",
    [name],
  );
}
const fields = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  courseId: 'advanced-mathematics',
  grade: '10th',
  term: '2026-27',
  ...more,
});

describe('creating a class', () => {
  it('a teacher creates a class and owns it; it has a join code, no students, and the activity says so', async () => {
    const res = await send('/api/classes', 'POST', fields(' Algebra 2 '));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const c = ClassSummary.parse(res.body);
    expect(c).toMatchObject({
      name: 'Algebra 2',
      courseId: 'advanced-mathematics',
      courseTitle: expect.any(String),
      grade: '10th',
      term: '2026-27',
      studentCount: 0,
      teachers: [{ teacherId: '1', name: 'Ms. Priya Sharma', owner: true }],
      lms: false,
      joinCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });
    expect((await get(`/api/classes/${c.id}`)).body).toEqual(c);
    expect(await activity()).toEqual(['1: Created class Algebra 2']);
    // Teacher 1 may name themselves; nobody else.
    expect((await send('/api/classes', 'POST', fields('Algebra 3', { ownerTeacherId: '1' }))).status).toBe(201);
    const other = await send('/api/classes', 'POST', fields('Algebra 4', { ownerTeacherId: '2' }));
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/ownerTeacherId/);
  });

  it('refuses a name another class has (any case) with 409, a course not in the catalogue and bad fields with 400', async () => {
    const taken = await send('/api/classes', 'POST', fields('class a'));
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'A class named "Class A" exists already: choose another name.' });
    const course = await send('/api/classes', 'POST', fields('New', { courseId: 'alchemy' }));
    expect(course).toMatchObject({
      status: 400,
      body: { message: 'Invalid body: courseId: "alchemy" is not a course of the catalogue.' },
    });
    for (const bad of [
      fields(''),
      fields('x'.repeat(101)),
      fields('New', { grade: '13th' }),
      fields('New', { term: 't'.repeat(41) }),
      fields('New', { ownerTeacherId: '../1' }),
      { name: 'New' },
    ]) {
      const res = await send('/api/classes', 'POST', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/^Invalid body: /);
    }
    expect((await h.db.query('SELECT 1 FROM classes')).length).toBe(4);
  });

  it('keeps markup in a name as text', async () => {
    const res = await send('/api/classes', 'POST', fields('<img src=x onerror=alert(1)>', { courseId: null, grade: '' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: '<img src=x onerror=alert(1)>', courseId: null, courseTitle: null, grade: '' });
  });

  it('an administrator names the owner: 400 without one, 404 for an unknown teacher', async () => {
    expect((await send('/api/classes', 'POST', fields('Chem'), 'admin')).body.message).toBe(
      "Invalid body: ownerTeacherId: an administrator names the class's owner teacher.",
    );
    expect((await send('/api/classes', 'POST', fields('Chem', { ownerTeacherId: '99' }), 'admin')).status).toBe(404);
    const res = await send('/api/classes', 'POST', fields('Chem', { ownerTeacherId: '3' }), 'admin');
    expect(res.status).toBe(201);
    expect(res.body.teachers).toEqual([{ teacherId: '3', name: 'Ms. Leela Iyer', owner: true }]);
    // An administrator's changes are no teacher's activity.
    expect(await activity()).toEqual([]);
  });
});

describe('changing a class', () => {
  it('renames it everywhere its name is stored: roster, teachers, materials, attendance, tests, the LMS course', async () => {
    const id = await idOf('Class A');
    await h.db.query(
      "INSERT INTO attendance (student_id, date, class, status, teacher_id) VALUES ('S001', '2025-03-03', 'Class A', 'present', '1')",
    );
    await h.db.query(
      "INSERT INTO attendance_versions (class, date, version, teacher_id) VALUES ('Class A', '2025-03-03', 1, '1')",
    );
    const [t] = await h.db.query<{ id: number }>(
      `INSERT INTO tests (title, course, question_count, total_points, status, assigned_to, teacher_id)
       VALUES ('T', 'Mathematics', 1, 1, 'draft', '["Class B", "Class A", "Class C"]', '1') RETURNING id`,
    );
    const roster = await rosterOf('Class A');
    await makeLmsCourse('Class A');
    const [m] = await h.db.query<{ id: number }>(
      `INSERT INTO materials (file_id, teacher_id, category, course, title, mime, size)
       VALUES ('renamefile', '1', 'Lectures', 'Mathematics', 'Notes', 'application/pdf', 10) RETURNING id`,
    );
    await h.db.query("INSERT INTO material_classes (material_id, class) VALUES ($1, 'Class A')", [m!.id]);

    const res = await send(
      `/api/classes/${id}`,
      'PUT',
      fields('Algebra 1', { courseId: 'physics-fundamentals', grade: '', term: '' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Algebra 1', courseId: 'physics-fundamentals', grade: '', term: '' });
    expect(await rosterOf('Algebra 1')).toEqual(roster);
    expect(await rosterOf('Class A')).toEqual([]);
    const [test] = await h.db.query<{ assigned_to: string[] }>('SELECT assigned_to FROM tests WHERE id = $1', [t!.id]);
    expect(test!.assigned_to).toEqual(['Class B', 'Algebra 1', 'Class C']);
    expect(await h.db.query('SELECT class FROM attendance')).toEqual([{ class: 'Algebra 1' }]);
    expect(await h.db.query('SELECT class FROM attendance_versions')).toEqual([{ class: 'Algebra 1' }]);
    expect(await h.db.query('SELECT class FROM material_classes')).toEqual([{ class: 'Algebra 1' }]);
    expect(await h.db.query('SELECT class FROM lti_contexts')).toEqual([{ class: 'Algebra 1' }]);
    expect(res.body.lms).toBe(true);
    expect(
      (await h.db.query("SELECT 1 FROM class_teachers WHERE class = 'Algebra 1' AND teacher_id = '1' AND owner")).length,
    ).toBe(1);
    expect(await activity()).toEqual(['1: Renamed class Class A to Algebra 1']);
    // The teacher's identity follows: the renamed class is still theirs.
    expect((await get(`/api/classes/${id}/students`)).status).toBe(200);
  });

  it('refuses a name another class has (409) and an owner change by a teacher (403); an administrator changes the owner', async () => {
    const id = await idOf('Class A');
    expect((await send(`/api/classes/${id}`, 'PUT', fields('CLASS B'))).status).toBe(409);
    // Its own name in another case is no clash.
    expect((await send(`/api/classes/${id}`, 'PUT', fields('CLASS A'))).status).toBe(200);
    expect((await send(`/api/classes/${id}`, 'PUT', fields('CLASS A', { ownerTeacherId: '1' }))).status).toBe(200);
    const owner = await send(`/api/classes/${id}`, 'PUT', fields('CLASS A', { ownerTeacherId: '2' }));
    expect(owner).toMatchObject({
      status: 403,
      body: { message: "Only the school's administrator can change a class's owner." },
    });

    const moved = await send(`/api/classes/${id}`, 'PUT', fields('CLASS A', { ownerTeacherId: '2' }), 'admin');
    expect(moved.status).toBe(200);
    expect(moved.body.teachers).toEqual([
      { teacherId: '2', name: 'Mr. Arjun Rao', owner: true },
      { teacherId: '1', name: 'Ms. Priya Sharma', owner: false },
    ]);
    expect((await send(`/api/classes/${id}`, 'PUT', fields('CLASS A', { ownerTeacherId: '77' }), 'admin')).status).toBe(404);
  });

  it('answers 404 for a class that does not exist and 403 for a class of another teacher', async () => {
    expect((await get('/api/classes/999999')).status).toBe(404);
    const other = await get(`/api/classes/${await idOf('Class C')}`);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("Only the teachers of Class C and the school's administrator can see or change it.");
    expect((await send(`/api/classes/${await idOf('Class C')}`, 'PUT', fields('Mine'))).status).toBe(403);
    expect((await get('/api/classes/abc')).status).toBe(400);
  });
});

describe('deleting a class', () => {
  it("deletes it with its roster, attendance and place in tests' assignments; the students' records stay", async () => {
    const id = await idOf('Class B');
    await h.db.query(
      "INSERT INTO attendance (student_id, date, class, status, teacher_id) VALUES ('S002', '2025-03-03', 'Class B', 'present', '1')",
    );
    await h.db.query(
      `INSERT INTO tests (title, course, question_count, total_points, status, assigned_to, teacher_id)
       VALUES ('T', 'Mathematics', 1, 1, 'draft', '["Class B", "Class A"]', '1')`,
    );
    const students = await studentCount();
    const res = await del(`/api/classes/${id}`);
    expect(res.status).toBe(200);
    expect(MessageBody.parse(res.body)).toEqual({ message: 'Deleted Class B.' });
    expect(await rosterOf('Class B')).toEqual([]);
    expect(await h.db.query('SELECT 1 FROM attendance')).toEqual([]);
    expect(await h.db.query('SELECT assigned_to FROM tests')).toEqual([{ assigned_to: ['Class A'] }]);
    expect(await studentCount()).toBe(students);
    expect((await get(`/api/classes/${id}`)).status).toBe(404);
    expect(await activity()).toEqual(['1: Deleted class Class B']);
  });

  it('refuses (409) to delete an LMS course, and (403) a co-teacher or another teacher', async () => {
    const id = await idOf('Class A');
    await makeLmsCourse('Class A');
    const lms = await del(`/api/classes/${id}`);
    expect(lms.status).toBe(409);
    expect(lms.body.message).toMatch(/^Class A is a course of an LMS/);

    const b = await idOf('Class B');
    expect((await send(`/api/classes/${b}/teachers`, 'POST', { email: 'teacher2@eduportal.example' })).status).toBe(200);
    const co = await del(`/api/classes/${b}`, 'teacher2');
    expect(co).toMatchObject({
      status: 403,
      body: { message: "Only the owner of Class B and the school's administrator can do that." },
    });
    expect((await del(`/api/classes/${await idOf('Class C')}`)).status).toBe(403);
    expect((await del(`/api/classes/${b}`, 'admin')).status).toBe(200);
  });
});

describe('join codes', () => {
  it('a learner joins with the code in any case; a new code replaces the old one; an unknown code is 404', async () => {
    const c = await idOf('Class B');
    const detail = ClassSummary.parse((await get(`/api/classes/${c}`)).body);
    const joined = await send('/api/classes/join', 'POST', { code: ` ${detail.joinCode!.toLowerCase()} ` }, 'student');
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(JoinClassResponse.parse(joined.body)).toEqual({ message: 'You joined Class B.', class: { id: c, name: 'Class B' } });
    expect(await rosterOf('Class B')).toContain('S001');
    const again = await send('/api/classes/join', 'POST', { code: detail.joinCode }, 'student');
    expect(again.body.message).toBe('You are in Class B already.');

    const renewed = ClassSummary.parse((await post(`/api/classes/${c}/join-code`)).body);
    expect(renewed.joinCode).not.toBe(detail.joinCode);
    const old = await send('/api/classes/join', 'POST', { code: detail.joinCode }, 'student');
    expect(old).toMatchObject({ status: 404, body: { message: 'No class has this code.' } });
    expect((await send('/api/classes/join', 'POST', { code: 'no!' }, 'student')).status).toBe(400);
    // Only learners join by code; a teacher of another class may not renew it.
    expect((await send('/api/classes/join', 'POST', { code: renewed.joinCode }, 'parent')).status).toBe(403);
    expect((await post(`/api/classes/${c}/join-code`, 'teacher2')).status).toBe(403);
  });
});

describe('the roster', () => {
  it('lists a class by roll number, finds by name or id, pages', async () => {
    const id = await idOf('Class A');
    const all = RosterResponse.parse((await get(`/api/classes/${id}/students`)).body);
    expect(all.data.map((s) => s.studentId)).toEqual(['S001', 'S005']);
    expect(all).toMatchObject({ total: 2, nextCursor: null });
    expect(all.data[0]).toEqual({ studentId: 'S001', name: expect.any(String), grade: expect.any(String), classes: ['Class A'] });
    expect(Object.keys(all.data[0]!).sort()).toEqual(['classes', 'grade', 'name', 'studentId']);

    const first = RosterResponse.parse((await get(`/api/classes/${id}/students?limit=1`)).body);
    expect(first).toMatchObject({ total: 2, nextCursor: '1' });
    const second = RosterResponse.parse((await get(`/api/classes/${id}/students?limit=1&cursor=1`)).body);
    expect(second.data.map((s) => s.studentId)).toEqual(['S005']);
    expect(second.nextCursor).toBeNull();
    expect((await get(`/api/classes/${id}/students?cursor=10`)).body).toEqual({ data: [], total: 2, nextCursor: null });

    expect(RosterResponse.parse((await get(`/api/classes/${id}/students?q=s005`)).body).data.map((s) => s.studentId)).toEqual([
      'S005',
    ]);
    const name = all.data[0]!.name.split(' ')[0]!;
    expect(
      RosterResponse.parse((await get(`/api/classes/${id}/students?q=${encodeURIComponent(name)}`)).body).data[0]!.studentId,
    ).toBe('S001');
    // LIKE wildcards are literal.
    expect(RosterResponse.parse((await get(`/api/classes/${id}/students?q=%25`)).body).data).toEqual([]);
    expect((await get(`/api/classes/${await idOf('Class C')}/students`)).status).toBe(403);
  });

  it('adds students by id (those in the class already are left alone), refuses an unknown id naming it, removes one', async () => {
    const id = await idOf('Class A');
    const added = await send(`/api/classes/${id}/students`, 'POST', { studentIds: ['S002', 'S001', 'S003', 'S002'] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(AddToRosterResponse.parse(added.body)).toEqual({
      added: 2,
      message: 'Added 2 students to Class A. 1 was in the class already.',
    });
    expect(await rosterOf('Class A')).toEqual(['S001', 'S002', 'S003', 'S005']);
    expect(await rosterOf('Class B')).toContain('S002');

    const unknown = await send(`/api/classes/${id}/students`, 'POST', { studentIds: ['S004', 'S999', 'S998'] });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Invalid body: studentIds: no student has the id "S999".' } });
    expect(await rosterOf('Class A')).not.toContain('S004');
    expect((await send(`/api/classes/${id}/students`, 'POST', { studentIds: [] })).status).toBe(400);
    expect((await send(`/api/classes/${id}/students`, 'POST', { studentIds: ['../x'] })).status).toBe(400);

    const removed = await del(`/api/classes/${id}/students/S003`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toMatch(/^Removed .+ from Class A\.$/);
    expect(await rosterOf('Class A')).toEqual(['S001', 'S002', 'S005']);
    expect(await rosterOf('Class C')).toContain('S003');
    expect((await del(`/api/classes/${id}/students/S003`)).status).toBe(404);
    expect((await del(`/api/classes/${await idOf('Class C')}/students/S003`)).status).toBe(403);
    expect(await activity()).toEqual(['1: Added 2 students to Class A', expect.stringMatching(/^1: Removed .+ from Class A$/)]);
  });

  it("searches the school's students by name or id, names and grades only, for every teacher", async () => {
    const all = RosterResponse.parse((await get('/api/school/students?limit=3', 'newTeacher')).body);
    expect(all.total).toBe(8);
    expect(all.data).toHaveLength(3);
    expect(all.nextCursor).toBe('3');
    expect(Object.keys(all.data[0]!).sort()).toEqual(['classes', 'grade', 'name', 'studentId']);
    const names = all.data.map((s) => s.name);
    expect(names).toEqual([...names].sort());
    expect(RosterResponse.parse((await get('/api/school/students?q=S00')).body).total).toBe(8);
    expect(RosterResponse.parse((await get('/api/school/students?q=S004')).body).data.map((s) => s.studentId)).toEqual(['S004']);
    expect((await get('/api/school/students', 'student')).status).toBe(403);
    expect((await get(`/api/school/students?q=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('importing a roster from CSV', () => {
  const importCsv = async (csv: string, commit: boolean) => {
    const res = await send(`/api/classes/${await idOf('Class A')}/students/import`, 'POST', { csv, commit });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return RosterImportResponse.parse(res.body);
  };
  const header = '\uFEFFName,Grade,Email,Student_ID,Date_of_Birth,Parent_Name,Parent_Email,Parent_Phone\r\n';
  const bad = `${header}"Lima, Ana",9th,ana@school.example,,2011-04-30,Rita Lima,rita@home.example,+91 98765 43210\r\nBo Chen,13th,,,,,,\r\nS2 again,10th,,S002,,,,\r\n`;
  const fixed = bad.replace('13th', '10th');

  it('previews with a row refused, refuses the commit writing nothing, then commits the fixed file in one go', async () => {
    const students = await studentCount();
    const preview = await importCsv(bad, false);
    expect(preview).toEqual({
      written: false,
      message: '1 row has an error: fix it before importing.',
      rows: [
        { line: 2, name: 'Lima, Ana', grade: '9th', email: 'ana@school.example', action: 'create' },
        {
          line: 3,
          name: 'Bo Chen',
          grade: '',
          email: '',
          action: 'error',
          error: 'Grade "13th" is not one of 9th, 10th, 11th, 12th',
        },
        { line: 4, name: 'S2 again', grade: '10th', email: '', studentId: 'S002', action: 'add' },
      ],
    });
    const refused = await importCsv(bad, true);
    expect(refused.written).toBe(false);
    expect(refused.message).toBe('Nothing was imported: 1 row has an error.');
    expect(refused.rows[1]!.action).toBe('error');
    expect(await studentCount()).toBe(students);
    expect(await rosterOf('Class A')).toEqual(['S001', 'S005']);

    expect((await importCsv(fixed, false)).message).toBe(
      'Ready to import: 2 new records, 1 existing student to add, 0 students in the class already.',
    );
    const done = await importCsv(fixed, true);
    expect(done.written).toBe(true);
    expect(done.message).toBe(
      'Imported into Class A: 2 new records, 1 existing student added, 0 students were in the class already.',
    );
    expect(done.rows.map((r) => [r.action, r.studentId])).toEqual([
      ['create', 'S009'],
      ['create', 'S010'],
      ['add', 'S002'],
    ]);
    expect(await rosterOf('Class A')).toEqual(['S001', 'S002', 'S005', 'S009', 'S010']);
    const [ana] = await h.db.query(
      `SELECT name, grade, email, parent_name, parent_email, parent_phone, to_char(date_of_birth, 'YYYY-MM-DD') AS dob, roll_no
       FROM students WHERE student_id = 'S009'`,
    );
    expect(ana).toEqual({
      name: 'Lima, Ana',
      grade: '9th',
      email: 'ana@school.example',
      parent_name: 'Rita Lima',
      parent_email: 'rita@home.example',
      parent_phone: '+91 98765 43210',
      dob: '2011-04-30',
      roll_no: 3,
    });
    expect(await activity()).toEqual(['1: Imported 3 students into Class A']);

    // The same file again: every student is in the class already (found by email and by id), nothing new.
    const again = await importCsv(fixed.replace('Bo Chen,10th,,', 'Bo Chen,10th,,S010'), false);
    expect(again.rows.map((r) => [r.action, r.studentId])).toEqual([
      ['in-class', 'S009'],
      ['in-class', 'S010'],
      ['in-class', 'S002'],
    ]);
  });

  it('refuses rows naming an unknown id, a student twice (by id and by email) or a bad email or date', async () => {
    await h.db.query("UPDATE students SET email = 'twin@school.example' WHERE student_id = 'S003'");
    const rows = (
      await importCsv(
        'name,grade,email,student_id,date_of_birth\nA,9th,,S999,\nB,9th,twin@school.example,,\nC,9th,,S003,\nD,9th,d@,,\nE,9th,,,2011-13-01\n',
        false,
      )
    ).rows;
    expect(rows.map((r) => r.error ?? r.action)).toEqual([
      'Student_id "S999" is no student of the school',
      'add',
      'Repeats line 3: the same student is in the file twice',
      'Email "d@" is not an email address',
      'Date_of_birth "2011-13-01" is not a past date in the form YYYY-MM-DD',
    ]);
  });

  it('refuses a whole file (400) with an unknown column, no name column or no rows, and a teacher of another class (403)', async () => {
    const id = await idOf('Class A');
    const post = (csv: string, who: AccountName | HeaderMap = teacher, cls = id) =>
      send(`/api/classes/${cls}/students/import`, 'POST', { csv, commit: true }, who);
    expect((await post('name,grade,class\nA,9th,A\n')).body.message).toMatch(/^Unknown column "class" in the header row/);
    expect((await post('email,grade\na@b.example,9th\n')).status).toBe(400);
    expect((await post('name,grade\n')).body).toEqual({ message: 'The file has a header row but no students.' });
    expect((await post('')).status).toBe(400);
    expect((await post('name,grade\nA,9th\n', 'teacher2')).status).toBe(403);
    expect(await rosterOf('Class A')).toEqual(['S001', 'S005']);
  });
});

describe('hostile CSV', () => {
  it('answers files of nearly a megabyte built to be slow, never a 5xx', async () => {
    const id = await idOf('Class A');
    const files = [
      `name,grade\n${`${'a'.repeat(1_900)},9th\n`.repeat(500)}`,
      `name,grade\n${'Ana,9th\n'.repeat(100_000)}`,
      'a'.repeat(999_000),
      `"${'@'.repeat(998_000)}`,
      ','.repeat(999_000),
      '\n'.repeat(999_000),
      `name,grade\n"${'""'.repeat(499_000)}",9th`,
    ];
    for (const csv of files) {
      const started = performance.now();
      const res = await send(`/api/classes/${id}/students/import`, 'POST', { csv, commit: true });
      expect(res.status, csv.slice(0, 20)).toBeLessThan(500);
      expect(res.body.message, csv.slice(0, 20)).toEqual(expect.any(String));
      expect(performance.now() - started, csv.slice(0, 20)).toBeLessThan(5_000);
    }
    expect(await rosterOf('Class A')).toEqual(['S001', 'S005']);
  });
});

describe('co-teachers', () => {
  it('the owner adds an approved teacher by email and removes them; the owner cannot be removed', async () => {
    const id = await idOf('Class A');
    const added = await send(`/api/classes/${id}/teachers`, 'POST', { email: ' Teacher2@EduPortal.example ' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(ClassSummary.parse(added.body).teachers).toEqual([
      { teacherId: '1', name: 'Ms. Priya Sharma', owner: true },
      { teacherId: '2', name: 'Mr. Arjun Rao', owner: false },
    ]);
    // The co-teacher now sees and changes the class's roster, but may not add teachers.
    expect((await get(`/api/classes/${id}/students`, 'teacher2')).status).toBe(200);
    expect(
      (await send(`/api/classes/${id}/teachers`, 'POST', { email: 'new.teacher@eduportal.example' }, 'teacher2')).status,
    ).toBe(403);

    const twice = await send(`/api/classes/${id}/teachers`, 'POST', { email: 'teacher2@eduportal.example' });
    expect(twice).toMatchObject({ status: 409, body: { message: 'Mr. Arjun Rao teaches Class A already.' } });
    for (const email of ['pending@eduportal.example', 'learner@eduportal.example', 'nobody@eduportal.example'])
      expect((await send(`/api/classes/${id}/teachers`, 'POST', { email })).status, email).toBe(404);
    expect((await send(`/api/classes/${id}/teachers`, 'POST', { email: 'not an email' })).status).toBe(400);

    const owner = await del(`/api/classes/${id}/teachers/1`);
    expect(owner.status).toBe(409);
    expect(owner.body.message).toMatch(/Make another teacher the owner first\.$/);
    const removed = await del(`/api/classes/${id}/teachers/2`);
    expect(removed.status).toBe(200);
    expect(removed.body.teachers).toEqual([{ teacherId: '1', name: 'Ms. Priya Sharma', owner: true }]);
    expect((await del(`/api/classes/${id}/teachers/2`)).status).toBe(404);
    expect((await get(`/api/classes/${id}/students`, 'teacher2')).status).toBe(403);
    expect(await activity()).toEqual([
      '1: Added Mr. Arjun Rao as a co-teacher of Class A',
      '1: Removed Mr. Arjun Rao as a co-teacher of Class A',
    ]);
  });
});
