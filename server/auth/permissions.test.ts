import { request } from 'node:http';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../../src/contract/routes.ts';
import { AUTH_ERRORS } from '../../src/contract/account-texts.ts';
import {
  getJson,
  sendJson,
  upload,
  uploadPdfs,
  uploadForm,
  PDF,
  type HeaderMap,
  type Harness,
  type JsonResponse,
} from '../test-support/harness.ts';
import { withHarness } from '../test-support/signed-in-harness.ts';
import { insertAccount, type AccountName } from '../test-support/accounts.ts';
import { addTeacherToClass, insertClass } from '../services/classes.ts';

let h: Harness;
withHarness((started) => (h = started), {}, 'never');

type Actor = 'anonymous' | AccountName;
/**
 * Refused callers first, the allowed teacher last: its writes may change what the others would see.
 * Each route's row is role x class: `teacher` on Class A's things (own class), `teacher2` on them
 * (another's class: teacher 2 teaches Class C and D), `newTeacher` (an approved teacher of no class),
 * `admin` (every class).
 */
const ACTORS: readonly Actor[] = [
  'anonymous',
  'pendingTeacher',
  'unlinkedStudent',
  'unlinkedParent',
  'student',
  'parent',
  'newTeacher',
  'admin',
  'teacher2',
  'teacher',
];
/** Accounts whose responses must never carry a test's answers. */
const LEARNER_SIDE: readonly Actor[] = ['student', 'parent', 'unlinkedStudent', 'unlinkedParent'];

interface Req {
  method: string;
  path: string;
  json?: unknown;
  form?: FormData;
}

const headersOf = async (actor: Actor): Promise<HeaderMap> => (actor === 'anonymous' ? {} : h.signIn(actor));

async function call(actor: Actor, req: Req): Promise<JsonResponse> {
  const url = `${h.base}${req.path}`;
  const headers = await headersOf(actor);
  const res = req.form
    ? await getJson(url, headers, { method: req.method, body: req.form })
    : req.json !== undefined
      ? await sendJson(url, req.method, req.json, headers)
      : await getJson(url, headers, { method: req.method });
  if (LEARNER_SIDE.includes(actor)) expect(res.text, `${actor} ${req.method} ${req.path}`).not.toContain('correctAnswer');
  if (res.status === 401 || res.status === 403)
    expect(res.body.message, `${actor} ${req.method} ${req.path}`).toEqual(expect.any(String));
  return res;
}

// Expected statuses per caller. Waiting accounts (pending, unlinked) get 403 everywhere but /api/me.
const refusedAll = {
  anonymous: 401,
  pendingTeacher: 403,
  unlinkedStudent: 403,
  unlinkedParent: 403,
  student: 403,
  parent: 403,
  newTeacher: 403,
  admin: 403,
  teacher2: 403,
  teacher: 403,
};
/**
 * Approved teachers: `ok` for teacher 1 on their own (Class A's) things, `other` for teacher 2 on
 * them, `noClass` for the teacher of no class. The administrator is refused (no teacher route is theirs).
 */
const teachers = (ok: number, other = ok, noClass = other) => ({
  ...refusedAll,
  newTeacher: noClass,
  teacher2: other,
  teacher: ok,
});
/** Teachers as `teachers`, and the school's administrator, who sees every class. */
const staff = (ok: number, other = ok, noClass = other) => ({ ...teachers(ok, other, noClass), admin: ok });
/** Linked students and parents (their own records) and teachers as `teachers`. */
const learners = (ok: number, other = ok, noClass = other) => ({ ...teachers(ok, other, noClass), student: ok, parent: ok });
/** S001's record: the learner, their parent, the teachers of their class (Class A) and the administrator. */
const aboutStudent = (ok: number) => ({ ...learners(ok, 403), admin: ok });
/** The school's administrator only. */
const adminOnly = (ok: number) => ({ ...refusedAll, admin: ok });
const signedIn = (ok: number) => ({
  anonymous: 401,
  pendingTeacher: ok,
  unlinkedStudent: ok,
  unlinkedParent: ok,
  student: ok,
  parent: ok,
  newTeacher: ok,
  admin: ok,
  teacher2: ok,
  teacher: ok,
});
/** Anyone, signed in or not, waiting or active. */
const anyone = (ok: number) => ({ ...signedIn(ok), anonymous: ok });
/** No session needed; signed-in callers are not sent (sign-out would end their session). */
const publicRoute = (ok: number) => ({ anonymous: ok });

const question = { id: 1, type: 'multiple-choice', question: 'Q?', options: ['a', 'b', 'c', 'd'], correctAnswer: 'b', points: 2 };
const newTest = {
  title: 'Unit 1',
  course: 'Mathematics',
  timeLimit: 60,
  maxAttempts: 1,
  passingScore: 70,
  questions: [question],
};
/** A day's marks of one class (teacher 1's Class A with S001 unless named), saved in `teacherId`'s name. */
const attendance = (teacherId: number, cls = 'Class A', studentId = 'S001') => ({
  date: '2025-03-03',
  class: cls,
  teacherId,
  records: [{ studentId, name: '', status: 'present' }],
});

