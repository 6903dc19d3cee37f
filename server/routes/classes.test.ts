import { describe, expect, it } from 'vitest';
import { getJson, sendJson, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import { ClassesResponse } from '../../src/contract/classes.ts';
import { AttendanceRecordsResponse } from '../../src/contract/attendance.ts';
import { TestDetailResponse, TestResponse } from '../../src/contract/tests.ts';
import { MIGRATIONS } from '../db/migrations.ts';

let h: Harness;
let teacher: HeaderMap; // teacher 1, signed in for every request unless a test says otherwise
withFreshHarnessEachTest((harness, signedIn) => ([h, teacher] = [harness, signedIn]));

const get = (path: string) => getJson(`${h.base}${path}`, teacher);
const send = (path: string, method: string, body: unknown) => sendJson(`${h.base}${path}`, method, body, teacher);
const COURSE_CLASS = 'Biology 101 – Period 2';
const attendanceRows = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM attendance'))[0]!.n;
const newTest = async () =>
  TestResponse.parse(
    (
      await send('/api/tests', 'POST', {
        title: 'Cells',
        course: 'Biology',
        timeLimit: 30,
        maxAttempts: 1,
        passingScore: 50,
        questions: [{ id: 1, type: 'true-false', question: 'Cells divide?', options: [], correctAnswer: 'true', points: 1 }],
      })
    ).body,
  ).data;
const assignedTo = async (id: number) => TestDetailResponse.parse((await get(`/api/tests/${id}`)).body).data.assignedTo;

describe('GET /api/classes', () => {
  it('lists the stored classes in natural order, a class added to the table among them', async () => {
    const seeded = await get('/api/classes');
    expect(seeded.status).toBe(200);
    expect(ClassesResponse.parse(seeded.body)).toEqual({ classes: ['Class A', 'Class B', 'Class C', 'Class D'], lmsCourses: [] });

    await h.db.query('INSERT INTO classes (name) VALUES ($1), ($2), ($3)', ['Class 10', COURSE_CLASS, 'Class 2']);
    expect(ClassesResponse.parse((await get('/api/classes')).body).classes).toEqual([
      COURSE_CLASS,
      'Class 2',
      'Class 10',
      'Class A',
      'Class B',
      'Class C',
      'Class D',
    ]);
  });
});

describe('the classes migration', () => {
  it('stores Class A-D and every class a student is in, keeping a class stored already', async () => {
    const migration = MIGRATIONS.find((m) => m.includes('CREATE TABLE classes'))!;
    const fill = migration
      .split(';')
      .map((s) => s.trim())
      .find((s) => s.startsWith('INSERT INTO classes'))!;
    await h.db.query('DELETE FROM classes');
    await h.db.query("INSERT INTO classes (name, created_at) VALUES ('Class B', '2020-01-01T00:00:00Z')");
    await h.db.query("UPDATE students SET class = 'Class E' WHERE student_id = 'S001'");
    await h.db.query(fill);
    expect(ClassesResponse.parse((await get('/api/classes')).body).classes).toEqual([
      'Class A',
      'Class B',
      'Class C',
      'Class D',
      'Class E',
    ]);
    const [kept] = await h.db.query<{ created_at: Date }>("SELECT created_at FROM classes WHERE name = 'Class B'");
    expect(new Date(kept!.created_at).toISOString()).toBe('2020-01-01T00:00:00.000Z');
  });
});

describe('writes naming a class', () => {
  it('refuses attendance for a class that does not exist with 400 and writes nothing', async () => {
    const res = await send('/api/attendance', 'POST', {
      date: '2025-03-03',
      class: 'Class Z',
      teacherId: 1,
      records: [{ studentId: 'S001', name: '', status: 'present' }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Unknown class "Class Z".' });
    expect(await attendanceRows()).toBe(0);
  });

  it('refuses to assign a test to a class that does not exist with 400 and keeps the assignment', async () => {
    const t = await newTest();
    expect((await send(`/api/tests/${t.id}/assignment`, 'PUT', { assignedTo: ['Class B'] })).status).toBe(200);
    const res = await send(`/api/tests/${t.id}/assignment`, 'PUT', { assignedTo: ['Class A', 'Class Z', 'Class Y'] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Unknown class "Class Z".' });
    expect(await assignedTo(t.id)).toEqual(['Class B']);
  });

  it('takes attendance and assignments for a class added to the table, its name trimmed', async () => {
    await h.db.query('INSERT INTO classes (name) VALUES ($1)', [COURSE_CLASS]);
    await h.db.query(
      "INSERT INTO students (student_id, roll_no, name, class, grade) VALUES ('S100', 1, 'Lena Park', $1, '10th')",
      [COURSE_CLASS],
    );

    const saved = await send('/api/attendance', 'POST', {
      date: '2025-03-03',
      class: ` ${COURSE_CLASS} `,
      teacherId: 1,
      records: [{ studentId: 'S100', name: 'Lena Park', status: 'late' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const day = AttendanceRecordsResponse.parse(
      (await get(`/api/attendance?date=2025-03-03&class=${encodeURIComponent(COURSE_CLASS)}`)).body,
    );
    expect(day.data.map((r) => [r.student_id, r.status])).toEqual([['S100', 'late']]);

    const t = await newTest();
    const assigned = await send(`/api/tests/${t.id}/assignment`, 'PUT', { assignedTo: [COURSE_CLASS, 'Class A'] });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(await assignedTo(t.id)).toEqual([COURSE_CLASS, 'Class A']);
  });
});
