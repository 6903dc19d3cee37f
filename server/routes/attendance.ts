import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { sendCachedJson } from '../db/read-cache.ts';
import { attendanceRecords, attendanceSummary, saveAttendance } from '../services/attendance.ts';
import { attendanceReport } from '../services/attendance-report.ts';

/**
 * Attendance: teachers save a class's day and read days and reports; a student's summary is
 * read by the student, their parents and teachers (the route's access rule).
 */
export function registerAttendance(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.saveAttendance, { body: 'attendance' }, async ({ body, req }) => {
    const teacherId = String(body.teacherId);
    // Marks are saved in the signed-in teacher's name, never in another's.
    if (teacherId !== req.identity!.teacherId)
      throw new HttpError(403, `You are signed in as teacher ${req.identity!.teacherId}, not ${teacherId}.`);
    const version = await saveAttendance(db, body, teacherId);
    return { message: 'Attendance saved successfully!', saved: body.records.length, version };
  });

  defineRoute(app, ROUTES.attendance, {}, async ({ query, req, reply }) => {
    const key = `attendance:${JSON.stringify([query.date, query.class ?? null])}`;
    return sendCachedJson(req, reply, db, key, () => attendanceRecords(db, query.date, query.class));
  });

  defineRoute(app, ROUTES.attendanceReport, {}, async ({ query }) => attendanceReport(db, query));

  defineRoute(app, ROUTES.attendanceSummary, { params: 'student id' }, async ({ params }) =>
    attendanceSummary(db, params.studentId),
  );
}