/** What the table's requests refer to: made by teacher 1 before it runs. */
const fx = { fileUrl: '', editId: 0, testId: 0, n: 0 };
const fresh = () => ++fx.n;
const draftTest = async () =>
  (
    await h.db.query<{ id: number }>(
      "INSERT INTO tests (title, course, question_count, total_points, status, teacher_id) VALUES ('Draft', 'Mathematics', 1, 2, 'draft', '1') RETURNING id",
    )
  )[0]!.id;
const essay = { id: 2, type: 'essay', question: 'Why?', options: [], correctAnswer: '', points: 3 };
/** Teacher 1's test, open now for Class A (S001's class). */
const openTest = async () =>
  (
    await h.db.query<{ id: number }>(
      `INSERT INTO tests (title, course, question_count, total_points, status, assigned_to, question_list, teacher_id)
     VALUES ('Open', 'Physics', 2, 5, 'active', '["Class A"]', $1::jsonb, '1') RETURNING id`,
      [JSON.stringify([question, essay])],
    )
  )[0]!.id;
/** S001's attempt at a fresh open test: running, or submitted with the essay to grade. */
const attemptOf = async (status: 'in-progress' | 'submitted') =>
  (
    await h.db.query<{ id: number }>(
      `INSERT INTO attempts (test_id, student_id, attempt_no, status, deadline_at, submitted_at)
     VALUES ($1, 'S001', 1, $2, now() + interval '1 hour', CASE WHEN $2 = 'submitted' THEN now() END) RETURNING id`,
      [await openTest(), status],
    )
  )[0]!.id;
/** A request about a fresh attempt of `status`: `tail` after its path, `json` its body. */
const onAttempt =
  (method: string, status: 'in-progress' | 'submitted', tail = '', json?: unknown) =>
  async (): Promise<Req> => ({ method, path: `/api/attempts/${await attemptOf(status)}${tail}`, json });
async function account(role: 'teacher' | 'parent', students: string[] = []): Promise<{ id: number; email: string }> {
  const email = `extra${fresh()}@eduportal.example`;
  return { id: await insertAccount(h.db, { email, name: 'Extra Person', role, students }), email };
}

const classFields = () => ({ courseId: 'advanced-mathematics', grade: '10th', term: '2026-27' });
const classId = async (name: string) =>
  (await h.db.query<{ id: number }>('SELECT id FROM classes WHERE name = $1', [name]))[0]!.id;
const joinCodeOf = async (name: string) =>
  (await h.db.query<{ code: string }>('SELECT join_code AS code FROM classes WHERE name = $1', [name]))[0]!.code;
/** A fresh class that teacher 1 owns, with a student or a co-teacher when asked. */
async function ownClass(o: { student?: string; coTeacher?: string } = {}): Promise<{ id: number; name: string }> {
  const name = `Own class ${fresh()}`;
  const id = await insertClass(h.db, { name });
  await addTeacherToClass(h.db, name, '1');
  if (o.coTeacher) await addTeacherToClass(h.db, name, o.coTeacher);
  if (o.student) await h.db.query('INSERT INTO class_students (class, student_id) VALUES ($1, $2)', [name, o.student]);
  return { id, name };
}

