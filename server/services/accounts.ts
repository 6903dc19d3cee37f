import type { AccountSummary } from '../../src/contract/auth.ts';
import { isUniqueViolation, type Database, type Queryable } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';
import { emailKey } from '../../src/contract/email.ts';
import { recordActivity } from './activity.ts';
import { pageOf, type Paged, type PageWindow } from '../http/paging.ts';

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

const PENDING_SQL = `a.role = 'teacher' AND a.teacher_id IS NULL AND a.declined_at IS NULL`;

/** A page of the teacher accounts waiting for approval (not declined), oldest first. */
export async function pendingTeachers(db: Queryable, w: PageWindow): Promise<Paged<AccountSummary>> {
  const rows = await db.query<AccountRow & { total: number }>(
    `SELECT ${ACCOUNT_COLUMNS}, count(*) OVER ()::int AS total FROM accounts a
     WHERE ${PENDING_SQL} ORDER BY a.created_at, a.id LIMIT $1 OFFSET $2`,
    [w.limit, w.offset],
  );
  const total =
    rows[0]?.total ??
    (w.offset > 0
      ? ((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM accounts a WHERE ${PENDING_SQL}`))[0]?.n ?? 0)
      : 0);
  return pageOf(rows.map(toAccountSummary), total, w);
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
 * Approves a teacher account (a declined one too: the decline is withdrawn): it gets the next
 * free numeric teacher id (and a teachers row under its name). Returns the id and name, or
 * undefined when the account is not a teacher without an id.
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
  await tx.query('UPDATE accounts SET teacher_id = $2, declined_at = NULL, declined_reason = NULL WHERE id = $1', [
    accountId,
    teacherId,
  ]);
  return { teacherId, name: rows[0].name };
}

/**
 * Approves a pending teacher and records it in the new teacher's own activity feed (no other
 * teacher's dashboard shows who joined the school); undefined when the account is not one.
 */
export async function approvePendingTeacher(
  db: Database,
  accountId: number,
): Promise<{ teacherId: string; name: string } | undefined> {
  return db.transaction(async (tx) => {
    const result = await approveTeacher(tx, accountId);
    if (result) await recordActivity(tx, result.teacherId, 'account', `${result.name} approved as a teacher of the school`);
    return result;
  });
}

/**
 * Declines a pending teacher sign-up, keeping the reason ('' for none) shown to the applicant;
 * the name, or undefined when the account is not a pending teacher.
 */
export async function declinePendingTeacher(
  db: Queryable,
  accountId: number,
  reason: string,
): Promise<{ name: string } | undefined> {
  const rows = await db.query<{ name: string }>(
    `UPDATE accounts SET declined_at = now(), declined_reason = $2
     WHERE id = $1 AND role = 'teacher' AND teacher_id IS NULL AND declined_at IS NULL RETURNING name`,
    [accountId, reason],
  );
  return rows[0];
}

/** Refuses (404) a student id with no record. */
export async function requireStudent(db: Queryable, studentId: string): Promise<void> {
  const rows = await db.query('SELECT 1 FROM students WHERE student_id = $1', [studentId]);
  if (rows.length === 0) throw new HttpError(404, `Student ${studentId} not found.`);
}

/**
 * Links the Student or Parent account of `email` to a student record. A student record has at
 * most one Student account, and a Student account belongs to one record (409 otherwise).
 */
export async function linkAccount(db: Database, studentId: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const accounts = await tx.query<{ id: number; role: string }>('SELECT id, role FROM accounts WHERE email = $1 FOR UPDATE', [
      emailKey(email),
    ]);
    const account = accounts[0];
    if (!account || (account.role !== 'student' && account.role !== 'parent'))
      throw new HttpError(404, `No Student or Parent account uses ${email}.`);
    if (account.role === 'student') {
      const taken = await tx.query<{ account_id: number; student_id: string }>(
        `SELECT l.account_id, l.student_id FROM account_students l JOIN accounts a ON a.id = l.account_id
         WHERE a.role = 'student' AND (l.account_id = $1 OR l.student_id = $2)`,
        [account.id, studentId],
      );
      const other = taken.find((t) => !(t.account_id === account.id && t.student_id === studentId));
      if (other?.account_id === account.id)
        throw new HttpError(409, `${email} is already linked to student ${other.student_id}.`);
      if (other) throw new HttpError(409, `Student ${studentId} already has a Student account linked.`);
    }
    await tx.query('INSERT INTO account_students (account_id, student_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      account.id,
      studentId,
    ]);
  });
}

/** Removes an account's link to a student record; false when there was none. */
export async function unlinkAccount(db: Queryable, studentId: string, accountId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM account_students WHERE account_id = $1 AND student_id = $2 RETURNING 1', [
    accountId,
    studentId,
  ]);
  return rows.length > 0;
}

/** The account's id and password hash, by lower-cased email. */
export async function passwordOf(db: Queryable, email: string): Promise<{ id: number; password_hash: string } | undefined> {
  const rows = await db.query<{ id: number; password_hash: string }>('SELECT id, password_hash FROM accounts WHERE email = $1', [
    email,
  ]);
  return rows[0];
}

/** Creates a signed-up account; 409 when the email is taken. */
export async function createAccount(
  db: Queryable,
  a: { email: string; fullName: string; role: string; passwordHash: string },
): Promise<number> {
  try {
    const rows = await db.query<{ id: number }>(
      'INSERT INTO accounts (email, name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id',
      [a.email, a.fullName, a.role, a.passwordHash],
    );
    return rows[0]!.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, 'An account with this email already exists. Sign in instead.');
    throw err;
  }
}

/** True when the account exists. */
export async function accountExists(db: Queryable, accountId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM accounts WHERE id = $1', [accountId])).length > 0;
}
