import pg from 'pg';
import { openPostgres } from '../../server/db/postgres.ts';
import { migrate } from '../../server/db/migrations.ts';
import type { Queryable } from '../../server/db/queryable.ts';
import { bulkInsert } from '../../server/db/bulk-insert.ts';
import { newFileId } from '../../server/storage/blob-store.ts';
import { newJoinCode } from '../../server/services/classes.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/accounts.ts';
import { schoolYear } from '../../server/seed/classes.ts';
import { TEST_SEED_COLUMNS, testSeedRow, type SeedTest } from '../../server/seed/tests.ts';
import { GRADES, MATERIAL_CATEGORIES } from '../../src/contract/constants.ts';
import { addDays, localToday } from '../../src/contract/dates.ts';
import type { Question } from '../../src/contract/tests.ts';
import { schoolDays, teachersOfClass, type DistrictPlan } from './plan.ts';
import { districtPdf } from './district-pdfs.ts';
import { withoutIndexes } from './without-indexes.ts';

/** The district's accounts (password DEMO_PASSWORD): a teacher of three classes or more, a learner in one, the learner's parent. */
export const DISTRICT_ACCOUNTS = {
  teacher: DEMO_ACCOUNTS[0].email,
  learner: DEMO_ACCOUNTS[1].email,
  parent: DEMO_ACCOUNTS[2].email,
} as const;

export interface DistrictData {
  plan: DistrictPlan;
  /** Rows as stored, counted after the seed. */
  rows: Record<'students' | 'classes' | 'teachers' | 'attendance' | 'tests' | 'attempts' | 'materials', number>;
  seedMs: number;
}

const FIRST = ['Aarav', 'Diya', 'Vivaan', 'Ananya', 'Aditya', 'Ishaan', 'Saanvi', 'Kabir', 'Meera', 'Rohan', 'Priya', 'Arjun'];
const LAST = ['Sharma', 'Patel', 'Reddy', 'Iyer', 'Gupta', 'Singh', 'Khan', 'Das', 'Nair', 'Mehta', 'Joshi', 'Verma', 'Rao'];
const PARENT_FIRST = ['Rajesh', 'Sunita', 'Anil', 'Kavita', 'Suresh', 'Pooja', 'Vikram', 'Neha'];
const STREETS = ['MG Road', 'Park Street', 'Lake View', 'Station Road', 'Temple Street', 'Hill Road', 'Gandhi Nagar'];
const CITIES = ['Pune', 'Mumbai', 'Bengaluru', 'Chennai', 'Delhi', 'Hyderabad'];
const TITLES = ['Ms.', 'Mr.', 'Dr.', 'Mrs.'];