/** One row per route: the request (made again for each caller) and every caller's status. */
const TABLE: Record<RouteName, { req: () => Req | Promise<Req>; expect: Partial<Record<Actor, number>> }> = {
  signIn: {
    req: () => ({
      method: 'POST',
      path: ROUTES.signIn.path,
      json: { email: 'teacher@eduportal.example', password: 'EduDemo2026' },
    }),
    expect: publicRoute(200),
  },
  signUp: {
    req: () => ({
      method: 'POST',
      path: ROUTES.signUp.path,
      json: { fullName: 'New Person', email: `new${fresh()}@eduportal.example`, role: 'student', password: 'Orchard42x' },
    }),
    expect: publicRoute(201),
  },
  signOut: { req: () => ({ method: 'POST', path: ROUTES.signOut.path }), expect: publicRoute(200) },
  me: { req: () => ({ method: 'GET', path: '/api/me' }), expect: signedIn(200) },
  catalogue: { req: () => ({ method: 'GET', path: '/api/catalogue' }), expect: anyone(200) },
  learnerMaterials: { req: () => ({ method: 'GET', path: '/api/studyMaterials/S001' }), expect: aboutStudent(200) },
  // Notes.pdf is for Class A: S001's (the parent's child's) class and teacher 1's, not teacher 2's.
  file: { req: () => ({ method: 'GET', path: fx.fileUrl }), expect: aboutStudent(200) },
  filePreview: { req: () => ({ method: 'GET', path: `${fx.fileUrl}/preview` }), expect: aboutStudent(200) },
  filePreviewText: { req: () => ({ method: 'GET', path: `${fx.fileUrl}/preview-text` }), expect: aboutStudent(200) },
  fileThumbnail: { req: () => ({ method: 'GET', path: `${fx.fileUrl}/thumbnail` }), expect: aboutStudent(200) },
  fileAccess: { req: () => ({ method: 'GET', path: '/api/file-access' }), expect: signedIn(200) },
  // Everyone active searches: a teacher their own materials, learners and parents the learners' list.
  searchMaterials: { req: () => ({ method: 'GET', path: '/api/materials/search?q=notes' }), expect: learners(200) },
  uploadMaterials: {
    req: () => ({
      method: 'POST',
      path: '/api/UploadStudyMaterial/1',
      form: uploadForm([{ bytes: PDF, name: `Upload ${fresh()}.pdf` }]),
    }),
    expect: teachers(201, 403),
  },
  teacherMaterials: { req: () => ({ method: 'GET', path: '/api/getStudyMaterials/1' }), expect: teachers(200, 403) },
  // Teacher 1 uploaded it: teacher 2 may not delete it.
  deleteMaterial: {
    req: () => ({ method: 'DELETE', path: '/api/deleteStudyMaterial', json: { fileName: 'Lectures/Mathematics/Delete me.pdf' } }),
    expect: teachers(200, 403),
  },
  // Teacher 1 uploaded "Edit me.pdf": teacher 2 may not change it.
  updateMaterial: {
    req: () => ({
      method: 'PUT',
      path: `/api/materials/${fx.editId}`,
      json: {
        title: 'Edit me.pdf',
        description: 'Read first',
        category: 'Lectures',
        course: 'Mathematics',
        classes: ['Class A'],
      },
    }),
    // Teacher 1 uploaded it: only they and the administrator change it.
    expect: staff(200, 403),
  },
  replaceMaterialFile: {
    req: () => ({
      method: 'PUT',
      path: `/api/materials/${fx.editId}/file`,
      form: uploadForm([{ bytes: PDF, name: 'New version.pdf' }], {}),
    }),
    expect: staff(200, 403),
  },
  dashboard: { req: () => ({ method: 'GET', path: '/api/dashboard/1' }), expect: teachers(200, 403) },
  // Each teacher lists their classes' students (none for a teacher of no class), the administrator every student.
  students: { req: () => ({ method: 'GET', path: '/api/students' }), expect: staff(200) },
  classes: { req: () => ({ method: 'GET', path: '/api/classes' }), expect: staff(200) },
  // Class A is teacher 1's: teacher 2 may not see or change it. Writes go to a fresh class of teacher 1's.
  createClass: {
    req: () => ({ method: 'POST', path: '/api/classes', json: { ...classFields(), name: `Created ${fresh()}` } }),
    // An administrator names the class's owner: without one, the request is refused (400).
    expect: { ...staff(201), admin: 400 },
  },
  joinClass: {
    req: async () => ({ method: 'POST', path: '/api/classes/join', json: { code: await joinCodeOf('Class A') } }),
    expect: { ...refusedAll, student: 200 },
  },
  classDetail: {
    req: async () => ({ method: 'GET', path: `/api/classes/${await classId('Class A')}` }),
    expect: staff(200, 403),
  },
  updateClass: {
    req: async () => {
      const c = await ownClass();
      return { method: 'PUT', path: `/api/classes/${c.id}`, json: { ...classFields(), name: `${c.name} renamed` } };
    },
    expect: staff(200, 403),
  },
  deleteClass: {
    req: async () => ({ method: 'DELETE', path: `/api/classes/${(await ownClass()).id}` }),
    expect: staff(200, 403),
  },
  newJoinCode: {
    req: async () => ({ method: 'POST', path: `/api/classes/${(await ownClass()).id}/join-code` }),
    expect: staff(200, 403),
  },
  classRoster: {
    req: async () => ({ method: 'GET', path: `/api/classes/${await classId('Class A')}/students` }),
    expect: staff(200, 403),
  },
  addToRoster: {
    req: async () => ({ method: 'POST', path: `/api/classes/${(await ownClass()).id}/students`, json: { studentIds: ['S002'] } }),
    expect: staff(200, 403),
  },
  removeFromRoster: {
    req: async () => ({ method: 'DELETE', path: `/api/classes/${(await ownClass({ student: 'S002' })).id}/students/S002` }),
    expect: staff(200, 403),
  },
  importRoster: {
    req: async () => ({
      method: 'POST',
      path: `/api/classes/${await classId('Class A')}/students/import`,
      json: { csv: 'name,grade\nAna Lima,9th\n', commit: false },
    }),
    expect: staff(200, 403),
  },
  addClassTeacher: {
    req: async () => ({
      method: 'POST',
      path: `/api/classes/${(await ownClass()).id}/teachers`,
      json: { email: 'new.teacher@eduportal.example' },
    }),
    expect: staff(200, 403),
  },
  removeClassTeacher: {
    req: async () => ({ method: 'DELETE', path: `/api/classes/${(await ownClass({ coTeacher: '3' })).id}/teachers/3` }),
    expect: staff(200, 403),
  },
  schoolStudents: { req: () => ({ method: 'GET', path: '/api/school/students?q=S00' }), expect: staff(200) },

  // Class A is no LMS course: its teacher and the administrator are told so (400), nobody else gets that far.
  syncClassRoster: {
    req: () => ({ method: 'POST', path: '/api/classes/roster-sync', json: { class: 'Class A' } }),
    expect: staff(400, 403),
  },
  studentCount: { req: () => ({ method: 'GET', path: '/api/getAllStudentcount' }), expect: staff(200) },
  // Marks in teacher 1's name: teacher 2 may not save them (nor of Class A in their own name: OWNERS).
  saveAttendance: { req: () => ({ method: 'POST', path: '/api/attendance', json: attendance(1) }), expect: teachers(200, 403) },
  attendance: {
    req: () => ({ method: 'GET', path: '/api/attendance?date=2025-03-03&class=Class%20A' }),
    expect: staff(200, 403),
  },
  attendanceReport: {
    req: () => ({ method: 'GET', path: '/api/attendance/report?class=Class%20A&start=2025-03-01&end=2025-03-14' }),
    expect: staff(200, 403),
  },
  // Each teacher lists the tests they manage; the administrator manages none.
  tests: { req: () => ({ method: 'GET', path: '/api/tests' }), expect: teachers(200) },
  // Teacher 1 created the tests below: teacher 2 may not read, change, or grade them.
  testDetail: { req: () => ({ method: 'GET', path: `/api/tests/${fx.testId}` }), expect: teachers(200, 403) },
  createTest: { req: () => ({ method: 'POST', path: '/api/tests', json: newTest }), expect: teachers(201) },
  scheduleTest: {
    req: async () => ({
      method: 'PUT',
      path: `/api/tests/${await draftTest()}/schedule`,
      json: { scheduledDate: '2025-05-01T09:00' },
    }),
    expect: teachers(200, 403),
  },
  assignTest: {
    req: () => ({ method: 'PUT', path: `/api/tests/${fx.testId}/assignment`, json: { assignedTo: ['Class A'] } }),
    expect: teachers(200, 403),
  },
  reviewTest: {
    req: () => ({ method: 'PUT', path: `/api/tests/${fx.testId}/review`, json: { shows: 'outcomes', when: 'after-attempt' } }),
    expect: teachers(200, 403),
  },
  // Only the school's administrator decides on teacher sign-ups and lists the teachers.
  pendingAccounts: { req: () => ({ method: 'GET', path: '/api/accounts/pending' }), expect: adminOnly(200) },
  approveAccount: {
    req: async () => ({ method: 'POST', path: `/api/accounts/${(await account('teacher')).id}/approve` }),
    expect: adminOnly(200),
  },
  declineAccount: {
    req: async () => ({
      method: 'POST',
      path: `/api/accounts/${(await account('teacher')).id}/decline`,
      json: { reason: 'We have no opening.' },
    }),
    expect: adminOnly(200),
  },
  teachers: { req: () => ({ method: 'GET', path: '/api/teachers?q=Rao' }), expect: adminOnly(200) },
  // S005 is in Class A: its teachers and the administrator manage its accounts' links.
  studentLinks: { req: () => ({ method: 'GET', path: '/api/students/S001/links' }), expect: staff(200, 403) },
  linkAccount: {
    req: async () => ({ method: 'POST', path: '/api/students/S005/links', json: { email: (await account('parent')).email } }),
    expect: staff(200, 403),
  },
  unlinkAccount: {
    req: async () => ({ method: 'DELETE', path: `/api/students/S005/links/${(await account('parent', ['S005'])).id}` }),
    expect: staff(200, 403),
  },
  learnerTests: { req: () => ({ method: 'GET', path: '/api/learners/S001/tests' }), expect: aboutStudent(200) },
  learnerResults: { req: () => ({ method: 'GET', path: '/api/learners/S001/results' }), expect: aboutStudent(200) },
  attendanceSummary: { req: () => ({ method: 'GET', path: '/api/students/S001/attendance' }), expect: aboutStudent(200) },
  // Only the learner takes a test: not their parent, nor a teacher in their name.
  startAttempt: {
    req: async () => ({ method: 'POST', path: `/api/tests/${await openTest()}/attempts` }),
    expect: { ...refusedAll, student: 201 },
  },
  // The learner's own, a parent's child's, the test's teachers'.
  attempt: { req: onAttempt('GET', 'in-progress'), expect: learners(200, 403) },
  saveAnswers: {
    req: onAttempt('PUT', 'in-progress', '/answers', { answers: { 1: 'b' } }),
    expect: { ...refusedAll, student: 200 },
  },
  // With the essay answered it waits for grading, so the answer keys stay hidden (the learner sees them once graded).
  submitAttempt: {
    req: onAttempt('POST', 'in-progress', '/submit', { answers: { 2: 'Because.' } }),
    expect: { ...refusedAll, student: 200 },
  },
  gradeAttempt: {
    req: onAttempt('PUT', 'submitted', '/grades', { grades: [{ questionId: '2', points: 2 }] }),
    expect: teachers(200, 403),
  },
  testResults: { req: () => ({ method: 'GET', path: `/api/tests/${fx.testId}/results` }), expect: teachers(200, 403) },
  questionFigures: {
    req: () => ({ method: 'GET', path: `/api/tests/${fx.testId}/question-figures` }),
    expect: teachers(200, 403),
  },
  gradingQueue: { req: () => ({ method: 'GET', path: `/api/tests/${fx.testId}/grading-queue` }), expect: teachers(200, 403) },
  // Whoever may open Notes.pdf (Class A's) keeps their place in it.
  readingPosition: {
    req: () => ({ method: 'GET', path: fx.fileUrl.replace('/files/', '/reading-positions/') }),
    expect: aboutStudent(200),
  },
  saveReadingPosition: {
    req: () => ({ method: 'PUT', path: fx.fileUrl.replace('/files/', '/reading-positions/'), json: { page: 1 } }),
    expect: aboutStudent(200),
  },
};

