import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import type { Database } from '../server/db/queryable.ts';
import { migrate } from '../server/db/migrations.ts';
import { bulkInsert } from '../server/db/bulk-insert.ts';
import { FileStore } from '../server/storage/file-store.ts';
import { newFileId } from '../server/storage/blob-store.ts';
import { insertStudents, makeStudents } from '../server/seed/students.ts';
import { makeLargePdf } from '../server/seed/pdf-documents.ts';
import { enqueueJob } from '../server/processing/job-queue.ts';
import { TEST_SEED_COLUMNS, testSeedRow, type SeedTest } from '../server/seed/tests.ts';
import { ATTEMPT_SEED_COLUMNS } from '../server/seed/attempts.ts';
import { addDays, localToday } from '../src/contract/dates.ts';
import { hashPassword } from '../server/auth/password.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/accounts.ts';
import { ATTENDANCE_STATUSES, DEMO_TEACHER_ID, DEMO_TEACHER_NAME, MATERIAL_CATEGORIES } from '../src/contract/constants.ts';
import { catalogueSubjects } from '../server/services/catalogue.ts';
import { tinyPdf } from '../server/test-support/pdf-files.ts';

/**
 * Accounts the bench signs in with (password DEMO_PASSWORD): the demo teacher (teacher 1), the
 * big list's teacher 2, and the demo learner and parent linked to the school's first students.
 */
export const BENCH_ACCOUNTS = {
  teacher: DEMO_ACCOUNTS[0].email,
  bigTeacher: 'teacher2@eduportal.example',
  learner: DEMO_ACCOUNTS[1].email,
} as const;

/** Learners of the school's first students who sign in all at once in the sign-in burst figure (password DEMO_PASSWORD). */
export const BURST_ACCOUNTS = 50;
export const burstAccount = (i: number): string => `burst${i + 1}@bench.example`;

export interface BenchData {
  students: number;
  /** Teacher with `manageRows` materials (the API and the Manage search figures). */
  manageTeacher: string;
  manageRows: number;
  /** Teacher with `bigRows` materials (the DOM node figure). */
  bigTeacher: string;
  bigRows: number;
  studentId: string;
  /** Tests assigned to the learner's class, and the open one the answer figure answers. */
  assignedTests: number;
  answerTestTitle: string;
  attendanceQuery: string;
  pdfPath: string;
  pdfSize: number;
}

const ATTENDANCE_DATE = '2026-03-02';

/** `count` students over the four classes (all taught by teacher 1), every one marked on ATTENDANCE_DATE. */
async function seedStudents(db: Database, count: number) {
  const students = makeStudents(count);
  await db.query(
    'INSERT INTO class_teachers (class, teacher_id, owner) SELECT name, $1, true FROM classes ON CONFLICT DO NOTHING',
    [DEMO_TEACHER_ID],
  );
  await insertStudents(db, students);
  await bulkInsert(
    db,
    'attendance',
    ['student_id', 'date', 'class', 'status', 'teacher_id'],
    students.map((s, i) => [s[0], ATTENDANCE_DATE, s[3], ATTENDANCE_STATUSES[i % 7 === 0 ? 1 : 0], DEMO_TEACHER_ID]),
  );
  return students;
}

/**
 * The demo accounts (teacher 1, the learner of `first`, the parent of `first` and `second`), plus
 * `teachers`' accounts and a burst account for each of `burstLearners`.
 */
async function seedAccounts(
  db: Database,
  [first, second]: string[],
  teachers: { id: string; name: string; email: string }[] = [],
  burstLearners: string[] = [],
) {
  const hash = await hashPassword(DEMO_PASSWORD);
  const [teacher, learner, parent] = DEMO_ACCOUNTS;
  const accounts: [string, string, string, string | null, string[]][] = [
    [teacher.email, teacher.name, 'teacher', DEMO_TEACHER_ID, []],
    [learner.email, learner.name, 'student', null, [first!]],
    [parent.email, parent.name, 'parent', null, [first!, second!]],
    ...teachers.map((t): [string, string, string, string, string[]] => [t.email, t.name, 'teacher', t.id, []]),
    ...burstLearners.map((id, i): [string, string, string, null, string[]] => [
      burstAccount(i),
      `Burst Learner ${i + 1}`,
      'student',
      null,
      [id],
    ]),
  ];
  for (const [email, name, role, teacherId, students] of accounts) {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO accounts (email, name, role, password_hash, teacher_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [email, name, role, hash, teacherId],
    );
    for (const s of students)
      await db.query('INSERT INTO account_students (account_id, student_id) VALUES ($1, $2)', [row!.id, s]);
  }
}

