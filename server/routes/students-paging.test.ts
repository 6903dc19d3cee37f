import { beforeEach, describe, expect, it } from 'vitest';
import { AttendanceRecordsResponse } from '../../src/contract/attendance.ts';
import { StudentsResponse, type Student } from '../../src/contract/students.ts';
import { localToday } from '../../src/contract/dates.ts';
import { forgetWrites } from '../auth/write-limit.ts';
import { getJson, sendJson, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withSignedInHarness } from '../test-support/signed-in-harness.ts';

let h: Harness;
let teacher: HeaderMap;
withSignedInHarness((x) => (h = x));
beforeEach(async () => {
  await h.reset();
  teacher = await h.signIn('teacher');
  forgetWrites();
});

const page = async (query: string, as: HeaderMap) => {
  const res = await getJson(`${h.base}/api/students?${query}`, as);
  expect(res.status, res.text).toBe(200);
  return StudentsResponse.parse(res.body);
};

/** Every page of `query`, `limit` at a time, following nextCursor: the rows and each page's total. */
async function walk(query: string, limit: number, as: HeaderMap): Promise<{ rows: Student[]; totals: number[]; pages: number }> {
  const rows: Student[] = [];
  const totals: number[] = [];
  let cursor: string | null = '';
  let pages = 0;
  while (cursor !== null && pages < 20) {
    const p = await page(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, as);
    rows.push(...p.data);
    totals.push(p.total);
    cursor = p.nextCursor;
    pages++;
  }
  return { rows, totals, pages };
}

describe('GET /api/students, paged', () => {
  it('walks every student of the school once, in one stable order, each page telling the same total', async () => {
    const admin = await h.signIn('admin');
    const { rows, totals, pages } = await walk('', 3, admin);
    expect(pages).toBe(3);
    expect(totals).toEqual([8, 8, 8]);
    const ids = rows.map((s) => s.student_id);
    expect(new Set(ids).size).toBe(8);
    expect([...ids].sort()).toEqual(['S001', 'S002', 'S003', 'S004', 'S005', 'S006', 'S007', 'S008']);
    // The same order as one page of all of them.
    expect(ids).toEqual((await page('limit=100', admin)).data.map((s) => s.student_id));
    // Past the end: no rows, the total still right, no next page.
    expect(await page('limit=3&cursor=30', admin)).toEqual({ data: [], total: 8, nextCursor: null });
  });

  it("lists a teacher only their classes' students, and filters by class, school year and search on the server", async () => {
    const all = await walk('', 2, teacher);
    expect(all.rows.map((s) => s.student_id).sort()).toEqual(['S001', 'S002', 'S005', 'S006']);
    expect(all.totals.every((t) => t === 4)).toBe(true);

    const classA = await page('class=Class%20A', teacher);
    expect(classA.total).toBe(2);
    expect(classA.data.every((s) => s.classes.includes('Class A'))).toBe(true);

    const one = all.rows[0]!;
    const byGrade = await page(`grade=${one.grade}`, teacher);
    expect(byGrade.data.length).toBeGreaterThan(0);
    expect(byGrade.data.every((s) => s.grade === one.grade)).toBe(true);
    expect(byGrade.total).toBe(all.rows.filter((s) => s.grade === one.grade).length);

    // q: part of a name in other letter case, an id, an email.
    const part = one.name.split(' ')[0]!.toUpperCase();
    const byName = await page(`q=${encodeURIComponent(part)}`, teacher);
    expect(byName.data.map((s) => s.student_id)).toContain(one.student_id);
    expect(byName.data.every((s) => s.name.toUpperCase().includes(part) || s.email.toUpperCase().includes(part))).toBe(true);
    expect((await page('q=s005', teacher)).data.map((s) => s.student_id)).toEqual(['S005']);
    if (one.email) expect((await page(`q=${encodeURIComponent(one.email)}`, teacher)).data[0]!.student_id).toBe(one.student_id);
    // A student of another teacher's class is not found by their id.
    expect(await page('q=S003', teacher)).toEqual({ data: [], total: 0, nextCursor: null });
    // Wildcards are taken literally.
    expect((await page('q=%25', teacher)).total).toBe(0);
  });

  it("gives each student of each page the term's attendance % and last mark", async () => {
    const today = localToday();
    const save = await sendJson(
      `${h.base}/api/attendance`,
      'POST',
      {
        date: today,
        class: 'Class A',
        teacherId: 1,
        records: [
          { studentId: 'S001', name: '', status: 'late' },
          { studentId: 'S005', name: '', status: 'absent' },
        ],
      },
      teacher,
    );
    expect(save.status, save.text).toBe(200);
    const walked = await walk('class=Class%20A', 1, teacher);
    const byId = Object.fromEntries(walked.rows.map((s) => [s.student_id, s]));
    expect(byId.S001).toMatchObject({ attendance_percent: 100, last_attendance_status: 'late' });
    expect(byId.S005).toMatchObject({ attendance_percent: 0, last_attendance_status: 'absent' });
    // Students of Class B have no marks.
    expect((await page('class=Class%20B', teacher)).data.map((s) => s.attendance_percent)).toEqual([null, null]);
  });

  it('refuses a page size over 100, a bad cursor and an unknown school year with a message', async () => {
    for (const [query, message] of [
      ['limit=101', 'limit must be a number from 1 to 100'],
      ['limit=0', 'limit must be a number from 1 to 100'],
      ['cursor=next', 'cursor must be a nextCursor'],
      ['grade=13th', 'grade must be one of: 9th, 10th, 11th, 12th'],
    ]) {
      const res = await getJson(`${h.base}/api/students?${query}`, teacher);
      expect(res.status, query).toBe(400);
      expect((res.body as { message: string }).message).toContain(message);
    }
  });
});

describe('GET /api/attendance, paged', () => {
  it("walks a day's records of every class a page at a time, with the total, and a class's day with its version", async () => {
    const day = '2025-03-03';
    const records = (ids: string[]) => ids.map((studentId) => ({ studentId, name: '', status: 'present' }));
    for (const [cls, ids] of [
      ['Class A', ['S001', 'S005']],
      ['Class B', ['S002', 'S006']],
    ] as const) {
      const res = await sendJson(
        `${h.base}/api/attendance`,
        'POST',
        { date: day, class: cls, teacherId: 1, records: records([...ids]) },
        teacher,
      );
      expect(res.status, res.text).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await getJson(`${h.base}/api/attendance?date=${day}&limit=3${cursor ? `&cursor=${cursor}` : ''}`, teacher);
      const p = AttendanceRecordsResponse.parse(res.body);
      expect(p.total).toBe(4);
      seen.push(...p.data.map((r) => r.student_id));
      cursor = p.nextCursor ?? null;
    }
    expect(seen.sort()).toEqual(['S001', 'S002', 'S005', 'S006']);
    const classB = AttendanceRecordsResponse.parse(
      (await getJson(`${h.base}/api/attendance?date=${day}&class=Class%20B`, teacher)).body,
    );
    expect(classB).toMatchObject({ total: 2, nextCursor: null, version: 1 });
    expect(classB.data.map((r) => r.student_id).sort()).toEqual(['S002', 'S006']);
    expect((await getJson(`${h.base}/api/attendance?date=${day}&limit=101`, teacher)).status).toBe(400);
  });
});