/**
 * Requests of one owner's things by another account of the same role, and the same account's
 * own; of one class's things by a teacher of another class, and by that teacher on their own class.
 * `:own` is a fresh test of teacher 2's, `:shared` a fresh test of teacher 1's assigned to Class C.
 */
const OWNERS: [Actor, Req, number][] = [
  ['teacher2', { method: 'GET', path: '/api/getStudyMaterials/2' }, 200],
  ['teacher2', { method: 'GET', path: '/api/dashboard/2' }, 200],
  ['newTeacher', { method: 'GET', path: '/api/dashboard/3' }, 200],
  // Marks of Class A, even in their own name, are not teacher 2's to save; their Class C's are.
  ['teacher2', { method: 'POST', path: '/api/attendance', json: attendance(2) }, 403],
  ['teacher2', { method: 'POST', path: '/api/attendance', json: attendance(2, 'Class C', 'S003') }, 200],
  ['newTeacher', { method: 'POST', path: '/api/attendance', json: attendance(3) }, 403],
  ['teacher2', { method: 'GET', path: '/api/attendance?date=2025-03-03&class=Class%20C' }, 200],
  ['teacher2', { method: 'GET', path: '/api/attendance/report?class=Class%20C&start=2025-03-01&end=2025-03-14' }, 200],
  ['teacher', { method: 'GET', path: '/api/attendance/report?class=Class%20C&start=2025-03-01&end=2025-03-14' }, 403],
  ['teacher', { method: 'GET', path: '/api/students?class=Class%20A' }, 200],
  ['teacher', { method: 'GET', path: '/api/students?class=Class%20C' }, 403],
  ['teacher2', { method: 'GET', path: '/api/students?class=Class%20C' }, 200],
  ['newTeacher', { method: 'GET', path: '/api/students?class=Class%20A' }, 403],
  ['admin', { method: 'GET', path: '/api/students?class=Class%20C' }, 200],
  // A search or another page of a class not taught is refused as the class is.
  ['teacher', { method: 'GET', path: '/api/students?class=Class%20C&q=S003&cursor=1&limit=5' }, 403],
  ['teacher2', { method: 'GET', path: '/api/students?class=Class%20C&grade=9th&limit=100' }, 200],
  ['teacher', { method: 'GET', path: '/api/attendance?date=2025-03-03&class=Class%20C&limit=100' }, 403],
  // S003 is in Class C: teacher 2's student, not teacher 1's.
  ['teacher2', { method: 'GET', path: '/api/students/S003/attendance' }, 200],
  ['teacher2', { method: 'GET', path: '/api/learners/S003/tests' }, 200],
  ['teacher2', { method: 'GET', path: '/api/studyMaterials/S003' }, 200],
  ['teacher2', { method: 'GET', path: '/api/students/S003/links' }, 200],
  ['teacher', { method: 'GET', path: '/api/students/S003/attendance' }, 403],
  ['teacher', { method: 'GET', path: '/api/learners/S003/results' }, 403],
  ['teacher', { method: 'GET', path: '/api/students/S003/links' }, 403],
  ['admin', { method: 'GET', path: '/api/learners/S003/results' }, 200],
  ['student', { method: 'GET', path: '/api/studyMaterials/S002' }, 403],
  ['parent', { method: 'GET', path: '/api/studyMaterials/S002' }, 200],
  ['parent', { method: 'GET', path: '/api/studyMaterials/S003' }, 403],
  // A page or a filter of a list is checked as the list is.
  ['student', { method: 'GET', path: '/api/studyMaterials/S002?limit=5&class=Class%20B' }, 403],
  ['parent', { method: 'GET', path: '/api/studyMaterials/S002?limit=5&cursor=5&course=Physics' }, 200],
  ['parent', { method: 'GET', path: '/api/studyMaterials/S003?about=Physics' }, 403],
  ['teacher2', { method: 'GET', path: '/api/tests?limit=5&cursor=5' }, 200],
  ['parent', { method: 'GET', path: '/api/tests?limit=5' }, 403],
  ['student', { method: 'GET', path: '/api/learners/S002/tests?limit=5&cursor=5' }, 403],
  ['student', { method: 'GET', path: '/api/learners/S001/tests?limit=5&cursor=5' }, 200],
  ['parent', { method: 'GET', path: '/api/learners/S002/results?limit=5' }, 200],
  ['parent', { method: 'GET', path: '/api/learners/S003/results?limit=5&cursor=5' }, 403],
  ['teacher', { method: 'GET', path: '/api/learners/S003/tests?limit=5' }, 403],
  ['parent', { method: 'GET', path: '/api/tests/1/results?limit=5&cursor=5' }, 403],
  ['admin', { method: 'GET', path: '/api/accounts/pending?limit=5&cursor=5' }, 200],
  ['teacher', { method: 'GET', path: '/api/accounts/pending?limit=5' }, 403],
  ['student', { method: 'GET', path: '/api/learners/S002/tests' }, 403],
  ['student', { method: 'GET', path: '/api/students/S002/attendance' }, 403],
  ['student', { method: 'GET', path: '/api/students/S003/attendance' }, 403],
  ['parent', { method: 'GET', path: '/api/learners/S002/results' }, 200],
  ['parent', { method: 'GET', path: '/api/learners/S003/tests' }, 403],
  ['parent', { method: 'GET', path: '/api/students/S003/attendance' }, 403],
  // Teacher 2 on a test of their own is served like teacher 1 on theirs, and assigns it to their classes only.
  ['teacher2', { method: 'GET', path: '/api/tests/:own' }, 200],
  ['teacher2', { method: 'PUT', path: '/api/tests/:own/assignment', json: { assignedTo: ['Class C'] } }, 200],
  ['teacher2', { method: 'PUT', path: '/api/tests/:own/assignment', json: { assignedTo: ['Class C', 'Class B'] } }, 403],
  ['teacher2', { method: 'GET', path: '/api/tests/:own/results' }, 200],
  ['teacher2', { method: 'GET', path: '/api/tests/:own/question-figures' }, 200],
  ['teacher2', { method: 'GET', path: '/api/tests/:own/grading-queue' }, 200],
  // Teachers of a class a test is assigned to share its creator's rights.
  ['teacher2', { method: 'GET', path: '/api/tests/:shared' }, 200],
  ['teacher2', { method: 'GET', path: '/api/tests/:shared/results' }, 200],
  ['teacher2', { method: 'GET', path: '/api/tests/:shared/grading-queue' }, 200],
  ['newTeacher', { method: 'GET', path: '/api/tests/:shared/grading-queue' }, 403],
  ['teacher2', { method: 'PUT', path: '/api/tests/:shared/assignment', json: { assignedTo: ['Class C', 'Class D'] } }, 200],
  ['newTeacher', { method: 'GET', path: '/api/tests/:shared' }, 403],
  ['admin', { method: 'GET', path: '/api/tests/:shared' }, 403],
];

