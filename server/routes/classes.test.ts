import { describe, expect, it } from 'vitest';
import { getJson, sendJson, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import { ClassesResponse } from '../../src/contract/classes.ts';
import { AttendanceRecordsResponse } from '../../src/contract/attendance.ts';
import { TestDetailResponse, TestResponse } from '../../src/contract/tests.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { MIGRATIONS, migrate } from '../db/migrations.ts';
import { openDatabase } from '../db/database.ts';
import { addTeacherToClass, insertClass } from '../services/classes.ts';

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

const names = async (as: HeaderMap) =>
  ClassesResponse.parse((await getJson(`${h.base}/api/classes`, as)).body).data.map((c) => c.name);

describe('GET /api/classes', () => {
  it("lists the caller's classes in natural order (a teacher's own, every class for the administrator), a class added among them", async () => {
    const seeded = await get('/api/classes');
    expect(seeded.status).toBe(200);
    expect(ClassesResponse.parse(seeded.body)).toMatchObject({ total: 2, nextCursor: null });
    expect(await names(teacher)).toEqual(['Class A', 'Class B']);
    expect(await names(await h.signIn('teacher2'))).toEqual(['Class C', 'Class D']);
    expect(await names(await h.signIn('newTeacher'))).toEqual([]);

    for (const name of ['Class 10', COURSE_CLASS, 'Class 2']) {
      await insertClass(h.db, { name });
      await addTeacherToClass(h.db, name, '1');
    }
    expect(await names(teacher)).toEqual([COURSE_CLASS, 'Class 2', 'Class 10', 'Class A', 'Class B']);
    expect(await names(await h.signIn('admin'))).toEqual([
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

describe('the classes migrations', () => {
  it('store Class A-D and every class a student was in, then give them to the first teacher with their students on the rosters', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'edu-migrate-'));
    const schema = process.env.DATABASE_URL ? `m_${randomBytes(6).toString('hex')}` : undefined;
    const db = await openDatabase({ dataDir: join(dir, 'db'), databaseUrl: process.env.DATABASE_URL, schema });
    try {
      // Versions are 1-based: the one before the classes table, then that one.
      const classesTable = MIGRATIONS.findIndex((m) => m.includes('CREATE TABLE classes')) + 1;
      await migrate(db, classesTable - 1);
      await db.query("INSERT INTO teachers (id, name) VALUES ('1', 'Ms. First'), ('2', 'Mr. Second')");
      await db.query(
        `INSERT INTO students (student_id, roll_no, name, class, grade)
         VALUES ('S001', 1, 'Ann', 'Class E', '9th'), ('S002', 2, 'Ben', 'Class A', '9th')`,
      );
      await migrate(db, classesTable);
      const stored = await db.query<{ name: string }>('SELECT name FROM classes ORDER BY name');
      expect(stored.map((c) => c.name)).toEqual(['Class A', 'Class B', 'Class C', 'Class D', 'Class E']);

      await migrate(db);
      const owners = await db.query<{ class: string; teacher_id: string; owner: boolean }>(
        'SELECT class, teacher_id, owner FROM class_teachers ORDER BY class',
      );
      expect(owners).toEqual(stored.map((c) => ({ class: c.name, teacher_id: '1', owner: true })));
      const rosters = await db.query<{ class: string; student_id: string }>(
        'SELECT class, student_id FROM class_students ORDER BY class',
      );
      expect(rosters).toEqual([
        { class: 'Class A', student_id: 'S002' },
        { class: 'Class E', student_id: 'S001' },
      ]);
    } finally {
      if (schema) await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
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
    await insertClass(h.db, { name: COURSE_CLASS });
    await addTeacherToClass(h.db, COURSE_CLASS, '1');
    await h.db.query("INSERT INTO students (student_id, roll_no, name, grade) VALUES ('S100', 1, 'Lena Park', '10th')");
    await h.db.query("INSERT INTO class_students (class, student_id) VALUES ($1, 'S100')", [COURSE_CLASS]);

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
