import {
  ATTENDANCE_ROUTES,
  type AttendanceRecord,
  type AttendanceReport,
  type AttendanceSubmission,
  type AttendanceSummary,
} from '../../contract/attendance.ts';
import { call, orFallback, type ApiContext, type Signal } from './api-context.ts';

/** A class's day of attendance: its records and version (undefined when unknown). */
export interface AttendanceDay {
  records: AttendanceRecord[];
  version: number | undefined;
}

/** The attendance calls. */
export const attendanceApi = (ctx: ApiContext) => {
  /**
   * GET /api/attendance?date=&class=: the records and, with a class, the day's version (saves
   * send it back); no records and no version on failure (recorded).
   */
  const getAttendanceDay = (date: string, className?: string, o: Signal = {}): Promise<AttendanceDay> =>
    orFallback<AttendanceDay>(ctx, 'getAttendance', { records: [], version: undefined }, async () => {
      const res = await call(ctx, ATTENDANCE_ROUTES.attendance, { query: { date, class: className }, signal: o.signal });
      return { records: res.data, version: res.version };
    });

  return {
    getAttendanceDay,

    /** GET /api/attendance?date=&class=; [] on failure (recorded). */
    async getAttendance(date: string, className?: string, o: Signal = {}): Promise<AttendanceRecord[]> {
      return (await getAttendanceDay(date, className, o)).records;
    },

    /** POST /api/attendance; throws ApiError (message: the server's). */
    saveAttendance(submission: AttendanceSubmission, o: Signal = {}) {
      return call(ctx, ATTENDANCE_ROUTES.saveAttendance, { body: submission, signal: o.signal });
    },

    /** GET /api/attendance/report?class=&start=&end=; throws ApiError. */
    async getAttendanceReport(q: { class: string; start: string; end: string }, o: Signal = {}): Promise<AttendanceReport> {
      return (await call(ctx, ATTENDANCE_ROUTES.attendanceReport, { query: q, signal: o.signal })).data;
    },

    /** GET /api/students/{studentId}/attendance: the term's attendance figure and marks; throws ApiError. */
    async getAttendanceSummary(studentId: string, o: Signal = {}): Promise<AttendanceSummary> {
      return (await call(ctx, ATTENDANCE_ROUTES.attendanceSummary, { params: { studentId }, signal: o.signal })).data;
    },
  };
};

export type AttendanceApi = ReturnType<typeof attendanceApi>;