const attendanceQuery = (cls: string) => `date=${ATTENDANCE_DATE}&class=${encodeURIComponent(cls)}`;

/**
 * A school whose four classes (Class A-D) have `perClass` students each, all marked
 * on one day, and the demo accounts: the attendance figure at a real class size (the 10,000-student
 * set has 2,500 a class).
 */
export async function seedClassSizedSchool(dataDir: string, perClass: number): Promise<{ attendanceQuery: string }> {
  const store = new FileStore(dataDir);
  await store.init();
  const db = await openDatabase({ dataDir: join(dataDir, 'db') });
  await migrate(db);
  await db.query('INSERT INTO teachers (id, name) VALUES ($1, $2)', [DEMO_TEACHER_ID, DEMO_TEACHER_NAME]);
  const students = await seedStudents(db, perClass * 4);
  await seedAccounts(
    db,
    students.map((s) => s[0]),
  );
  await db.query("INSERT INTO meta (key, value) VALUES ('seeded_at', $1)", [new Date().toISOString()]);
  await db.close();
  return { attendanceQuery: attendanceQuery(students[0]![3]) };
}

/** How big the seeded school is. */
export interface SchoolSize {
  students: number;
  manage: number;
  big: number;
  pdfBytes: number;
  learnerTests: number;
}

/**
 * A fresh data folder at school scale: `students` students with one day of attendance,
 * teacher 1 with `manage` materials, teacher 2 with `big` (each a real one-page PDF), teacher 3
 * with one PDF of about `pdfBytes`, `learnerTests` tests for the first student's class, and the
 * BENCH_ACCOUNTS.
 */
export async function seedBenchData(dataDir: string, o: SchoolSize): Promise<BenchData> {
  const store = new FileStore(dataDir);
  await store.init();
  const db = await openDatabase({ dataDir: join(dataDir, 'db') });
  await migrate(db);
  await db.query('INSERT INTO teachers (id, name) VALUES ($1, $2), ($3, $4), ($5, $6)', [
    DEMO_TEACHER_ID,
    DEMO_TEACHER_NAME,
    '2',
    'Mr. Big List',
    '3',
    'Dr. Atlas',
  ]);
  const students = await seedStudents(db, o.students);
  await seedAccounts(
    db,
    students.map((s) => s[0]),
    [{ id: '2', name: 'Mr. Big List', email: BENCH_ACCOUNTS.bigTeacher }],
    students.slice(0, BURST_ACCOUNTS).map((s) => s[0]),
  );

  const bytes = tinyPdf('A bench material');
  const courses = await catalogueSubjects(db);
  const now = Date.now();
  const materialRows = (teacher: string, count: number) => {
    const rows: unknown[][] = [];
    for (let i = 0; i < count; i++) {
      rows.push([
        newFileId(),
        teacher,
        MATERIAL_CATEGORIES[i % 5],
        courses[Math.floor(i / 5) % courses.length],
        `T${teacher} Material ${i + 1}.pdf`,
        'application/pdf',
        bytes.length,
        new Date(now - i * 60_000).toISOString(),
      ]);
    }
    return rows;
  };
  const cols = ['file_id', 'teacher_id', 'category', 'course', 'title', 'mime', 'size', 'uploaded_at'];
  const rows = [...materialRows(DEMO_TEACHER_ID, o.manage), ...materialRows('2', o.big)];
  // Every row has its file: the server hides, at start, materials whose file is missing.
  for (let i = 0; i < rows.length; i += 200) {
    await Promise.all(rows.slice(i, i + 200).map((r) => writeFile(store.pathOf(r[0] as string), bytes)));
  }
  await bulkInsert(db, 'materials', cols, rows);

  const pdf = await makeLargePdf(o.pdfBytes);
  const pdfId = newFileId();
  await writeFile(store.pathOf(pdfId), pdf);
  await bulkInsert(db, 'materials', cols, [
    [pdfId, '3', 'Resources', 'Physics', 'Large Reference Atlas.pdf', 'application/pdf', pdf.length, new Date().toISOString()],
  ]);
  const [atlas] = await db.query<{ id: number }>('SELECT id FROM materials WHERE file_id = $1', [pdfId]);
  // Read by the server's job after it starts, as an upload is: its preview is what the viewer shows first.
  await db.query("UPDATE materials SET processing = 'pending' WHERE id = $1", [atlas!.id]);
  await enqueueJob(db, atlas!.id);
  // Every bench material is for every class.
  await db.query(
    'INSERT INTO material_classes (material_id, class) SELECT m.id, c.name FROM materials m CROSS JOIN classes c ON CONFLICT DO NOTHING',
  );
  const tests = await seedLearnerTests(db, students[0]!, courses, o.learnerTests);
  await db.query("INSERT INTO meta (key, value) VALUES ('seeded_at', $1)", [new Date().toISOString()]);
  await db.close();
  return {
    students: o.students,
    manageTeacher: DEMO_TEACHER_ID,
    manageRows: o.manage,
    bigTeacher: '2',
    bigRows: o.big,
    studentId: students[0]![0],
    ...tests,
    attendanceQuery: attendanceQuery(students[0]![3]),
    pdfPath: `/api/files/${atlas!.id}`,
    pdfSize: pdf.length,
  };
}

