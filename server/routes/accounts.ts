import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { pageWindow } from '../http/paging.ts';
import { listSchoolTeachers } from '../services/teachers.ts';
import {
  approvePendingTeacher,
  declinePendingTeacher,
  linkAccount,
  linkedAccounts,
  pendingTeachers,
  requireStudent,
  unlinkAccount,
} from '../services/accounts.ts';

/**
 * Accounts: the school's administrator approves or declines teacher sign-ups and lists the
 * teachers; teachers and the administrator link Student and Parent accounts to student records
 * (from the student's profile in the directory).
 */
export function registerAccountRoutes(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.pendingAccounts, {}, async ({ query }) => pendingTeachers(db, pageWindow(query)));

  defineRoute(app, ROUTES.approveAccount, { params: 'account id' }, async ({ params: { id } }) => {
    // The activity feed names a teacher; an administrator approves under none.
    const approved = await approvePendingTeacher(db, Number(id));
    if (!approved) throw new HttpError(404, `No teacher account ${id} is waiting for approval.`);
    return { message: `Approved: ${approved.name} is now teacher ${approved.teacherId}.` };
  });

  defineRoute(
    app,
    ROUTES.declineAccount,
    { params: 'account id', body: 'decline', emptyBody: {} },
    async ({ params: { id }, body }) => {
      const declined = await declinePendingTeacher(db, Number(id), body.reason ?? '');
      if (!declined) throw new HttpError(404, `No teacher account ${id} is waiting for approval.`);
      return { message: `Declined: ${declined.name} cannot use the teacher dashboard.` };
    },
  );

  defineRoute(app, ROUTES.teachers, {}, async ({ query }) => listSchoolTeachers(db, query.q || undefined, pageWindow(query)));

  defineRoute(app, ROUTES.studentLinks, { params: 'student id' }, async ({ params: { studentId } }) => {
    await requireStudent(db, studentId);
    return { data: await linkedAccounts(db, studentId) };
  });

  defineRoute(app, ROUTES.linkAccount, { params: 'student id', body: 'link' }, async ({ params: { studentId }, body }) => {
    await requireStudent(db, studentId);
    await linkAccount(db, studentId, body.email);
    return { data: await linkedAccounts(db, studentId) };
  });

  defineRoute(app, ROUTES.unlinkAccount, { params: 'link' }, async ({ params: { studentId, id } }) => {
    if (!(await unlinkAccount(db, studentId, Number(id))))
      throw new HttpError(404, `Account ${id} is not linked to student ${studentId}.`);
    return { data: await linkedAccounts(db, studentId) };
  });
}
