import { describe, expect, it } from 'vitest';
import { getJson, sendJson, type HeaderMap, type Harness } from '../test-support/harness.ts';
import { withFreshHarnessEachTest } from '../test-support/signed-in-harness.ts';
import { AttendanceRecordsResponse, AttendanceReportResponse } from '../../src/contract/attendance.ts';
import { StudentsResponse } from '../../src/contract/students.ts';
import { addDays } from '../../src/contract/dates.ts';
import { addTeacherToClass } from '../services/classes.ts';

let h: Harness;
let teacher: HeaderMap; // teacher 1, signed in for every request unless a test says otherwise
withFreshHarnessEachTest((harness, signedIn) => ([h, teacher] = [harness, signedIn]));

const students = async () => StudentsResponse.parse((await getJson(`${h.base}/api/students`, teacher)).body).data;
const classA = async () => (await students()).filter((s) => s.classes.includes('Class A'));
/** Teacher 2 (of Class C and D) becomes a co-teacher of Class A too. */
const coTeachClassA = () => addTeacherToClass(h.db, 'Class A', '2');
const save = (body: unknown, as = teacher) => sendJson(`${h.base}/api/attendance`, 'POST', body, as);
const records = async (date: string, cls = 'Class A') =>
  AttendanceRecordsResponse.parse(
    (await getJson(`${h.base}/api/attendance?date=${date}&class=${encodeURIComponent(cls)}`, teacher)).body,
  ).data;
const count = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM attendance'))[0]!.n;