/**
 * `count` tests assigned to the first student's class: a third completed with the
 * student's graded attempt, a third open now, a third ahead; the last open one (many attempts
 * allowed) is the one the answer figure answers.
 */
async function seedLearnerTests(
  db: Database,
  [studentId, , , cls]: readonly unknown[],
  courses: readonly string[],
  count: number,
) {
  const today = localToday();
  const questions: SeedTest['questions'] = [
    { id: 1, type: 'multiple-choice', question: 'Pick B', options: ['A', 'B', 'C', 'D'], correctAnswer: 'B', points: 5 },
    { id: 2, type: 'short-answer', question: 'Say yes', options: [], correctAnswer: 'yes', points: 5 },
  ];
  const rows = Array.from({ length: count }, (_, i): SeedTest => {
    const kind = i % 3;
    return {
      title: `Bench Test ${i + 1}`,
      course: courses[i % courses.length]!,
      questions,
      status: kind === 0 ? 'completed' : kind === 1 ? 'active' : 'scheduled',
      created: addDays(today, -30),
      scheduled: `${addDays(today, kind === 2 ? 3 + (i % 20) : -5)}T10:00`,
      assigned: [String(cls)],
      timeLimit: 60,
    };
  });
  await bulkInsert(db, 'tests', TEST_SEED_COLUMNS, rows.map(testSeedRow));
  const [answerTest] = await db.query<{ title: string }>(
    "UPDATE tests SET max_attempts = 1000 WHERE id = (SELECT max(id) FROM tests WHERE status = 'active' AND title LIKE 'Bench Test %') RETURNING title",
  );
  const ids = await db.query<{ id: number; title: string; status: string }>(
    "SELECT id, title, status FROM tests WHERE title LIKE 'Bench Test %'",
  );
  const started = new Date(Date.now() - 5 * 86_400_000);
  await bulkInsert(
    db,
    'attempts',
    ATTEMPT_SEED_COLUMNS,
    ids
      .filter((t) => t.status === 'completed')
      .map((t) => [
        t.id,
        studentId,
        1,
        'graded',
        started.toISOString(),
        new Date(started.getTime() + 3_600_000).toISOString(),
        new Date(started.getTime() + 600_000).toISOString(),
        JSON.stringify({ 1: 'B', 2: 'yes' }),
        '{}',
        10,
        100,
      ]),
  );
  return { assignedTests: count, answerTestTitle: answerTest!.title };
}
