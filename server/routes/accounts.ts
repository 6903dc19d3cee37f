import type { FastifyInstance } from 'fastify';
import type { AccountsResponse } from '../../src/contract/auth.ts';
import type { MessageBody } from '../../src/contract/errors.ts';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { approveTeacher, linkedAccounts, pendingTeachers } from '../services/accounts.ts';
import { recordActivity } from '../services/activity.ts';

/**
 * What teachers do with accounts: approve teacher sign-ups, and link Student and Parent
 * accounts to student records (from the student's profile in the directory).
 */
export function registerAccountRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get(ROUTES.pendingAccounts.path, async (): Promise<AccountsResponse> => ({ data: await pendingTeachers(db) }));

  app.post(ROUTES.approveAccount.path, async (req): Promise<MessageBody> => {
    const { id } = parseOr400(ROUTES.approveAccount.params, req.params, 'account id');
    const approved = await db.transaction(async (tx) => {
      const result = await approveTeacher(tx, Number(id));
      if (result) await recordActivity(tx, req.identity!.teacherId!, 'account', `Approved ${result.name} as a teacher`);
      return result;
    });
    if (!approved) throw new HttpError(404, `No teacher account ${id} is waiting for approval.`);
    return { message: `Approved: ${approved.name} is now teacher ${approved.teacherId}.` };
  });

  app.get(ROUTES.studentLinks.path, async (req): Promise<AccountsResponse> => {
    const { studentId } = parseOr400(ROUTES.studentLinks.params, req.params, 'student id');
    await requireStudent(studentId);
    return { data: await linkedAccounts(db, studentId) };
  });

  app.post(ROUTES.linkAccount.path, async (req): Promise<AccountsResponse> => {
    const { studentId } = parseOr400(ROUTES.linkAccount.params, req.params, 'student id');
    const { email } = parseOr400(ROUTES.linkAccount.body, req.body ?? undefined, 'link');
    await requireStudent(studentId);
    await db.transaction(async (tx) => {
      const accounts = await tx.query<{ id: number; role: string }>('SELECT id, role FROM accounts WHERE email = $1 FOR UPDATE', [email.toLowerCase()]);
      const account = accounts[0];
      if (!account || account.role === 'teacher') throw new HttpError(404, `No Student or Parent account uses ${email}.`);
      if (account.role === 'student') {
        const taken = await tx.query<{ account_id: number; student_id: string }>(
          `SELECT l.account_id, l.student_id FROM account_students l JOIN accounts a ON a.id = l.account_id
           WHERE a.role = 'student' AND (l.account_id = $1 OR l.student_id = $2)`,
          [account.id, studentId],
        );
        const other = taken.find((t) => !(t.account_id === account.id && t.student_id === studentId));
        if (other?.account_id === account.id) throw new HttpError(409, `${email} is already linked to student ${other.student_id}.`);
        if (other) throw new HttpError(409, `Student ${studentId} already has a Student account linked.`);
      }
      await tx.query('INSERT INTO account_students (account_id, student_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [account.id, studentId]);
    });
    return { data: await linkedAccounts(db, studentId) };
  });

  app.delete(ROUTES.unlinkAccount.path, async (req): Promise<AccountsResponse> => {
    const { studentId, id } = parseOr400(ROUTES.unlinkAccount.params, req.params, 'link');
    const rows = await db.query('DELETE FROM account_students WHERE account_id = $1 AND student_id = $2 RETURNING 1', [Number(id), studentId]);
    if (rows.length === 0) throw new HttpError(404, `Account ${id} is not linked to student ${studentId}.`);
    return { data: await linkedAccounts(db, studentId) };
  });

  async function requireStudent(studentId: string): Promise<void> {
    const rows = await db.query('SELECT 1 FROM students WHERE student_id = $1', [studentId]);
    if (rows.length === 0) throw new HttpError(404, `Student ${studentId} not found.`);
  }
}