/** Teacher 1's test assigned to Class C (as if they had co-taught it once): teacher 2's to manage too. */
const sharedTest = async () =>
  (
    await h.db.query<{ id: number }>(
      `INSERT INTO tests (title, course, question_count, total_points, status, assigned_to, question_list, teacher_id)
       VALUES ('Shared', 'Physics', 1, 2, 'active', '["Class C"]', $1::jsonb, '1') RETURNING id`,
      [JSON.stringify([question])],
    )
  )[0]!.id;

describe('who may call each route', () => {
  beforeAll(async () => {
    await h.reset();
    const teacher = await h.signIn('teacher');
    const up = await uploadPdfs(h.base, ['Notes.pdf', 'Delete me.pdf', 'Edit me.pdf'], teacher);
    expect(up.status).toBe(201);
    fx.fileUrl = up.body.materials[0].url;
    fx.editId = up.body.materials[2].id;
    // Page 1 images and text layout, as processing stores them.
    for (const [column, imageId] of [
      ['preview_file_id', 'permissionspreview01'],
      ['thumbnail_file_id', 'permissionsthumbnail'],
    ] as const) {
      await h.blobs.put(h.db, imageId, Uint8Array.from([1, 2, 3]));
      await h.db.query(`UPDATE materials SET ${column} = $1 WHERE title = 'Notes.pdf'`, [imageId]);
    }
    await h.db.query(
      `UPDATE materials SET preview_text = '{"view":[0,0,612,792],"items":[],"styles":{}}' WHERE title = 'Notes.pdf'`,
    );
    const test = await sendJson(`${h.base}/api/tests`, 'POST', newTest, teacher);
    expect(test.status).toBe(201);
    fx.testId = test.body.data.id;
  }, 60_000);

  it('has a row for every route', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.keys(ROUTES) as RouteName[])('%s', async (name) => {
    const row = TABLE[name];
    expect(row, `no row for ${name}`).toBeDefined();
    const seen: Partial<Record<Actor, number>> = {};
    for (const actor of ACTORS) {
      if (row.expect[actor] === undefined) continue;
      seen[actor] = (await call(actor, await row.req())).status;
    }
    expect(seen).toEqual(row.expect);
  });

  it.each(OWNERS)('%s %j -> %i', async (actor, req, status) => {
    if (req.path.includes(':own')) {
      const own = await sendJson(`${h.base}/api/tests`, 'POST', newTest, await h.signIn('teacher2'));
      expect(own.status).toBe(201);
      req = { ...req, path: req.path.replace(':own', String(own.body.data.id)) };
    }
    if (req.path.includes(':shared')) req = { ...req, path: req.path.replace(':shared', String(await sharedTest())) };
    expect((await call(actor, req)).status).toBe(status);
  });

  it("uploads to another teacher's id are refused; to one's own they are stored under it", async () => {
    const teacher2 = await h.signIn('teacher2');
    const form = () =>
      uploadForm([{ bytes: PDF, name: 'Mine.pdf' }], {
        category: 'Lectures',
        course: 'Biology',
        teacherId: '2',
        classes: 'Class C',
      });
    expect((await upload(h.base, form(), teacher2, '1')).status).toBe(403);
    expect((await upload(h.base, form(), teacher2, '2')).status).toBe(201);
    const mine = await getJson(`${h.base}/api/getStudyMaterials/2`, teacher2);
    expect(mine.body.materials.map((m: { name: string }) => m.name)).toEqual(['Lectures/Biology/Mine.pdf']);
  });

  it('says why a waiting account is refused, and a wrong role gets the plain refusal', async () => {
    const cases: [Actor, string, string][] = [
      ['pendingTeacher', '/api/students', AUTH_ERRORS.pendingTeacher],
      ['pendingTeacher', '/api/studyMaterials/S001', AUTH_ERRORS.pendingTeacher],
      ['unlinkedStudent', '/api/studyMaterials/S001', AUTH_ERRORS.unlinkedStudent],
      ['unlinkedParent', '/api/studyMaterials/S001', AUTH_ERRORS.unlinkedParent],
      ['student', '/api/students', AUTH_ERRORS.forbidden],
      ['parent', '/api/tests', AUTH_ERRORS.forbidden],
      ['anonymous', '/api/me', 'Please sign in to continue.'],
    ];
    for (const [actor, path, message] of cases) {
      const res = await call(actor, { method: 'GET', path });
      expect(res.body, `${actor} ${path}`).toEqual({ message });
    }
  });

  it('shows the answers to teachers only (the no-answers check of every learner-side call above has a counterpart)', async () => {
    const res = await call('teacher', { method: 'GET', path: `/api/tests/${fx.testId}` });
    expect(res.text).toContain('correctAnswer');
  });
});