const sqlArray = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(', ')}]`;

/** Every test's questions: all graded by their key (a blank short answer scores 0). */
const QUESTIONS: Question[] = [
  { id: 1, type: 'multiple-choice', question: 'Pick B', options: ['A', 'B', 'C', 'D'], correctAnswer: 'B', points: 5 },
  { id: 2, type: 'true-false', question: 'Water is a compound.', options: [], correctAnswer: 'true', points: 5 },
  { id: 3, type: 'short-answer', question: 'Say yes', options: [], correctAnswer: 'yes', points: 5 },
];

const studentId = (i: number) => `D${String(i + 1).padStart(5, '0')}`;
const teacherId = (t: number) => `T${String(t + 1).padStart(3, '0')}`;

/**
 * Seeds PostgreSQL schema `schema` of `url` (migrated here first, as the server would) with the
 * district of `plan`: rows in SQL (generate_series, unnest) and batched inserts, the PDFs made
 * meanwhile with pdf-lib and stored as the server stores files on PostgreSQL, already
 * processed (three pages, their text indexed for search). Attendance covers the `plan.days`
 * weekdays before today, so the current term has marks.
 */
export async function seedDistrict(
  url: string,
  schema: string,
  plan: DistrictPlan,
  log: (m: string) => void,
): Promise<DistrictData> {
  const t0 = performance.now();
  const db = await openPostgres(url, { schema });
  await migrate(db);
  await db.close();
  const client = new pg.Client({
    connectionString: url,
    options: `-c search_path=${schema} -c synchronous_commit=off -c maintenance_work_mem=256MB`,
  });
  await client.connect();
  const q: Queryable = { query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[] };
  const step = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    const s = performance.now();
    const r = await fn();
    log(`district seed: ${what} in ${((performance.now() - s) / 1000).toFixed(1)} s`);
    return r;
  };
  try {
    const today = localToday();
    const days = schoolDays(today, plan.days);
    const courses = await q.query<{ id: string; title: string; subject: string }>(
      'SELECT id, title, subject FROM courses ORDER BY position',
    );
    const classes = Array.from({ length: plan.classes }, (_, c) => {
      const course = courses[c % courses.length]!;
      const gradeIndex = Math.floor(c / courses.length) % GRADES.length;
      return {
        name: `${GRADES[gradeIndex]} ${course.title} ${String(c + 1).padStart(3, '0')}`,
        course,
        gradeIndex,
        teachers: teachersOfClass(plan, c),
      };
    });
    const classesOf = new Map<number, string[]>();
    for (const c of classes) for (const t of c.teachers) classesOf.set(t, [...(classesOf.get(t) ?? []), c.name]);

    // PDFs are made here while the database writes the rows.
    const pdfs = step('PDFs made', () => makePdfs(plan, classesOf, courses));

    await step('teachers, classes and students', async () => {
      // A new database starts with Class A-D, without teachers: the district has its own classes.
      await q.query('DELETE FROM classes');
      const teachers = Array.from({ length: plan.teachers }, (_, t) => teacherId(t));
      const names = teachers.map(
        (_, t) => `${TITLES[t % 4]} ${FIRST[(t * 5) % FIRST.length]} ${LAST[(t * 7 + 3) % LAST.length]}`,
      );
      await q.query('INSERT INTO teachers (id, name) SELECT * FROM unnest($1::text[], $2::text[])', [teachers, names]);
      await q.query(
        'INSERT INTO classes (name, course_id, grade, term, join_code) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])',
        [
          classes.map((c) => c.name),
          classes.map((c) => c.course.id),
          classes.map((c) => GRADES[c.gradeIndex]),
          classes.map(() => schoolYear(new Date())),
          classes.map(() => newJoinCode()),
        ],
      );
      const links = classes.flatMap((c) => c.teachers.map((t, k) => [c.name, teacherId(t), k === 0] as const));
      await q.query(
        'INSERT INTO class_teachers (class, teacher_id, owner) SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[])',
        [links.map((l) => l[0]), links.map((l) => l[1]), links.map((l) => l[2])],
      );
      // Student g is in class (g * classes) / students (classOfStudent): consecutive students share a class.
      await q.query(
        `WITH s AS (
           SELECT g, (g::bigint * $2 / $1)::int + 1 AS c,
             (${sqlArray(FIRST)})[1 + (g * 7) % ${FIRST.length}] AS first,
             (${sqlArray(LAST)})[1 + (g * 11 + g / 97) % ${LAST.length}] AS last,
             (${sqlArray(PARENT_FIRST)})[1 + (g * 3) % ${PARENT_FIRST.length}] AS pfirst,
             '+91 9' || lpad(((g::bigint * 7919 + 1234567) % 1000000000)::text, 9, '0') AS phone,
             '+91 8' || lpad(((g::bigint * 104729 + 7654321) % 1000000000)::text, 9, '0') AS pphone
           FROM generate_series(0, $1 - 1) g
         )
         INSERT INTO students (student_id, roll_no, name, grade, email, phone, address, parent_name, parent_phone,
           parent_email, emergency_contact, date_of_birth, enrollment_date)
         SELECT 'D' || lpad((g + 1)::text, 5, '0'), row_number() OVER (PARTITION BY c ORDER BY g), first || ' ' || last, cl.grade,
           lower(first || '.' || last || (g + 1)) || '@student.example.edu', phone,
           (1 + g % 200) || ' ' || (${sqlArray(STREETS)})[1 + g % ${STREETS.length}] || ', ' || (${sqlArray(CITIES)})[1 + g % ${CITIES.length}],
           pfirst || ' ' || last, pphone, lower(pfirst || '.' || last || (g + 1)) || '@parents.example.com',
           pfirst || ' ' || last || ' ' || pphone,
           make_date(2011 - cl.gi, 1 + g % 12, 1 + g % 28), make_date(2025 - cl.gi, 6, 1 + g % 20)
         FROM s JOIN unnest($3::text[], $4::int[]) WITH ORDINALITY cl(grade, gi, ord) ON cl.ord = s.c`,
        [plan.students, plan.classes, classes.map((c) => GRADES[c.gradeIndex]), classes.map((c) => c.gradeIndex)],
      );
      await q.query(
        `INSERT INTO class_students (class, student_id, added_at)
         SELECT cl.name, 'D' || lpad((g + 1)::text, 5, '0'), $3::date
         FROM generate_series(0, $1 - 1) g JOIN unnest($4::text[]) WITH ORDINALITY cl(name, ord) ON cl.ord = (g::bigint * $2 / $1)::int + 1`,
        [plan.students, plan.classes, days[0], classes.map((c) => c.name)],
      );
    });

    await step(`${plan.students * plan.days} attendance marks`, () =>
      // Each rostered student on each school day, marked by the class's owner after school.
      withoutIndexes(q, 'attendance', () =>
        q.query(
          `INSERT INTO attendance (student_id, date, class, status, teacher_id, saved_at)
         SELECT cs.student_id, d, cs.class,
           (ARRAY['present', 'present', 'present', 'present', 'present', 'present', 'present', 'present', 'present',
                  'present', 'present', 'present', 'absent', 'late'])[1 + floor(random() * 14)::int],
           ct.teacher_id, d + time '15:30'
         FROM unnest($1::date[]) d CROSS JOIN class_students cs JOIN class_teachers ct ON ct.class = cs.class AND ct.owner`,
          [days],
        ),
      ),
    );

    await step(`${plan.tests} tests and ${plan.attempts} attempts`, async () => {
      const tests = Array.from({ length: plan.tests }, (_, j) => testOf(j, plan, days, today, classesOf, courses));
      await bulkInsert(
        q,
        'tests',
        TEST_SEED_COLUMNS,
        tests.map((t) => testSeedRow(t.test).map((v, k) => (TEST_SEED_COLUMNS[k] === 'teacher_id' ? t.teacher : v))),
      );
      // Rostered students of the tests' classes that opened, sampled to the planned count,
      // answers graded as the server grades them (the key or a blank short answer).
      await withoutIndexes(q, 'attempts', () =>
        q.query(
          `INSERT INTO attempts (test_id, student_id, attempt_no, status, started_at, deadline_at, submitted_at, answers, grades, score, percentage)
         SELECT id, student_id, 1, 'graded', started, started + make_interval(mins => time_limit), started + interval '12 minutes',
           jsonb_build_object('1', a1, '2', a2, '3', a3), '{}',
           s, round(s * 100.0 / 15)
         FROM (
           SELECT p.*, (CASE WHEN a1 = 'B' THEN 5 ELSE 0 END + CASE WHEN a2 = 'true' THEN 5 ELSE 0 END + CASE WHEN a3 = 'yes' THEN 5 ELSE 0 END) AS s
           FROM (
             SELECT t.id, cs.student_id, t.time_limit,
               replace(t.scheduled_date, 'T', ' ')::timestamptz + random() * interval '20 minutes' AS started,
               CASE WHEN random() < 0.75 THEN 'B' ELSE 'C' END AS a1,
               CASE WHEN random() < 0.8 THEN 'true' ELSE 'false' END AS a2,
               CASE WHEN random() < 0.7 THEN 'yes' ELSE '' END AS a3
             FROM tests t CROSS JOIN LATERAL jsonb_array_elements_text(t.assigned_to) a(class)
             JOIN class_students cs ON cs.class = a.class
             WHERE t.status IN ('completed', 'active')
             ORDER BY random() LIMIT $1
           ) p
         ) x`,
          [plan.attempts],
        ),
      );
    });

    const made = await pdfs;
    await step(`${plan.materials} materials stored`, () => storeMaterials(q, made));

    await step('accounts and activity', async () => {
      const hash = await hashPassword(DEMO_PASSWORD);
      const teacher = teacherId(0);
      const [learner, sibling] = [studentId(0), studentId(1)];
      const accounts: [string, string, string, string | null, string[]][] = [
        [DISTRICT_ACCOUNTS.teacher, 'District Teacher', 'teacher', teacher, []],
        [DISTRICT_ACCOUNTS.learner, 'District Learner', 'student', null, [learner]],
        [DISTRICT_ACCOUNTS.parent, 'District Parent', 'parent', null, [learner, sibling]],
      ];
      for (const [email, name, role, tid, students] of accounts) {
        const [row] = await q.query<{ id: number }>(
          'INSERT INTO accounts (email, name, role, password_hash, teacher_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [email, name, role, hash, tid],
        );
        for (const s of students)
          await q.query('INSERT INTO account_students (account_id, student_id) VALUES ($1, $2)', [row!.id, s]);
      }
      // Each teacher's last saves of attendance.
      await q.query(
        `INSERT INTO activity (teacher_id, type, message, created_at)
         SELECT ct.teacher_id, 'attendance', 'Attendance saved for ' || ct.class, d + time '15:30'
         FROM class_teachers ct CROSS JOIN unnest($1::date[]) d WHERE ct.owner`,
        [days.slice(-5)],
      );
      await q.query("INSERT INTO meta (key, value) VALUES ('seeded_at', $1)", [new Date().toISOString()]);
    });
    // What autovacuum does to a running district's tables: statistics, and the visibility map that
    // lets a student's term of marks be read from the attendance index alone.
    await step('VACUUM ANALYZE', async () => {
      const tables = await q.query<{ name: string }>(
        'SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema()',
      );
      await q.query(`VACUUM (ANALYZE) ${tables.map((t) => t.name).join(', ')}`);
    });
    const [rows] = await q.query<DistrictData['rows']>(
      `SELECT (SELECT count(*) FROM students)::int AS students, (SELECT count(*) FROM classes)::int AS classes,
         (SELECT count(*) FROM teachers)::int AS teachers, (SELECT count(*) FROM attendance)::int AS attendance,
         (SELECT count(*) FROM tests)::int AS tests, (SELECT count(*) FROM attempts)::int AS attempts,
         (SELECT count(*) FROM materials)::int AS materials`,
    );
    return { plan, rows: rows!, seedMs: performance.now() - t0 };
  } finally {
    await client.end();
  }
}

/**
 * Test `j`: by teacher j mod teachers, for every class that teacher teaches. Seven in ten are
 * completed (dated over the school days), one active since yesterday, one scheduled ahead, one a draft.
 */
function testOf(
  j: number,
  plan: DistrictPlan,
  days: string[],
  today: string,
  classesOf: Map<number, string[]>,
  courses: { subject: string }[],
): { test: SeedTest; teacher: string } {
  const t = j % plan.teachers;
  const kind = j % 10;
  const status: SeedTest['status'] = kind < 7 ? 'completed' : kind === 7 ? 'active' : kind === 8 ? 'scheduled' : 'draft';
  const day =
    status === 'completed'
      ? days[(j * 7) % Math.max(1, days.length - 2)]!
      : status === 'active'
        ? days[days.length - 1]!
        : addDays(today, 1 + (j % 20));
  const subject = courses[j % courses.length]!.subject;
  return {
    teacher: teacherId(t),
    test: {
      title: `${subject} Check ${j + 1}`,
      course: subject,
      questions: QUESTIONS,
      status,
      created: addDays(status === 'completed' || status === 'active' ? day : today, -7),
      scheduled: status === 'draft' ? '' : `${day}T09:00`,
      assigned: classesOf.get(t) ?? [],
      timeLimit: 45,
    },
  };
}

interface MadeMaterial {
  teacher: string;
  category: string;
  course: string;
  title: string;
  classes: string[];
  uploadedAt: string;
  bytes: Uint8Array;
  pages: string[];
}

/** Material m: by teacher m mod teachers, for the classes that teacher teaches, uploaded over the last 180 days. */
async function makePdfs(
  plan: DistrictPlan,
  classesOf: Map<number, string[]>,
  courses: { subject: string }[],
): Promise<MadeMaterial[]> {
  const made: MadeMaterial[] = [];
  const now = Date.now();
  for (let m = 0; m < plan.materials; m++) {
    const t = m % plan.teachers;
    const course = courses[(m + t) % courses.length]!.subject;
    const title = `${course} Unit ${m + 1} Notes.pdf`;
    const pdf = await districtPdf(title.replace(/\.pdf$/, ''), course, m);
    // pdf-lib never waits on I/O: a turn of the event loop now and then lets the seed's queries go on.
    if (m % 10 === 9) await new Promise((resolve) => setImmediate(resolve));
    made.push({
      teacher: teacherId(t),
      category: MATERIAL_CATEGORIES[m % MATERIAL_CATEGORIES.length]!,
      course,
      title,
      classes: classesOf.get(t) ?? [],
      uploadedAt: new Date(now - ((m * 7_919_000) % (180 * 86_400_000))).toISOString(),
      bytes: pdf.bytes,
      pages: pdf.pages,
    });
  }
  return made;
}

/** Files as the server stores them on PostgreSQL (one chunk each: they are small), rows marked processed. */
async function storeMaterials(q: Queryable, made: MadeMaterial[]): Promise<void> {
  const BATCH = 500;
  for (let i = 0; i < made.length; i += BATCH) {
    const batch = made.slice(i, i + BATCH).map((m) => ({ ...m, fileId: newFileId() }));
    await bulkInsert(
      q,
      'files',
      ['file_id', 'size'],
      batch.map((m) => [m.fileId, m.bytes.length]),
    );
    await bulkInsert(
      q,
      'file_chunks',
      ['file_id', 'seq', 'data'],
      batch.map((m) => [m.fileId, 0, Buffer.from(m.bytes)]),
    );
    const ids = await q.query<{ id: number; file_id: string }>(
      `INSERT INTO materials (file_id, teacher_id, category, course, title, mime, size, uploaded_at, processing, pages, width, height)
       SELECT f, t, c, co, ti, 'application/pdf', s, u, 'done', 3, 595, 842
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::timestamptz[]) x(f, t, c, co, ti, s, u)
       RETURNING id, file_id`,
      [
        batch.map((m) => m.fileId),
        batch.map((m) => m.teacher),
        batch.map((m) => m.category),
        batch.map((m) => m.course),
        batch.map((m) => m.title),
        batch.map((m) => m.bytes.length),
        batch.map((m) => m.uploadedAt),
      ],
    );
    const idOf = new Map(ids.map((r) => [r.file_id, r.id]));
    await bulkInsert(
      q,
      'material_pages',
      ['material_id', 'page', 'body'],
      batch.flatMap((m) => m.pages.map((body, p) => [idOf.get(m.fileId), p + 1, body])),
    );
    await bulkInsert(
      q,
      'material_classes',
      ['material_id', 'class'],
      batch.flatMap((m) => m.classes.map((c) => [idOf.get(m.fileId), c])),
    );
  }
}
