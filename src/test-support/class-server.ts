import type { ClassSummary } from '../contract/classes.ts';
import type { RosterImportResponse, RosterImportRow, RosterStudent } from '../contract/class-roster.ts';
import { json, type FetchCall, type Routes } from './fetch-double.ts';

/** A class as GET /api/classes lists it, for teacher 1 unless its teachers say otherwise. */
export const classSummary = (over: Partial<ClassSummary> & Pick<ClassSummary, 'id' | 'name'>): ClassSummary => ({
  courseId: 'advanced-mathematics',
  courseTitle: 'Advanced Mathematics',
  grade: '10th',
  term: '2026-27',
  studentCount: 0,
  teachers: [{ teacherId: '1', name: 'Ms. Priya Sharma', owner: true }],
  lms: false,
  joinCode: `CODE${over.id}XYZ`,
  ...over,
});

export const CLASS_A = classSummary({ id: 1, name: 'Class A', studentCount: 10 });
export const CLASS_B = classSummary({
  id: 2,
  name: 'Class B',
  courseId: 'physics-fundamentals',
  courseTitle: 'Physics Fundamentals',
  grade: '',
  term: '',
  studentCount: 1,
});
/** Taught by teacher 1 as a co-teacher. */
export const CLASS_C = classSummary({
  id: 3,
  name: 'Class C',
  courseId: null,
  courseTitle: null,
  studentCount: 2,
  teachers: [
    { teacherId: '2', name: 'Mr. Arjun Rao', owner: true },
    { teacherId: '1', name: 'Ms. Priya Sharma', owner: false },
  ],
});

export const rosterStudent = (studentId: string, name: string, classes: string[]): RosterStudent => ({
  studentId,
  name,
  grade: '10th',
  classes,
});

/** The school's students, and the classes they are in. */
export const SCHOOL = [
  rosterStudent('S001', 'Aarav Patel', ['Class A']),
  rosterStudent('S002', 'Diya Sharma', ['Class B']),
  rosterStudent('S003', 'Kabir Singh', ['Class C']),
  rosterStudent('S004', 'Meera Iyer', []),
];

/** The teacher accounts a co-teacher is added by, by email. */
const TEACHERS: Record<string, { teacherId: string; name: string }> = {
  'teacher2@eduportal.example': { teacherId: '2', name: 'Mr. Arjun Rao' },
};

const page = <T>(rows: T[], call: FetchCall) => {
  const limit = Number(call.query.limit ?? 50);
  const from = Number(call.query.cursor ?? 0);
  const data = rows.slice(from, from + limit);
  return json({ data, total: rows.length, nextCursor: from + limit < rows.length ? String(from + limit) : null });
};
const matches = (s: RosterStudent, q: string | undefined) =>
  !q || s.name.toLowerCase().includes(q.toLowerCase()) || s.studentId.toLowerCase().includes(q.toLowerCase());

/** What a CSV import answers for a file: the rows it checked. */
export type ImportAnswer = (csv: string, commit: boolean) => { rows: RosterImportRow[]; written: boolean };

/**
 * An in-memory server of classes and rosters behind the fetch double: the class list, class
 * creation (a taken name is 409), rosters (paged, searched), adding and removing students, the
 * school's students and a CSV import answered by `importer`.
 */
export function classServer(opts: { classes?: ClassSummary[]; school?: RosterStudent[]; importer?: ImportAnswer } = {}) {
  const classes = [...(opts.classes ?? [CLASS_A, CLASS_B, CLASS_C])];
  const school = (opts.school ?? SCHOOL).map((s) => ({ ...s, classes: [...s.classes] }));
  const byId = (call: FetchCall) =>
    classes.find((c) => call.path.startsWith(`/api/classes/${c.id}/`) || call.path === `/api/classes/${c.id}`);
  const roster = (c: ClassSummary) => school.filter((s) => s.classes.includes(c.name));
  const recount = () => {
    for (const [i, c] of classes.entries()) classes[i] = { ...c, studentCount: roster(c).length };
  };
  const routes: Routes = {
    'GET /api/classes': (call) => page(classes, call),
    'POST /api/classes': (call) => {
      const body = call.body as { name: string; courseId: string | null; grade: string; term: string };
      if (classes.some((c) => c.name === body.name)) return json({ message: `A class named ${body.name} already exists` }, 409);
      const created = classSummary({
        id: classes.length + 10,
        ...body,
        courseTitle: body.courseId ? 'Advanced Mathematics' : null,
      });
      classes.push(created);
      return json(created, 201);
    },
    'GET /api/school/students': (call) =>
      page(
        school.filter((s) => matches(s, call.query.q)),
        call,
      ),
    'GET /api/classes/*': (call) => {
      const c = byId(call);
      if (!c) return json({ message: 'Class not found' }, 404);
      return page(
        roster(c).filter((s) => matches(s, call.query.q)),
        call,
      );
    },
    'POST /api/classes/*': (call) => {
      const c = byId(call)!;
      const i = classes.indexOf(c);
      if (call.path.endsWith('/join-code')) {
        classes[i] = { ...c, joinCode: `NEW${c.id}CODE` };
        return json(classes[i]);
      }
      if (call.path.endsWith('/teachers')) {
        const { email } = call.body as { email: string };
        const teacher = TEACHERS[email];
        if (!teacher) return json({ message: `No teacher account has the email ${email}` }, 404);
        classes[i] = { ...c, teachers: [...c.teachers, { ...teacher, owner: false }] };
        return json(classes[i]);
      }
      if (call.path.endsWith('/students/import')) {
        const { csv, commit } = call.body as { csv: string; commit: boolean };
        const answer = opts.importer!(csv, commit);
        const response: RosterImportResponse = {
          ...answer,
          message: answer.written ? `${answer.rows.length} students imported` : 'Nothing imported',
        };
        return json(response);
      }
      if (call.path.endsWith('/students')) {
        const ids = (call.body as { studentIds: string[] }).studentIds;
        for (const s of school) if (ids.includes(s.studentId) && !s.classes.includes(c.name)) s.classes.push(c.name);
        recount();
        return json({ message: `${ids.length} students added to ${c.name}`, added: ids.length });
      }
      return json({ message: 'Not found' }, 404);
    },
    'DELETE /api/classes/*': (call) => {
      const c = byId(call)!;
      const id = call.path.split('/').pop();
      if (call.path === `/api/classes/${c.id}`) {
        classes.splice(classes.indexOf(c), 1);
        return json({ message: `Class ${c.name} deleted` });
      }
      if (call.path.includes('/teachers/')) {
        const i = classes.indexOf(c);
        classes[i] = { ...c, teachers: c.teachers.filter((t) => t.teacherId !== id) };
        return json(classes[i]);
      }
      for (const s of school) if (s.studentId === id) s.classes = s.classes.filter((n) => n !== c.name);
      recount();
      return json({ message: 'Removed' });
    },
  };
  return { routes, classes, school };
}