describe('POST /api/attendance and GET /api/attendance', () => {
  it('saves marks and returns the spec record shape with the teacher name', async () => {
    const [a, b] = await classA();
    const res = await save({
      date: '2025-03-03',
      class: 'Class A',
      teacherId: 1,
      records: [
        { studentId: a!.student_id, name: a!.name, status: 'present' },
        { studentId: b!.student_id, name: b!.name, status: 'absent' },
      ],
    });
    expect(res).toMatchObject({ status: 200, body: { message: 'Attendance saved successfully!', saved: 2 } });
    expect(await records('2025-03-03')).toEqual([
      {
        student_id: a!.student_id,
        name: a!.name,
        status: 'present',
        date: '2025-03-03',
        teacher_id: '1',
        teacher_name: 'Ms. Priya Sharma',
      },
      {
        student_id: b!.student_id,
        name: b!.name,
        status: 'absent',
        date: '2025-03-03',
        teacher_id: '1',
        teacher_name: 'Ms. Priya Sharma',
      },
    ]);
    expect(await records('2025-03-04')).toEqual([]);
    expect(await records('2025-03-03', 'Class B')).toEqual([]);
    expect((await students()).find((s) => s.student_id === b!.student_id)!.last_attendance_status).toBe('absent');
  });

  it("replaces the day's marks when a class and date are saved again, in the signed-in teacher's name", async () => {
    const [a, b] = await classA();
    await coTeachClassA();
    await save({
      date: '2025-03-03',
      class: 'Class A',
      teacherId: '1',
      records: [
        { studentId: a!.student_id, name: '', status: 'present' },
        { studentId: b!.student_id, name: '', status: 'present' },
      ],
    });
    // teacherName is not read: the name shown is the stored teacher's.
    await save(
      {
        date: '2025-03-03',
        class: 'Class A',
        teacherId: '2',
        teacherName: 'Mr. Rao',
        records: [{ studentId: a!.student_id, name: '', status: 'late' }],
      },
      await h.signIn('teacher2'),
    );
    const got = await records('2025-03-03');
    expect(got).toEqual([
      expect.objectContaining({ student_id: a!.student_id, status: 'late', teacher_id: '2', teacher_name: 'Mr. Arjun Rao' }),
    ]);
    expect(await count()).toBe(1);
  });

  it("refuses marks in another teacher's name with 403 and keeps the stored ones", async () => {
    const [a] = await classA();
    await save({
      date: '2025-03-03',
      class: 'Class A',
      teacherId: 1,
      records: [{ studentId: a!.student_id, name: '', status: 'present' }],
    });
    const res = await save({
      date: '2025-03-03',
      class: 'Class A',
      teacherId: '7',
      teacherName: 'Mr. Rao',
      records: [{ studentId: a!.student_id, name: '', status: 'late' }],
    });
    expect(res).toMatchObject({ status: 403, body: { message: 'You are signed in as teacher 1, not 7.' } });
    expect(await records('2025-03-03')).toEqual([
      expect.objectContaining({ status: 'present', teacher_id: '1', teacher_name: 'Ms. Priya Sharma' }),
    ]);
  });

  it('refuses bad submissions with 400 and writes nothing', async () => {
    const [a] = await classA();
    const other = (await students()).find((s) => s.classes.includes('Class B'))!;
    const rec = { studentId: a!.student_id, name: 'x', status: 'present' };
    const good = { date: '2025-03-03', class: 'Class A', teacherId: 1, records: [rec] };
    const bad: [unknown, RegExp][] = [
      ['{"date": ', /JSON/],
      [{}, /date/],
      [{ ...good, date: '03/03/2025' }, /date/],
      [{ ...good, date: '2025-02-30' }, /date/],
      [{ ...good, class: 'Class Z' }, /^Unknown class "Class Z"\.$/],
      [{ ...good, class: undefined }, /class/],
      [{ ...good, class: '   ' }, /class: must not be empty/],
      [{ ...good, class: 'x'.repeat(101) }, /class: must be at most 100 characters/],
      [{ ...good, teacherId: { id: 1 } }, /teacherId/],
      [{ ...good, records: 'all' }, /records/],
      [{ ...good, records: [] }, /No students found for the selected class\./],
      [{ ...good, records: [{ ...rec, status: 'sick' }] }, /status must be one of/],
      [{ ...good, records: [{ ...rec, studentId: 'S999' }] }, /unknown student S999/],
      [{ ...good, records: [{ ...rec, studentId: other.student_id }] }, /not in Class A/],
      [{ ...good, records: [rec, rec] }, /more than once/],
    ];
    for (const [body, msg] of bad) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(msg);
    }
    expect(await count()).toBe(0);
  });

  it('20 concurrent saves of one class and date by two teachers: no error, and the stored day is one whole submission', async () => {
    // A class of 42, so concurrent saves overlap on many rows.
    for (let i = 100; i < 140; i++) {
      await h.db.query("INSERT INTO students (student_id, roll_no, name, grade) VALUES ($1, $2, $3, '9th')", [
        `S${i}`,
        i,
        `Student ${i}`,
      ]);
      await h.db.query("INSERT INTO class_students (class, student_id) VALUES ('Class A', $1)", [`S${i}`]);
    }
    await coTeachClassA();
    const cls = await classA();
    expect(cls.length).toBeGreaterThan(40);
    const teacher2 = await h.signIn('teacher2');
    const submission = (i: number) => ({
      date: '2025-04-07',
      class: 'Class A',
      teacherId: i % 2 === 0 ? '1' : '2',
      records: cls.map((s, j) => ({ studentId: s.student_id, name: s.name, status: (i + j) % 3 === 0 ? 'present' : 'absent' })),
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(submission(i), i % 2 === 0 ? teacher : teacher2)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const stored = await h.db.query<{ student_id: string; status: string; teacher_id: string }>(
      "SELECT student_id, status, teacher_id FROM attendance WHERE date = '2025-04-07' AND class = 'Class A' ORDER BY student_id",
    );
    expect(stored).toHaveLength(cls.length);
    const matches = Array.from({ length: 20 }, (_, i) => submission(i)).filter((sub) =>
      stored.every(
        (row) =>
          row.teacher_id === sub.teacherId && sub.records.find((r) => r.studentId === row.student_id)!.status === row.status,
      ),
    );
    expect(matches.length).toBeGreaterThan(0);
  });

  it('versions each class and day: the read names it, a save returns the next one, a stale save is 409 and writes nothing', async () => {
    const [a, b] = await classA();
    const day = (status: string, version?: number) => ({
      date: '2025-05-05',
      class: 'Class A',
      teacherId: '1',
      ...(version === undefined ? {} : { version }),
      records: [
        { studentId: a!.student_id, name: a!.name, status },
        { studentId: b!.student_id, name: b!.name, status: 'present' },
      ],
    });
    const read = async () => (await getJson(`${h.base}/api/attendance?date=2025-05-05&class=Class%20A`, teacher)).body;
    expect((await read()).version).toBe(0);
    expect((await save(day('present', 0))).body).toMatchObject({ saved: 2, version: 1 });
    expect((await read()).version).toBe(1);
    // Another teacher of the class saves from version 1 too, first.
    await coTeachClassA();
    const teacher2 = await h.signIn('teacher2');
    expect((await save({ ...day('absent', 1), teacherId: '2' }, teacher2)).body.version).toBe(2);

    const stale = await save(day('late', 1));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      /^Attendance for Class A on 2025-05-05 was changed by Mr\. .+ at \d\d:\d\d\. Reload to see it\.$/,
    );
    expect((await records('2025-05-05')).map((r) => r.status)).toEqual(['absent', 'present']);
    expect((await read()).version).toBe(2);
    // A save without a version (a client of the version-less API) replaces the day.
    expect((await save(day('late'))).body.version).toBe(3);
    expect((await records('2025-05-05')).map((r) => r.status)).toEqual(['late', 'present']);
  });

  it('20 concurrent saves from one version: exactly one is stored whole, the other 19 get 409', async () => {
    const cls = await classA();
    const submission = (i: number) => ({
      date: '2025-04-08',
      class: 'Class A',
      teacherId: '1',
      version: 0,
      records: cls.map((s, j) => ({ studentId: s.student_id, name: s.name, status: (i + j) % 3 === 0 ? 'present' : 'absent' })),
    });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => save(submission(i))));
    const statuses = answers.map((x) => x.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const winner = submission(answers.findIndex((x) => x.status === 200));
    const stored = await h.db.query<{ student_id: string; status: string }>(
      "SELECT student_id, status FROM attendance WHERE date = '2025-04-08' AND class = 'Class A' ORDER BY student_id",
    );
    expect(stored).toEqual(
      winner.records
        .map((r) => ({ student_id: r.studentId, status: r.status }))
        .sort((x, y) => x.student_id.localeCompare(y.student_id)),
    );
    for (const x of answers.filter((y) => y.status === 409)) expect(x.body.message).toContain('Reload to see it.');
  });

  it('validates the query, and refuses a class the teacher does not teach (one that does not exist is none of theirs)', async () => {
    for (const q of ['', '?date=yesterday', '?date=2025-01-01&class=', `?date=2025-01-01&class=${'x'.repeat(101)}`]) {
      const res = await getJson(`${h.base}/api/attendance${q}`, teacher);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    for (const cls of ['Nope', 'Class C']) {
      const res = await getJson(`${h.base}/api/attendance?date=2025-01-01&class=${encodeURIComponent(cls)}`, teacher);
      expect(res).toMatchObject({
        status: 403,
        body: { message: `Only the teachers of ${cls} and the school's administrator can see or save its attendance.` },
      });
    }
  });

  it('refuses marks of a class the teacher does not teach, even in their own name, and writes nothing', async () => {
    const res = await save(
      { date: '2025-03-03', class: 'Class C', teacherId: 1, records: [{ studentId: 'S003', name: '', status: 'present' }] },
      teacher,
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only the teachers of Class C and the school's administrator can see or save its attendance.");
    expect(await count()).toBe(0);
  });

  it("a day without a class holds the marks of the caller's classes only, every class's for the administrator", async () => {
    const [a] = await classA();
    await save({
      date: '2025-03-03',
      class: 'Class A',
      teacherId: 1,
      records: [{ studentId: a!.student_id, name: '', status: 'present' }],
    });
    const teacher2 = await h.signIn('teacher2');
    await save(
      { date: '2025-03-03', class: 'Class C', teacherId: 2, records: [{ studentId: 'S003', name: '', status: 'late' }] },
      teacher2,
    );
    const day = async (as: HeaderMap) =>
      AttendanceRecordsResponse.parse((await getJson(`${h.base}/api/attendance?date=2025-03-03`, as)).body).data.map(
        (r) => r.student_id,
      );
    expect(await day(teacher)).toEqual([a!.student_id]);
    expect(await day(teacher2)).toEqual(['S003']);
    expect(await day(await h.signIn('admin'))).toEqual([a!.student_id, 'S003']);
    expect(await day(await h.signIn('newTeacher'))).toEqual([]);
  });
});

describe('GET /api/attendance/report', () => {
  it('computes per-student %, last 5 marks, summary, trend and 7 weekly bars', async () => {
    const [a, b] = await classA();
    const end = '2025-03-14';
    // Two weeks in range (present for a, alternating for b), one week before (all absent).
    for (let i = 0; i < 14; i++) {
      const date = addDays('2025-03-01', i);
      await save({
        date,
        class: 'Class A',
        teacherId: 1,
        records: [
          { studentId: a!.student_id, name: '', status: 'present' },
          { studentId: b!.student_id, name: '', status: i % 2 ? 'absent' : 'present' },
        ],
      });
    }
    for (let i = 1; i <= 14; i++) {
      await save({
        date: addDays('2025-03-01', -i),
        class: 'Class A',
        teacherId: 1,
        records: [
          { studentId: a!.student_id, name: '', status: 'absent' },
          { studentId: b!.student_id, name: '', status: 'absent' },
        ],
      });
    }
    const res = await getJson(`${h.base}/api/attendance/report?class=Class%20A&start=2025-03-01&end=${end}`, teacher);
    expect(res.status).toBe(200);
    const r = AttendanceReportResponse.parse(res.body).data;
    expect(r.students).toHaveLength(2);
    expect(r.students[0]).toMatchObject({ id: a!.student_id, rollNo: 1, attendance: 100 });
    expect(r.students[1]).toMatchObject({ id: b!.student_id, attendance: 50 });
    expect(r.students[0]!.records).toHaveLength(5);
    expect(r.students[0]!.records.at(-1)).toEqual({ date: end, status: 'present' });
    expect(r.summary).toEqual({
      totalStudents: 2,
      averageAttendance: 75,
      totalPresent: 1,
      totalAbsent: 1,
      date: end,
      trend: 'up',
      change: 75,
    });
    expect(r.weeklyTrend).toHaveLength(7);
    expect(r.weeklyTrend.at(-1)).toMatchObject({ weekStart: '2025-03-08', weekEnd: end, marks: 14 });
    expect(r.weeklyTrend[0]).toMatchObject({ percentage: 0, marks: 0 });
  });

  it('refuses bad ranges and classes, and a class the teacher does not teach', async () => {
    for (const q of [
      'class=Class%20A&start=2025-03-10&end=2025-03-01',
      'class=Class%20A&start=2020-01-01&end=2025-01-01',
      'class=&start=2025-01-01&end=2025-01-02',
      'class=Class%20A',
    ]) {
      const res = await getJson(`${h.base}/api/attendance/report?${q}`, teacher);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    for (const cls of ['X', 'Class C']) {
      const res = await getJson(
        `${h.base}/api/attendance/report?class=${encodeURIComponent(cls)}&start=2025-01-01&end=2025-01-02`,
        teacher,
      );
      expect(res.status, cls).toBe(403);
    }
    const admin = await getJson(
      `${h.base}/api/attendance/report?class=Class%20C&start=2025-01-01&end=2025-01-02`,
      await h.signIn('admin'),
    );
    expect(admin.status).toBe(200);
    expect(AttendanceReportResponse.parse(admin.body).data.students.map((s) => s.id)).toEqual(['S003', 'S007']);
  });
});
