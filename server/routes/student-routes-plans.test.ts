import { beforeAll, describe, expect, it } from 'vitest';
import { ClassesResponse } from '../../src/contract/classes.ts';
import { getJson, type Harness, type HeaderMap } from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';
import { tablesReadWhole } from '../test-support/query-plan.ts';

let h: Harness;
withHarness((started) => (h = started), {}, 'once');

/** The tables that hold a row per mark, attempt or roster place: never read whole for one class, student or day. */
const LARGE = ['attempts', 'attendance', 'class_students'];

interface Sent {
  sql: string;
  params: unknown[];
}

/** The queries the server sends the database while answering `path` (200 expected). */
async function queriesOf(path: string, as: HeaderMap): Promise<Sent[]> {
  const sent: Sent[] = [];
  const db = h.db as { query: (sql: string, params?: unknown[]) => Promise<unknown[]> };
  const original = db.query;
  db.query = (sql, params = []) => {
    sent.push({ sql, params });
    return original.call(h.db, sql, params);
  };
  try {
    const res = await getJson(`${h.base}${path}`, as);
    expect(res.status, res.text).toBe(200);
  } finally {
    db.query = original;
  }
  return sent;
}

/** The large tables each query of `path` reads without an index ('' when none), by query. */
async function seqScansOf(path: string, as: HeaderMap): Promise<string[]> {
  const sent = (await queriesOf(path, as)).filter((q) => LARGE.some((t) => q.sql.includes(t)));
  // The route does read the large tables: the check below is about something.
  expect(sent.length, path).toBeGreaterThan(0);
  const scans: string[] = [];
  for (const q of sent) {
    const tables = (await tablesReadWhole(h.db, q.sql, q.params)).filter((t) => LARGE.includes(t));
    if (tables.length) scans.push(`${tables.join(', ')} in: ${q.sql.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
  return scans;
}

let teacher: HeaderMap;
let admin: HeaderMap;
let classA: number;
beforeAll(async () => {
  teacher = await h.signIn('teacher');
  admin = await h.signIn('admin');
  const classes = ClassesResponse.parse((await getJson(`${h.base}/api/classes`, teacher)).body).data;
  classA = classes.find((c) => c.name === 'Class A')!.id;
});

describe('the student directory and attendance routes read attendance, attempts and rosters through indexes only', () => {
  const day = '2025-03-03';
  it.each([
    ['a teacher’s first page', '/api/students', 'teacher'],
    ['a later page, a search and a school year', '/api/students?cursor=2&limit=2&q=a&grade=9th', 'teacher'],
    ['one class of a teacher', '/api/students?class=Class%20A', 'teacher'],
    ['the administrator’s first page', '/api/students', 'admin'],
    ['one class, for the administrator', '/api/students?class=Class%20C', 'admin'],
    ['the count', '/api/getAllStudentcount', 'teacher'],
    ['a class’s day', `/api/attendance?date=${day}&class=Class%20A`, 'teacher'],
    ['the day of a teacher’s classes', `/api/attendance?date=${day}`, 'teacher'],
    ['the day of every class', `/api/attendance?date=${day}`, 'admin'],
    ['a class’s report', `/api/attendance/report?class=Class%20A&start=2025-02-01&end=${day}`, 'teacher'],
    ['a student’s term', '/api/students/S001/attendance', 'teacher'],
  ] as const)('%s (%s)', async (_what, path, who) => {
    expect(await seqScansOf(path, who === 'admin' ? admin : teacher)).toEqual([]);
  });

  it('a class’s roster (the Mark tab’s students)', async () => {
    expect(await seqScansOf(`/api/classes/${classA}/students?limit=100`, teacher)).toEqual([]);
  });
});