describe("a teacher's every list contains only their classes' rows", () => {
  const DAY = '2025-03-04';
  beforeAll(async () => {
    await h.reset();
    for (const [who, teacherId, cls, students] of [
      ['teacher', 1, 'Class A', ['S001', 'S005']],
      ['teacher2', 2, 'Class C', ['S003', 'S007']],
    ] as const) {
      const headers = await h.signIn(who);
      const records = students.map((studentId) => ({ studentId, name: '', status: 'present' }));
      const saved = await sendJson(`${h.base}/api/attendance`, 'POST', { date: DAY, class: cls, teacherId, records }, headers);
      expect(saved.status, saved.text).toBe(200);
      const test = await sendJson(`${h.base}/api/tests`, 'POST', { ...newTest, title: `${cls} quiz` }, headers);
      expect(test.status).toBe(201);
      const assigned = await sendJson(
        `${h.base}/api/tests/${test.body.data.id}/assignment`,
        'PUT',
        { assignedTo: [cls] },
        headers,
      );
      expect(assigned.status).toBe(200);
    }
  }, 60_000);

  const taught = async (teacherId: string) =>
    (await h.db.query<{ class: string }>('SELECT class FROM class_teachers WHERE teacher_id = $1', [teacherId])).map(
      (r) => r.class,
    );
  const rosterOf = async (classes: string[]) =>
    (
      await h.db.query<{ student_id: string }>('SELECT DISTINCT student_id FROM class_students WHERE class = ANY($1::text[])', [
        classes,
      ])
    ).map((r) => r.student_id);

  it.each([
    ['teacher', '1'],
    ['teacher2', '2'],
    ['newTeacher', '3'],
  ] as const)('%s', async (who, teacherId) => {
    const headers = await h.signIn(who);
    const classes = await taught(teacherId);
    const roster = await rosterOf(classes);
    const get = async (path: string) => {
      const res = await getJson(`${h.base}${path}`, headers);
      expect(res.status, `${who} ${path}: ${res.text}`).toBe(200);
      return res.body;
    };

    const students = (await get('/api/students')).data as { student_id: string; classes: string[] }[];
    expect(students.map((s) => s.student_id).sort()).toEqual([...roster].sort());
    for (const s of students)
      expect(
        s.classes.some((c) => classes.includes(c)),
        s.student_id,
      ).toBe(true);
    expect((await get('/api/getAllStudentcount')).students).toBe(roster.length);

    const marks = (await get(`/api/attendance?date=${DAY}`)).data as { student_id: string }[];
    for (const m of marks) expect(roster, m.student_id).toContain(m.student_id);
    expect(marks.length).toBe(who === 'newTeacher' ? 0 : 2);

    const tests = (await get('/api/tests')).data as { id: number; assignedTo: string[] }[];
    const owners = await h.db.query<{ id: number; teacher_id: string | null }>(
      'SELECT id, teacher_id FROM tests WHERE id = ANY($1::int[])',
      [tests.map((t) => t.id)],
    );
    for (const t of tests)
      expect(owners.find((o) => o.id === t.id)!.teacher_id === teacherId || t.assignedTo.some((c) => classes.includes(c))).toBe(
        true,
      );
    expect(tests.length).toBe(who === 'newTeacher' ? 0 : 1);

    const dashboard = (await get(`/api/dashboard/${teacherId}`)).data as {
      totalStudents: number;
      activeClasses: number;
      recentActivity: { id: number }[];
    };
    expect(dashboard).toMatchObject({ totalStudents: roster.length, activeClasses: classes.length });
    const events = await h.db.query<{ teacher_id: string | null }>('SELECT teacher_id FROM activity WHERE id = ANY($1::int[])', [
      dashboard.recentActivity.map((e) => e.id),
    ]);
    for (const e of events) expect([null, teacherId]).toContain(e.teacher_id);
    expect(events.length).toBe(who === 'newTeacher' ? 0 : 3);

    const summaries = (await get('/api/classes')).data as { name: string; teachers: { teacherId: string }[] }[];
    expect(summaries.map((c) => c.name).sort()).toEqual([...classes].sort());
    for (const c of summaries)
      expect(
        c.teachers.map((t) => t.teacherId),
        c.name,
      ).toContain(teacherId);
  });

  it("the administrator's lists hold every class's rows", async () => {
    const headers = await h.signIn('admin');
    expect((await getJson(`${h.base}/api/students`, headers)).body.data).toHaveLength(8);
    expect((await getJson(`${h.base}/api/attendance?date=${DAY}`, headers)).body.data).toHaveLength(4);
    expect((await getJson(`${h.base}/api/classes`, headers)).body.total).toBe(4);
  });
});

