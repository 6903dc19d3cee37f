import type { AccountSummary } from '../../src/contract/auth.ts';
import type { Queryable } from '../db/queryable.ts';

interface AccountRow {
  id: number;
  name: string;
  email: string;
  role: AccountSummary['role'];
  created_at: Date | string;
}

export const ACCOUNT_COLUMNS = 'a.id, a.name, a.email, a.role, a.created_at';

export const toAccountSummary = (r: AccountRow): AccountSummary => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: r.role,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Teacher accounts waiting for approval, oldest first. */
export async function pendingTeachers(db: Queryable): Promise<AccountSummary[]> {
  const rows = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.role = 'teacher' AND a.teacher_id IS NULL ORDER BY a.created_at, a.id`,
  );
  return rows.map(toAccountSummary);
}

/** The Student and Parent accounts linked to a student record. */
export async function linkedAccounts(db: Queryable, studentId: string): Promise<AccountSummary[]> {
  const rows = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts a JOIN account_students l ON l.account_id = a.id
     WHERE l.student_id = $1 ORDER BY a.role DESC, a.name, a.id`,
    [studentId],
  );
  return rows.map(toAccountSummary);
}

/**
 * Approves a teacher account: it gets the next free numeric teacher id (and a teachers row
 * under its name). Returns the id and name, or undefined when the account is not a pending teacher.
 */
export async function approveTeacher(tx: Queryable, accountId: number): Promise<{ teacherId: string; name: string } | undefined> {
  const rows = await tx.query<{ name: string }>(
    "SELECT name FROM accounts WHERE id = $1 AND role = 'teacher' AND teacher_id IS NULL FOR UPDATE",
    [accountId],
  );
  if (!rows[0]) return undefined;
  await tx.query('LOCK TABLE teachers IN SHARE ROW EXCLUSIVE MODE');
  const next = await tx.query<{ id: string }>(
    "SELECT (COALESCE(max(id::int), 0) + 1)::text AS id FROM teachers WHERE id ~ '^[0-9]{1,9}$'",
  );
  const teacherId = next[0]!.id;
  await tx.query('INSERT INTO teachers (id, name) VALUES ($1, $2)', [teacherId, rows[0].name]);
  await tx.query('UPDATE accounts SET teacher_id = $2 WHERE id = $1', [accountId, teacherId]);
  return { teacherId, name: rows[0].name };
}
