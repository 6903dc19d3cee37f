import {
  ATTENDANCE_RECORDS_MAX,
  ATTENDANCE_ROUTES,
  type AttendanceRecord,
  type AttendanceReport,
  type AttendanceSubmission,
  type AttendanceSummary,
} from '../../contract/attendance.ts';
import { PAGE_LIMIT_MAX } from '../../contract/primitives.ts';
import { call, orFallback, type ApiContext, type Signal } from './api-context.ts';

/** The most pages of a day one read follows: a class's day has at most as many marks as a save takes. */
const DAY_PAGES = Math.ceil(ATTENDANCE_RECORDS_MAX / PAGE_LIMIT_MAX);

/** A class's day of attendance: its records and version (undefined when unknown). */
export interface AttendanceDay {
  records: AttendanceRecord[];
  version: number | undefined;
}

/** The attendance calls. */
export const attendanceApi = (ctx: ApiContext) => {
  /**
   * GET /api/attendance?date=&class=, every page: the records and, with a class, the day's
   * version of the first page (saves send it back: a save in between is refused as stale); no
   * records and no version on failure (recorded).
   */
  const getAttendanceDay = (date: string, className?: string, o: Signal = {}): Promise<AttendanceDay> =>
    orFallback<AttendanceDay>(ctx, 'getAttendance', { records: [], version: undefined }, async () => {
      const records: AttendanceRecord[] = [];
      let version: number | undefined;
      let cursor: string | undefined;
      for (let page = 0; page < DAY_PAGES; page++) {
        const query = { date, class: className, cursor, limit: String(PAGE_LIMIT_MAX) };
        const res = await call(ctx, ATTENDANCE_ROUTES.attendance, { query, signal: o.signal });
        records.push(...res.data);
        if (page === 0) version = res.version;
        if (typeof res.nextCursor !== 'string') break;
        cursor = res.nextCursor;
      }
      return { records, version };
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
