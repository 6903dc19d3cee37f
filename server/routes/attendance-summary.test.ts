import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttendanceReportResponse, AttendanceSummaryResponse } from '../../src/contract/attendance.ts';
import { DashboardResponse } from '../../src/contract/dashboard.ts';
import { StudentsResponse } from '../../src/contract/students.ts';
import { forgetWrites } from '../auth/write-limit.ts';
import { addDays, localToday } from '../../src/contract/dates.ts';
import { getJson, sendJson, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withSignedInHarness } from '../test-support/signed-in-harness.ts';

let h: Harness;
let teacher: HeaderMap;
withSignedInHarness((x, t) => {
  h = x;
  teacher = t;
});
beforeEach(async () => {
  await h.reset();
  teacher = await h.signIn('teacher');
  forgetWrites();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

// The fixture puts S001 and S005 in Class A, S002 in Class B, S003 in Class C; the parent
// account is linked to S001 and S002, the student account to S001.
const today = localToday();
const start = addDays(today, -10);

type Mark = [studentId: string, status: 'present' | 'late' | 'absent'];
/** Marks of a class, saved by its teacher: teacher 1 (Class A and B) or teacher 2 (Class C and D). */
async function mark(date: string, cls: string, marks: Mark[]): Promise<void> {
  const byTeacher2 = cls === 'Class C' || cls === 'Class D';
  const res = await sendJson(
    `${h.base}/api/attendance`,
    'POST',
    {
      date,
      class: cls,
      teacherId: byTeacher2 ? 2 : 1,
      records: marks.map(([studentId, status]) => ({ studentId, name: '', status })),
    },
    byTeacher2 ? await h.signIn('teacher2') : teacher,
  );
  expect(res.status, res.text).toBe(200);
}

const percentOf = async (id: string, as = teacher) =>
  StudentsResponse.parse((await getJson(`${h.base}/api/students`, as)).body).data.find((s) => s.student_id === id)!
    .attendance_percent;
const summary = async (id: string, as = teacher) => {
  const res = await getJson(`${h.base}/api/students/${id}/attendance`, as);
  expect(res.status, res.text).toBe(200);
  return AttendanceSummaryResponse.parse(res.body).data;
};
const avgAttendance = async (teacherId = '1') =>
  DashboardResponse.parse(
    (await getJson(`${h.base}/api/dashboard/${teacherId}`, teacherId === '1' ? teacher : await h.signIn('teacher2'))).body,
  ).data.avgAttendance;

/**
 * S001: absent the day before the term (not counted), then present, late, absent, present
 * (3 of 4: 75%), and absent tomorrow (not counted yet). S005: present, absent, late (2 of 3: 67%).
 */
async function markTerm(): Promise<void> {
  await mark(addDays(start, -1), 'Class A', [['S001', 'absent']]);
  await mark(start, 'Class A', [
    ['S001', 'present'],
    ['S005', 'present'],
  ]);
  await mark(addDays(start, 1), 'Class A', [
    ['S001', 'late'],
    ['S005', 'absent'],
  ]);
  await mark(addDays(start, 2), 'Class A', [
    ['S001', 'absent'],
    ['S005', 'late'],
  ]);
  await mark(addDays(start, 3), 'Class A', [['S001', 'present']]);
  await mark(addDays(today, 1), 'Class A', [['S001', 'absent']]);
}

describe('the term attendance figure', () => {
  it('counts present and late over marked days from TERM_START to today, the same in the list, the summary and the report', async () => {
    vi.stubEnv('TERM_START', start);
    await markTerm();
    expect(await percentOf('S001')).toBe(75);
    expect(await percentOf('S005')).toBe(67);
    expect(await summary('S001')).toMatchObject({
      studentId: 'S001',
      class: 'Class A',
      termStart: start,
      percentage: 75,
      present: 2,
      late: 1,
      absent: 1,
      markedDays: 4,
    });
    expect((await summary('S005')).percentage).toBe(67);
    // Every mark of the term in the teacher's classes: 5 attended of 7.
    expect(await avgAttendance()).toBe(71);
    // Marks of another teacher's class are theirs only.
    await mark(today, 'Class C', [['S003', 'absent']]);
    expect(await avgAttendance()).toBe(71);
    expect(await avgAttendance('2')).toBe(0);

    // The Reports tab's default range (the term so far) gives each student the same figure.
    const res = await getJson(`${h.base}/api/attendance/report?class=Class%20A&start=${start}&end=${today}`, teacher);
    const report = AttendanceReportResponse.parse(res.body).data;
    expect(report.termStart).toBe(start);
    expect(report.students.filter((s) => ['S001', 'S005'].includes(s.id)).map((s) => [s.id, s.attendance])).toEqual([
      ['S001', 75],
      ['S005', 67],
    ]);
  });

  it('is null, with no counts, for a student without marks this term (and 0 on the dashboard)', async () => {
    vi.stubEnv('TERM_START', start);
    await mark(addDays(start, -3), 'Class B', [['S002', 'present']]);
    expect(await percentOf('S002')).toBeNull();
    expect(await percentOf('S003', await h.signIn('teacher2'))).toBeNull();
    const s = await summary('S002');
    expect(s).toMatchObject({
      name: expect.any(String),
      class: 'Class B',
      percentage: null,
      present: 0,
      late: 0,
      absent: 0,
      markedDays: 0,
      absences: [],
    });
    // The latest marks are listed even when they are older than the term.
    expect(s.recent).toEqual([{ date: addDays(start, -3), status: 'present' }]);
    expect(await avgAttendance()).toBe(0);
  });

  it('follows TERM_START when it changes, with no write in between', async () => {
    vi.stubEnv('TERM_START', start);
    await markTerm();
    expect(await percentOf('S001')).toBe(75);
    vi.stubEnv('TERM_START', addDays(start, 2));
    // Absent, present.
    expect(await percentOf('S001')).toBe(50);
    expect(await summary('S001')).toMatchObject({
      termStart: addDays(start, 2),
      percentage: 50,
      markedDays: 2,
      absences: [addDays(start, 2)],
    });
    vi.stubEnv('TERM_START', addDays(today, 1));
    expect(await percentOf('S001')).toBeNull();
  });

  it('starts the term on 1 September, 1 January or 1 May without TERM_START', async () => {
    vi.stubEnv('TERM_START', '');
    const [y, m] = today.split('-').map(Number) as [number, number];
    const expected = `${y}-${m >= 9 ? '09' : m >= 5 ? '05' : '01'}-01`;
    await mark(today, 'Class A', [
      ['S001', 'late'],
      ['S005', 'absent'],
    ]);
    expect(await summary('S001')).toMatchObject({ termStart: expected, percentage: 100, late: 1, markedDays: 1 });
    expect(await percentOf('S005')).toBe(0);
  });

  it('refreshes the cached student list when attendance is saved', async () => {
    vi.stubEnv('TERM_START', start);
    await markTerm();
    const first = await getJson(`${h.base}/api/students`, teacher);
    expect(StudentsResponse.parse(first.body).data.find((s) => s.student_id === 'S001')!.attendance_percent).toBe(75);
    // Unchanged: the client's copy is still good (the embedded database caches lists until the
    // next write and tags them; on a shared PostgreSQL nothing is cached, so there is no tag).
    const etag = first.headers.get('etag');
    expect(etag !== null).toBe(!process.env.DATABASE_URL);
    if (etag) expect((await getJson(`${h.base}/api/students`, { ...teacher, 'if-none-match': etag })).status).toBe(304);
    await mark(today, 'Class A', [['S001', 'absent']]);
    expect(await percentOf('S001')).toBe(60);
  });

  it("says what is wrong with the server's TERM_START", async () => {
    vi.stubEnv('TERM_START', '2026-02-30');
    for (const path of ['/api/students', '/api/students/S001/attendance', '/api/dashboard/1']) {
      const res = await getJson(`${h.base}${path}`, teacher);
      expect(res.status, path).toBe(500);
      expect(res.body).toEqual({ message: 'The server\'s TERM_START "2026-02-30" is not a date in the form YYYY-MM-DD.' });
    }
  });
});

describe('GET /api/students/{studentId}/attendance', () => {
  it('lists the 10 latest marks up to today, newest first, and every absence of the term', async () => {
    vi.stubEnv('TERM_START', start);
    await markTerm();
    const s = await summary('S001');
    expect(s.recent).toEqual([
      { date: addDays(start, 3), status: 'present' },
      { date: addDays(start, 2), status: 'absent' },
      { date: addDays(start, 1), status: 'late' },
      { date: start, status: 'present' },
      { date: addDays(start, -1), status: 'absent' },
    ]);
    expect(s.absences).toEqual([addDays(start, 2)]);

    for (let i = 0; i < 12; i++) await mark(addDays(start, i - 1), 'Class C', [['S003', i % 3 === 0 ? 'absent' : 'present']]);
    const busy = await summary('S003', await h.signIn('teacher2'));
    expect(busy.recent.map((r) => r.date)).toEqual(Array.from({ length: 10 }, (_, i) => addDays(start, 10 - i)));
    // Absent on start-1 (before the term), start+2, start+5 and start+8.
    expect(busy.absences).toEqual([addDays(start, 8), addDays(start, 5), addDays(start, 2)]);
    expect(busy).toMatchObject({ markedDays: 11, absent: 3, present: 8, percentage: 73 });
  });

  it('answers a parent about their children, a student about themselves, and refuses the rest', async () => {
    const parent = await h.signIn('parent');
    const student = await h.signIn('student');
    const status = async (id: string, as: HeaderMap) => (await getJson(`${h.base}/api/students/${id}/attendance`, as)).status;
    expect(await status('S001', parent)).toBe(200);
    expect(await status('S002', parent)).toBe(200);
    expect(await status('S003', parent)).toBe(403);
    expect(await status('S001', student)).toBe(200);
    expect(await status('S002', student)).toBe(403);
    expect(await status('S002', await h.signIn('unlinkedParent'))).toBe(403);
    expect(await status('S001', {})).toBe(401);
    expect((await summary('S002', parent)).studentId).toBe('S002');
  });

  it("answers the teachers of the student's classes and the administrator, and refuses other teachers", async () => {
    const status = async (id: string, as: HeaderMap) => (await getJson(`${h.base}/api/students/${id}/attendance`, as)).status;
    expect(await status('S001', teacher)).toBe(200);
    expect(await status('S003', teacher)).toBe(403);
    expect(await status('S003', await h.signIn('teacher2'))).toBe(200);
    expect(await status('S001', await h.signIn('teacher2'))).toBe(403);
    expect(await status('S001', await h.signIn('newTeacher'))).toBe(403);
    expect(await status('S003', await h.signIn('admin'))).toBe(200);
  });

  it('answers 404 with a message for an unknown student, 400 for a malformed id', async () => {
    const res = await getJson(`${h.base}/api/students/S999/attendance`, teacher);
    expect(res).toMatchObject({ status: 404, body: { message: 'Student S999 not found.' } });
    expect((await getJson(`${h.base}/api/students/a%20b/attendance`, teacher)).status).toBe(400);
  });
});
