import { DEMO_TEACHER_ID, DEMO_TEACHER2_ID, DEMO_TEACHER2_NAME } from '../../src/contract/constants.ts';
import type { Queryable } from '../db/queryable.ts';
import { hashPassword } from '../auth/password.ts';

/** The demo portal's accounts, all with this password (published in the README). */
export const DEMO_PASSWORD = 'EduDemo2026';

export const DEMO_ACCOUNTS = [
  { email: 'teacher@eduportal.example', name: 'Ms. Priya Sharma', role: 'teacher', teacherId: DEMO_TEACHER_ID, students: [] },
  { email: 'learner@eduportal.example', name: 'Aarav Sharma', role: 'student', students: ['S001'] },
  { email: 'parent@eduportal.example', name: 'Rajesh Sharma', role: 'parent', students: ['S001', 'S002'] },
  { email: 'teacher2@eduportal.example', name: DEMO_TEACHER2_NAME, role: 'teacher', teacherId: DEMO_TEACHER2_ID, students: [] },
  { email: 'admin@eduportal.example', name: 'Mrs. Helen Carter', role: 'admin', students: [] },
] as const;

/**
 * Demo accounts go only into the embedded demo database, or into a DATABASE_URL database when
 * SEED_DEMO=1: a real school's database never gets accounts with a published password.
 */
export const wantsDemoAccounts = (databaseUrl: string | undefined): boolean => !databaseUrl || process.env.SEED_DEMO === '1';

/**
 * Inserts the demo accounts: the teacher as teacher 1 (Class A and B), the learner as S001, the
 * parent of S001 and S002, the second teacher as teacher 2 (Class C and D) and the administrator.
 */
export async function seedDemoAccounts(tx: Queryable, passwordHash?: string): Promise<void> {
  const hash = passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  for (const a of DEMO_ACCOUNTS) {
    const rows = await tx.query<{ id: number }>(
      'INSERT INTO accounts (email, name, role, password_hash, teacher_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [a.email, a.name, a.role, hash, 'teacherId' in a ? a.teacherId : null],
    );
    for (const s of a.students) {
      await tx.query('INSERT INTO account_students (account_id, student_id) VALUES ($1, $2)', [rows[0]!.id, s]);
    }
  }
}