describe('requests from other sites', () => {
  let teacher: HeaderMap;
  beforeEach(async () => {
    await h.reset();
    teacher = await h.signIn('teacher');
  });
  const marks = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM attendance'))[0]!.n;

  it('refuses changes from a foreign origin (403, nothing saved) and accepts the allowed and the own origin', async () => {
    const save = (origin: string) => sendJson(`${h.base}/api/attendance`, 'POST', attendance(1), { ...teacher, Origin: origin });
    const evil = await save('http://evil.test');
    expect(evil).toMatchObject({
      status: 403,
      body: { message: 'Requests from http://evil.test may not change data on this server.' },
    });
    expect(await marks()).toBe(0);
    const scheduled = await sendJson(
      `${h.base}/api/tests/1/schedule`,
      'PUT',
      { scheduledDate: '2025-05-01T09:00' },
      { ...teacher, Origin: 'http://evil.test' },
    );
    expect(scheduled.status).toBe(403);
    expect((await save('http://embed.test')).status).toBe(200);
    expect((await save(h.base)).status).toBe(200);
    expect(await marks()).toBe(1);
    // Without Origin, a browser's cross-site mark is enough to refuse.
    const marked = await sendJson(`${h.base}/api/attendance`, 'POST', attendance(1), {
      ...teacher,
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(marked.status).toBe(403);
  });

  it('refuses a foreign origin that names itself in the Host header too: our origin is configured, not read off the request', async () => {
    const forged = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const body = JSON.stringify(attendance(1));
      const req = request(
        `${h.base}/api/attendance`,
        {
          method: 'POST',
          headers: {
            ...teacher,
            Host: 'evil.test',
            Origin: 'http://evil.test',
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body)).toEqual({ message: 'Requests from http://evil.test may not change data on this server.' });
    expect(await marks()).toBe(0);
    // This machine's names on the server's port are its own origins when PUBLIC_ORIGIN is not set.
    const port = new URL(h.base).port;
    for (const own of [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
      expect((await sendJson(`${h.base}/api/attendance`, 'POST', attendance(1), { ...teacher, Origin: own })).status, own).toBe(
        200,
      );
    expect(
      (await sendJson(`${h.base}/api/attendance`, 'POST', attendance(1), { ...teacher, Origin: 'http://localhost:1' })).status,
    ).toBe(403);
  });

  it('reads from a foreign origin are not refused by the origin check (CORS keeps their answers from the page)', async () => {
    const res = await getJson(`${h.base}/api/students`, { ...teacher, Origin: 'http://evil.test' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a multipart upload from a foreign origin before reading it: nothing written', async () => {
    const res = await upload(h.base, uploadForm([{ bytes: PDF, name: 'Forged.pdf' }]), {
      ...teacher,
      Origin: 'http://evil.test',
    });
    expect(res.status).toBe(403);
    expect(await h.diskState()).toEqual({ tmp: [], files: [] });
    expect((await getJson(`${h.base}/api/getStudyMaterials/1`, teacher)).body).toEqual({
      materials: [],
      total: 0,
      nextCursor: null,
    });
  });
});
