import { describe, expect, it } from 'vitest';
import { getJson, sendJson, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import { StudentsResponse } from '../../src/contract/students.ts';
import { TestDetailResponse, TestResponse, TestsResponse } from '../../src/contract/tests.ts';
import { DashboardResponse } from '../../src/contract/dashboard.ts';
import { CLASSES, GRADES } from '../../src/contract/constants.ts';
import { STUDENT_SEED_COLUMNS } from '../seed/students.ts';

let h: Harness;
let teacher: HeaderMap; // teacher 1, signed in for every request unless a test says otherwise
withFreshHarnessEachTest((harness, signedIn) => ([h, teacher] = [harness, signedIn]));

const get = (path: string) => getJson(`${h.base}${path}`, teacher);
const send = (path: string, method: string, body: unknown) => sendJson(`${h.base}${path}`, method, body, teacher);

describe('students', () => {
  it('GET /api/students returns the contract Student shape', async () => {
    const res = await get('/api/students');
    expect(res.status).toBe(200);
    const { data } = StudentsResponse.parse(res.body);
    // Teacher 1's classes are Class A (S001, S005) and Class B (S002, S006).
    expect(data.map((s) => s.student_id).sort()).toEqual(['S001', 'S002', 'S005', 'S006']);
    for (const s of data) {
      expect(s.classes).toHaveLength(1);
      expect(['Class A', 'Class B']).toContain(s.classes[0]);
      expect(GRADES).toContain(s.grade);
      expect(s.parent_name && s.parent_phone && s.parent_email).toBeTruthy();
      expect(s.last_attendance_status).toBeNull();
    }
    expect(Object.keys(data[0]!)).toEqual(expect.arrayContaining([...STUDENT_SEED_COLUMNS, 'last_attendance_status']));
  });

  it("GET /api/getAllStudentcount returns {students: n}: the caller's list's length", async () => {
    expect((await get('/api/getAllStudentcount')).body).toEqual({ students: 4 });
    const admin = await h.signIn('admin');
    expect((await getJson(`${h.base}/api/getAllStudentcount`, admin)).body).toEqual({ students: 8 });
    expect((await getJson(`${h.base}/api/getAllStudentcount`, await h.signIn('newTeacher'))).body).toEqual({ students: 0 });
  });

  it("GET /api/students lists the administrator every student, and one class's students when asked for a class taught", async () => {
    const admin = await h.signIn('admin');
    const all = StudentsResponse.parse((await getJson(`${h.base}/api/students`, admin)).body).data;
    expect(all.map((s) => s.classes[0]).sort()).toEqual([
      'Class A',
      'Class A',
      'Class B',
      'Class B',
      'Class C',
      'Class C',
      'Class D',
      'Class D',
    ]);
    expect(all.every((s) => CLASSES.includes(s.classes[0] as (typeof CLASSES)[number]))).toBe(true);
    const classB = StudentsResponse.parse((await get('/api/students?class=Class%20B')).body).data;
    expect(classB.map((s) => s.student_id).sort()).toEqual(['S002', 'S006']);
    const refused = await get('/api/students?class=Class%20C');
    expect(refused).toMatchObject({
      status: 403,
      body: { message: "Only the teachers of Class C and the school's administrator can list its students." },
    });
    expect((await getJson(`${h.base}/api/students?class=Class%20C`, admin)).body.data).toHaveLength(2);
    expect((await get(`/api/students?class=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

const question = (over: Record<string, unknown> = {}) => ({
  id: 1,
  type: 'multiple-choice',
  question: 'Q?',
  options: ['a', 'b', 'c', 'd'],
  correctAnswer: 'b',
  points: 2,
  ...over,
});
const test = (over: Record<string, unknown> = {}) => ({
  title: 'Unit 1',
  course: 'History',
  timeLimit: 60,
  maxAttempts: 1,
  passingScore: 70,
  questions: [question(), question({ id: 2, type: 'true-false', options: [], correctAnswer: 'true', points: 3 })],
  ...over,
});

describe('tests', () => {
  it('creates a draft, lists it, schedules it once and assigns classes', async () => {
    const created = await send('/api/tests', 'POST', test());
    expect(created.status).toBe(201);
    const t = TestResponse.parse(created.body).data;
    expect(t).toMatchObject({
      title: 'Unit 1',
      questions: 2,
      totalPoints: 5,
      status: 'draft',
      scheduledDate: '',
      assignedTo: [],
      course: 'History',
    });
    expect(TestsResponse.parse((await get('/api/tests')).body).data.map((x) => x.id)).toEqual([t.id]);
    const detail = TestDetailResponse.parse((await get(`/api/tests/${t.id}`)).body).data;
    expect(detail.questionList).toHaveLength(2);

    const sched = await send(`/api/tests/${t.id}/schedule`, 'PUT', { scheduledDate: '2025-05-01T09:00' });
    expect(TestResponse.parse(sched.body).data).toMatchObject({ status: 'scheduled', scheduledDate: '2025-05-01T09:00' });
    expect((await send(`/api/tests/${t.id}/schedule`, 'PUT', { scheduledDate: '2025-05-02T09:00' })).status).toBe(409);

    const assigned = await send(`/api/tests/${t.id}/assignment`, 'PUT', { assignedTo: ['Class B', 'Class A', 'Class B'] });
    expect(TestResponse.parse(assigned.body).data.assignedTo).toEqual(['Class B', 'Class A']);
  });

  it('stores every number the contract accepts (a passing score of 1e-50 is 201, not 500)', async () => {
    const res = await send('/api/tests', 'POST', { ...test(), passingScore: 1e-50 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(TestResponse.parse(res.body).data.passingScore).toBe(1e-50);
  });

  it('refuses invalid tests with the test builder messages', async () => {
    const cases: [unknown, RegExp][] = [
      [test({ title: '  ' }), /Please enter a test title\./],
      [test({ questions: [] }), /Please add at least one question\./],
      [test({ questions: [question({ question: ' ' })] }), /Please enter a question\./],
      [
        test({ questions: [question({ options: ['a', '', 'c', 'd'] })] }),
        /Please fill all options for multiple choice questions\./,
      ],
      [test({ questions: [question({ correctAnswer: '' })] }), /Please select the correct answer\./],
      [
        test({ questions: [question({ type: 'true-false', options: [], correctAnswer: 'maybe' })] }),
        /Please select the correct answer\./,
      ],
      [test({ timeLimit: 0 }), /timeLimit/],
      [test({ passingScore: 101 }), /passingScore/],
      [test({ questions: [question({ points: 0 })] }), /points/],
      ['not json', /JSON/],
    ];
    for (const [body, msg] of cases) {
      const res = await send('/api/tests', 'POST', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(msg);
    }
    expect(TestsResponse.parse((await get('/api/tests')).body).data).toEqual([]);
  });

  it('lists the tests a teacher manages: their own and those assigned to a class they teach', async () => {
    const own = TestResponse.parse((await send('/api/tests', 'POST', test({ title: 'Own' }))).body).data;
    const teacher2 = await h.signIn('teacher2');
    const theirs = TestResponse.parse(
      (await sendJson(`${h.base}/api/tests`, 'POST', test({ title: 'Theirs' }), teacher2)).body,
    ).data;
    expect(TestsResponse.parse((await get('/api/tests')).body).data.map((x) => x.title)).toEqual(['Own']);
    // Teacher 1 joins Class C, which teacher 2's test is assigned to: they share it.
    const assigned = await sendJson(`${h.base}/api/tests/${theirs.id}/assignment`, 'PUT', { assignedTo: ['Class C'] }, teacher2);
    expect(assigned.status).toBe(200);
    expect((await get(`/api/tests/${theirs.id}`)).status).toBe(403);
    await h.db.query("INSERT INTO class_teachers (class, teacher_id, owner) VALUES ('Class C', '1', false)");
    expect(TestsResponse.parse((await get('/api/tests')).body).data.map((x) => x.id)).toEqual([theirs.id, own.id]);
    expect((await get(`/api/tests/${theirs.id}/results`)).status).toBe(200);
    expect(TestsResponse.parse((await getJson(`${h.base}/api/tests`, await h.signIn('newTeacher'))).body).data).toEqual([]);
  });

  it('assigns a test to the classes its teacher teaches only; a class assigned already may stay', async () => {
    const t = TestResponse.parse((await send('/api/tests', 'POST', test())).body).data;
    const refused = await send(`/api/tests/${t.id}/assignment`, 'PUT', { assignedTo: ['Class A', 'Class C'] });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'You do not teach Class C: a test is assigned only to the classes its teachers teach.' },
    });
    expect(TestDetailResponse.parse((await get(`/api/tests/${t.id}`)).body).data.assignedTo).toEqual([]);
    await h.db.query(`UPDATE tests SET assigned_to = '["Class C"]' WHERE id = $1`, [t.id]);
    const kept = await send(`/api/tests/${t.id}/assignment`, 'PUT', { assignedTo: ['Class C', 'Class A'] });
    expect(TestResponse.parse(kept.body).data.assignedTo).toEqual(['Class C', 'Class A']);
  });

  it('answers 400/404 for bad schedule, assignment and ids', async () => {
    const t = TestResponse.parse((await send('/api/tests', 'POST', test())).body).data;
    expect((await send(`/api/tests/${t.id}/schedule`, 'PUT', { scheduledDate: '' })).body.message).toMatch(
      /Please select a date and time\./,
    );
    expect((await send(`/api/tests/${t.id}/schedule`, 'PUT', { scheduledDate: 'tomorrow' })).status).toBe(400);
    // A day that is not on the calendar is refused, not stored as given.
    const feb30 = await send(`/api/tests/${t.id}/schedule`, 'PUT', { scheduledDate: '2026-02-30T10:00' });
    expect(feb30.status).toBe(400);
    expect(feb30.body.message).toMatch(/scheduledDate/);
    const unknown = await send(`/api/tests/${t.id}/assignment`, 'PUT', { assignedTo: ['Class A', 'Class Q'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown class "Class Q".');
    expect((await send(`/api/tests/${t.id}/assignment`, 'PUT', { assignedTo: [''] })).body.message).toMatch(
      /assignedTo\.0: must not be empty/,
    );
    expect((await send('/api/tests/999/assignment', 'PUT', { assignedTo: [] })).status).toBe(404);
    expect((await send('/api/tests/999/schedule', 'PUT', { scheduledDate: '2025-01-01T10:00' })).status).toBe(404);
    expect((await get('/api/tests/999')).status).toBe(404);
    expect((await get('/api/tests/abc')).status).toBe(400);
  });
});

describe('dashboard and the rest', () => {
  it('computes the stat cards and recent activity', async () => {
    await send('/api/tests', 'POST', test());
    const today = new Date();
    const d = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const students = StudentsResponse.parse((await get('/api/students')).body).data.filter((s) => s.classes.includes('Class A'));
    await send('/api/attendance', 'POST', {
      date: d,
      class: 'Class A',
      teacherId: 1,
      records: students.map((s, i) => ({ studentId: s.student_id, name: s.name, status: i === 0 ? 'absent' : 'present' })),
    });
    const res = await get('/api/dashboard/1');
    const f = DashboardResponse.parse(res.body).data;
    // Teacher 1's classes: Class A and B, four students.
    expect(f).toMatchObject({ totalStudents: 4, activeClasses: 2, uploadedMaterials: 0, pendingTests: 1, avgAttendance: 50 });
    expect(f.recentActivity.map((e) => e.type)).toEqual(['attendance', 'test']);
    // A malformed id is bad input; another teacher's id is refused.
    expect((await get('/api/dashboard/a%20b')).status).toBe(400);
    expect((await get('/api/dashboard/2')).status).toBe(403);
    // Another teacher sees none of it: not teacher 1's activity, tests or marks.
    const teacher2 = await h.signIn('teacher2');
    const other = DashboardResponse.parse((await getJson(`${h.base}/api/dashboard/2`, teacher2)).body).data;
    expect(other).toMatchObject({ totalStudents: 4, activeClasses: 2, pendingTests: 0, avgAttendance: 0, recentActivity: [] });
    const fresh = DashboardResponse.parse((await getJson(`${h.base}/api/dashboard/3`, await h.signIn('newTeacher'))).body).data;
    expect(fresh).toMatchObject({ totalStudents: 0, activeClasses: 0, pendingTests: 0, avgAttendance: 0, recentActivity: [] });
  });

  it('answers unknown /api routes with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/students'],
      ['GET', '/api'],
    ]) {
      const res = await getJson(`${h.base}${path}`, teacher, { method });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: expect.stringContaining('Not found') });
    }
  });

  it('sends CORS headers only to configured origins', async () => {
    const ok = await fetch(`${h.base}/api/students`, { headers: { ...teacher, Origin: 'http://embed.test' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://embed.test');
    const no = await fetch(`${h.base}/api/students`, { headers: { ...teacher, Origin: 'http://other.test' } });
    expect(no.headers.get('access-control-allow-origin')).toBeNull();
    expect(no.status).toBe(200);
  });
});
