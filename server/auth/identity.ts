import type { AccountStatus, Me } from '../../src/contract/auth.ts';
import type { AccountRole } from '../../src/contract/account-texts.ts';
import type { Queryable } from '../db/queryable.ts';
import { emailKey } from '../../src/contract/email.ts';

/** Who is making a request, from our database (never from what the client claims). */
export interface Identity {
  accountId: number;
  name: string;
  email: string;
  role: AccountRole;
  status: AccountStatus;
  /** An approved teacher's id. */
  teacherId?: string;
  /** A student account's own record, or a parent's children. */
  studentIds: string[];
  /** The classes an approved teacher teaches (owns or co-teaches), by name. */
  classes: string[];
  /** Why the administrator declined a teacher account ('' when no reason was given). */
  declinedReason?: string;
  /** How the request proved it: the session cookie, or a signed embed token. */
  via: 'cookie' | 'token';
}

interface IdentityRow {
  id: number;
  name: string;
  email: string;
  role: AccountRole;
  teacher_id: string | null;
  student_ids: string[] | null;
  classes: string[] | null;
  declined_at: Date | string | null;
  declined_reason: string | null;
}

const IDENTITY_SELECT = `
  SELECT a.id, a.name, a.email, a.role, a.teacher_id, a.declined_at, a.declined_reason,
         (SELECT array_agg(l.student_id ORDER BY l.student_id) FROM account_students l WHERE l.account_id = a.id) AS student_ids,
         (SELECT array_agg(t.class ORDER BY t.class) FROM class_teachers t WHERE t.teacher_id = a.teacher_id) AS classes
  FROM accounts a`;

function statusOf(row: IdentityRow, studentIds: readonly string[]): AccountStatus {
  if (row.role === 'admin') return 'active';
  if (row.role === 'teacher') return row.teacher_id ? 'active' : row.declined_at ? 'declined' : 'pending';
  return studentIds.length > 0 ? 'active' : 'unlinked';
}

function toIdentity(row: IdentityRow, via: Identity['via']): Identity {
  const studentIds = row.student_ids ?? [];
  const status = statusOf(row, studentIds);
  return {
    accountId: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status,
    teacherId: row.teacher_id ?? undefined,
    studentIds,
    classes: row.classes ?? [],
    ...(status === 'declined' ? { declinedReason: row.declined_reason ?? '' } : {}),
    via,
  };
}

/** The identity behind a session token's hash, if the session exists and has not expired. */
export async function identityForSession(db: Queryable, tokenHash: string): Promise<Identity | undefined> {
  const rows = await db.query<IdentityRow>(
    `${IDENTITY_SELECT} JOIN sessions s ON s.account_id = a.id WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash],
  );
  return rows[0] && toIdentity(rows[0], 'cookie');
}

export async function identityForEmail(db: Queryable, email: string, via: Identity['via']): Promise<Identity | undefined> {
  const rows = await db.query<IdentityRow>(`${IDENTITY_SELECT} WHERE a.email = $1`, [emailKey(email)]);
  return rows[0] && toIdentity(rows[0], via);
}

export async function identityForAccount(db: Queryable, accountId: number, via: Identity['via']): Promise<Identity | undefined> {
  const rows = await db.query<IdentityRow>(`${IDENTITY_SELECT} WHERE a.id = $1`, [accountId]);
  return rows[0] && toIdentity(rows[0], via);
}

/** The `/api/me` shape. */
export function toMe(i: Identity): Me {
  return {
    id: i.accountId,
    name: i.name,
    email: i.email,
    role: i.role,
    status: i.status,
    ...(i.teacherId ? { teacherId: i.teacherId } : {}),
    ...(i.role === 'student' && i.studentIds[0] ? { studentId: i.studentIds[0] } : {}),
    ...(i.role === 'parent' ? { children: i.studentIds } : {}),
    ...(i.declinedReason ? { declinedReason: i.declinedReason } : {}),
  };
}
