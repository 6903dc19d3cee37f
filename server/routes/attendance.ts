import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { pageWindow } from '../http/paging.ts';
import { sendCachedJson } from '../db/read-cache.ts';
import { attendanceRecords, attendanceSummary, saveAttendance } from '../services/attendance.ts';
import { attendanceReport } from '../services/attendance-report.ts';
import { assertClassesExist } from '../services/classes.ts';
import { teachesClass } from '../auth/class-access.ts';
import type { Identity } from '../auth/identity.ts';

/**
 * Attendance: a class's teachers save its days and read its days and reports (the school's
 * administrator reads every class's); a student's summary is read by the student, their parents
 * and their classes' teachers (the route's access rule).
 */
export function registerAttendance(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.saveAttendance, { body: 'attendance' }, async ({ body, req }) => {
    const teacherId = String(body.teacherId);
    // Marks are saved in the signed-in teacher's name, never in another's, for a class they teach.
    if (teacherId !== req.identity!.teacherId)
      throw new HttpError(403, `You are signed in as teacher ${req.identity!.teacherId}, not ${teacherId}.`);
    await assertClassesExist(db, [body.class]);
    refuseUntaught(req.identity!, body.class);
    const version = await saveAttendance(db, body, teacherId);
    return { message: 'Attendance saved successfully!', saved: body.records.length, version };
  });

  defineRoute(app, ROUTES.attendance, {}, async ({ query, req, reply }) => {
    const identity = req.identity!;
    if (query.class !== undefined) refuseUntaught(identity, query.class);
    // Without a class, the day's marks of the caller's classes: the answer depends on whose view it is.
    const classes = identity.role === 'admin' ? undefined : identity.classes;
    const whose = identity.role === 'admin' ? '*' : (identity.teacherId ?? '');
    const page = pageWindow(query);
    const key = `attendance:${JSON.stringify([whose, query.date, query.class ?? null, page.offset, page.limit])}`;
    return sendCachedJson(req, reply, db, key, () => attendanceRecords(db, query.date, query.class, classes, page));
  });

  defineRoute(app, ROUTES.attendanceReport, {}, async ({ query, req }) => {
    refuseUntaught(req.identity!, query.class);
    return attendanceReport(db, query);
  });

  defineRoute(app, ROUTES.attendanceSummary, { params: 'student id' }, async ({ params }) =>
    attendanceSummary(db, params.studentId),
  );
}

/** A class's attendance is read and written by its teachers and the school's administrator only. */
function refuseUntaught(i: Identity, className: string): void {
  if (!teachesClass(i, className))
    throw new HttpError(403, `Only the teachers of ${className} and the school's administrator can see or save its attendance.`);
}
