import { PAGE_LIMIT_DEFAULT } from '../contract/primitives.ts';
import type { RosterStudent } from '../contract/class-roster.ts';
import type { Student } from '../contract/students.ts';
import { json, type FetchCall } from './fetch-double.ts';

/** The page of `rows` a call's `cursor` and `limit` ask for, answered as the server pages a list. */
function pageAnswer(rows: readonly unknown[], call: FetchCall): Response {
  const from = call.query.cursor ? Number(call.query.cursor) : 0;
  const size = call.query.limit ? Number(call.query.limit) : PAGE_LIMIT_DEFAULT;
  const data = rows.slice(from, from + size);
  const next = from + data.length;
  return json({ data, total: rows.length, nextCursor: data.length === size && next < rows.length ? String(next) : null });
}

const contains = (q: string, ...values: string[]): boolean => values.some((v) => v.toLowerCase().includes(q));
const searched = (call: FetchCall): string => (call.query.q ?? '').trim().toLowerCase();

/**
 * GET /api/students answered as the server does from `students` (in the order given): the
 * class, grade and `q` (name, id, email or phone, any case) filters, then the page at
 * `cursor` of `limit` rows, with the total and the next cursor.
 */
export function studentPage(students: readonly Student[], call: FetchCall): Response {
  const { class: cls, grade } = call.query;
  const q = searched(call);
  const matching = students.filter(
    (s) =>
      (!cls || s.classes.includes(cls)) &&
      (!grade || s.grade === grade) &&
      (!q || contains(q, s.name, s.student_id, s.email, s.phone)),
  );
  return pageAnswer(matching, call);
}

/** The directory's routes for `students`: its pages and its count. */
export const studentRoutes = (students: () => readonly Student[]) => ({
  'GET /api/students': (call: FetchCall) => studentPage(students(), call),
  'GET /api/getAllStudentcount': () => json({ students: students().length }),
});

const asRosterStudent = (s: Student): RosterStudent => ({
  studentId: s.student_id,
  name: s.name,
  grade: s.grade,
  classes: s.classes,
});

/** GET /api/school/students answered from `students`: those whose name or id contains `q`, a page at a time. */
export const schoolStudentPage = (students: readonly Student[], call: FetchCall): Response =>
  pageAnswer(students.filter((s) => contains(searched(call), s.name, s.student_id)).map(asRosterStudent), call);

/** The path of a class's roster (GET /api/classes/{id}/students), holding the class's id. */
const ROSTER_PATH = /^\/api\/classes\/(\d+)\/students$/;

/**
 * GET /api/classes/{id}/students answered from `students` as the server does, the class being
 * the id-th of `classes` (as `classesPage(classes)` numbers them): its students, a page at a
 * time; undefined for any other request.
 */
export function rosterAnswer(students: readonly Student[], classes: readonly string[], call: FetchCall): Response | undefined {
  const id = ROSTER_PATH.exec(call.path)?.[1];
  if (call.method !== 'GET' || id === undefined) return undefined;
  const name = classes[Number(id) - 1];
  if (name === undefined) return json({ message: `Class ${id} not found.` }, 404);
  return pageAnswer(students.filter((s) => s.classes.includes(name)).map(asRosterStudent), call);
}
