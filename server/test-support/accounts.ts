import type { AccountRole } from '../../src/contract/account-texts.ts';
import type { Queryable } from '../db/queryable.ts';
import { hashPassword } from '../auth/password.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed/accounts.ts';

/** Every test account signs in with the demo password. */
export const TEST_PASSWORD = DEMO_PASSWORD;

export interface TestAccount {
  email: string;
  name: string;
  role: AccountRole;
  /** An approved teacher's id (none: waiting for approval). */
  teacherId?: string;
  /** A student account's record, or a parent's children (none: not linked yet). */
  students: readonly string[];
}

const demo = (email: string): TestAccount => DEMO_ACCOUNTS.find((a) => a.email === email)!;

/**
 * The accounts every harness reset inserts: the demo ones (teacher 1 of Class A and B, the
 * learner of S001 in Class A, the parent of S001 and S002, teacher 2 of Class C and D, the
 * administrator), an approved teacher of no class, and one account in each waiting state.
 */
export const TEST_ACCOUNTS = {
  teacher: demo('teacher@eduportal.example'),
  student: demo('learner@eduportal.example'),
  parent: demo('parent@eduportal.example'),
  teacher2: demo('teacher2@eduportal.example'),
  admin: demo('admin@eduportal.example'),
  /** An approved teacher who teaches no class yet. */
  newTeacher: { email: 'new.teacher@eduportal.example', name: 'Ms. Leela Iyer', role: 'teacher', teacherId: '3', students: [] },
  pendingTeacher: { email: 'pending@eduportal.example', name: 'Ms. Nisha Verma', role: 'teacher', students: [] },
  unlinkedStudent: { email: 'new.student@eduportal.example', name: 'Kabir Nair', role: 'student', students: [] },
  unlinkedParent: { email: 'new.parent@eduportal.example', name: 'Sunita Nair', role: 'parent', students: [] },
} as const satisfies Record<string, TestAccount>;

export type AccountName = keyof typeof TEST_ACCOUNTS;

/**
 * Test accounts' hashes are scrypt at N = 2^10: checking one costs about 1 ms rather than the
 * production 0.2 s, which most tests would spend hundreds of times signing in. A hash carries its
 * own parameters, so the server verifies it as any other; tests of hashing under load store a
 * production-cost hash themselves (`productionPasswordHash`).
 */
const TEST_HASH_PARAMS = { N: 2 ** 10, r: 8, p: 1 };
let passwordHash: Promise<string> | undefined;
export const testPasswordHash = (): Promise<string> => (passwordHash ??= hashPassword(TEST_PASSWORD, TEST_HASH_PARAMS));
let productionHash: Promise<string> | undefined;
/** The test password hashed at the production cost, one per process. */
export const productionPasswordHash = (): Promise<string> => (productionHash ??= hashPassword(TEST_PASSWORD));

/** Inserts an account (and its links); its teacher id's teachers row must exist. Returns its id. */
export async function insertAccount(db: Queryable, a: TestAccount): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO accounts (email, name, role, password_hash, teacher_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [a.email, a.name, a.role, await testPasswordHash(), a.teacherId ?? null],
  );
  const id = rows[0]!.id;
  for (const s of a.students) await db.query('INSERT INTO account_students (account_id, student_id) VALUES ($1, $2)', [id, s]);
  return id;
}

/** The demo accounts through the seed's own code (the seed's teachers and classes stored first), then the others. */
export async function insertTestAccounts(db: Queryable): Promise<void> {
  await db.query('INSERT INTO teachers (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
    TEST_ACCOUNTS.newTeacher.teacherId,
    TEST_ACCOUNTS.newTeacher.name,
  ]);
  await seedDemoAccounts(db, await testPasswordHash());
  for (const name of ['newTeacher', 'pendingTeacher', 'unlinkedStudent', 'unlinkedParent'] as const)
    await insertAccount(db, TEST_ACCOUNTS[name]);
}
