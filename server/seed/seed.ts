import { DEMO_TEACHER_ID } from '../../src/contract/constants.ts';
import type { Database, Queryable } from '../db/queryable.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { localToday } from '../../src/contract/dates.ts';
import { insertStudents, makeStudents } from './students.ts';
import { insertSeedClasses, insertSeedTeachers } from './classes.ts';
import { makeAttendance } from './attendance.ts';
import { makeTests, TEST_SEED_COLUMNS, testSeedRow } from './tests.ts';
import { ATTEMPT_SEED_COLUMNS, makeAttempts } from './attempts.ts';
import { seedMaterials } from './materials.ts';
import { seedDemoAccounts } from './accounts.ts';

export interface SeedOptions {
  /** Number of students (default 40). */
  students?: number;
  /** Size of the large range-loading PDF in bytes (default ~40 MB; 0 to skip it). */
  largePdfBytes?: number;
  now?: Date;
  /** Also create the demo accounts (default false). */
  demoAccounts?: boolean;
}

export interface SeedSummary {
  students: number;
  attendance: number;
  tests: number;
  materials: number;
}

const TABLES = [
  'lti_platforms',
  'lti_tool_keys',
  'attempts',
  'sessions',
  'sign_in_failures',
  'renewed_launch_tokens',
  'account_students',
  'accounts',
  'attendance',
  'materials',
  'tests',
  'activity',
  'students',
  'classes',
  'teachers',
  'meta',
];

/** Held while seeding: servers starting together on one empty PostgreSQL seed it once. */
const SEED_LOCK = 727275;

const isSeeded = async (db: Queryable) => (await db.query("SELECT 1 FROM meta WHERE key = 'seeded_at'")).length > 0;

/** Seeds once: on first start, when the database has never been seeded. */
export async function seedIfEmpty(db: Database, blobs: BlobStore, opts: SeedOptions = {}): Promise<SeedSummary | undefined> {
  if (!(await isSeeded(db))) {
    try {
      return await seed(db, blobs, opts, { ifEmpty: true });
    } catch (err) {
      if (!(err instanceof AlreadySeeded)) throw err;
      return undefined;
    }
  }
  // A seeded demo database with no accounts at all gets the demo accounts.
  if (opts.demoAccounts) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
      const students = await tx.query("SELECT 1 FROM students WHERE student_id IN ('S001', 'S002')");
      if (n === 0 && students.length === 2) await seedDemoAccounts(tx);
    });
  }
  return undefined;
}

/** Empties every table and the stored files (used by `npm run seed` and tests). */
export async function resetData(db: Database, blobs: BlobStore): Promise<void> {
  await db.query(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  await blobs.clear();
}

/** Another server seeded the database first. */
class AlreadySeeded extends Error {}

/**
 * Writes the demo data: the classes, students with parents, 4 weeks of attendance, tests
 * with learners' graded attempts, materials. With
 * `ifEmpty`, writes nothing (throws AlreadySeeded) when another server seeded the database first.
 */
export async function seed(
  db: Database,
  blobs: BlobStore,
  opts: SeedOptions = {},
  { ifEmpty = false } = {},
): Promise<SeedSummary> {
  const now = opts.now ?? new Date();
  const today = localToday(now);
  const students = makeStudents(opts.students ?? 40);
  const classes = students.map((s) => ({ id: s[0], class: s[3] }));
  const attendance = makeAttendance(classes, today, DEMO_TEACHER_ID);
  const tests = makeTests(today);
  let materials = 0;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (ifEmpty && (await isSeeded(tx))) throw new AlreadySeeded();
    await insertSeedTeachers(tx);
    await insertSeedClasses(tx, now);
    await insertStudents(tx, students);
    await bulkInsert(tx, 'attendance', ['student_id', 'date', 'class', 'status', 'teacher_id'], attendance);
    await bulkInsert(tx, 'tests', TEST_SEED_COLUMNS, tests.map(testSeedRow));
    const ids = await tx.query<{ id: number; title: string }>('SELECT id, title FROM tests');
    const withIds = tests.map((t) => ({ ...t, id: ids.find((x) => x.title === t.title)!.id }));
    await bulkInsert(tx, 'attempts', ATTEMPT_SEED_COLUMNS, makeAttempts(withIds, classes, now));
    materials = await seedMaterials(tx, blobs, DEMO_TEACHER_ID, opts.largePdfBytes ?? 40_000_000, now);
    const events: [string, string, string, string][] = [
      [
        DEMO_TEACHER_ID,
        'upload',
        'Uploaded Algebra Lecture Notes.pdf to Lectures/Mathematics',
        new Date(now.getTime() - 2 * 3_600_000).toISOString(),
      ],
      [DEMO_TEACHER_ID, 'attendance', 'Attendance saved for Class A', new Date(now.getTime() - 26 * 3_600_000).toISOString()],
      [DEMO_TEACHER_ID, 'test', 'Test "Physics Mid-Term Exam" scheduled', new Date(now.getTime() - 3 * 86_400_000).toISOString()],
    ];
    await bulkInsert(tx, 'activity', ['teacher_id', 'type', 'message', 'created_at'], events);
    if (opts.demoAccounts) await seedDemoAccounts(tx);
    await tx.query("INSERT INTO meta (key, value) VALUES ('seeded_at', $1)", [now.toISOString()]);
  });
  return { students: students.length, attendance: attendance.length, tests: tests.length, materials };
}
