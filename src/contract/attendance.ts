import * as z from 'zod/mini';
import { ATTENDANCE_STATUSES } from './constants.ts';
import { className } from './classes.ts';
import { studentEntryFields, studentRowFields } from './students.ts';
import { isoDate, nonNegativeInt, pageQuery, pathId, dataResponse } from './primitives.ts';
import { studentParams, route, type RouteDef } from './route-def.ts';

/** The most marks one save of a class's day takes (so the most a class's day holds). */
export const ATTENDANCE_RECORDS_MAX = 1000;

const status = z.enum(ATTENDANCE_STATUSES, { error: `status must be one of: ${ATTENDANCE_STATUSES.join(', ')}` });

/**
 * Attendance submission. teacherName is accepted for older clients and ignored: records name
 * the signed-in teacher. `version` is the version of the class's day the marks were started
 * from (0: nothing was saved yet); a save from an older version is refused with 409. A client
 * that sends no version replaces the day's marks whatever they are.
 */
export const AttendanceSubmission = z.object({
  date: isoDate,
  class: className,
  teacherId: z.union([pathId, z.int().check(z.gte(0))]),
  teacherName: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  version: z.optional(z.int().check(z.gte(0), z.lte(2 ** 31 - 1))),
  records: z
    .array(
      z.object({
        studentId: pathId,
        name: z.string().check(z.maxLength(200)),
        status,
      }),
    )
    .check(z.minLength(1, 'No students found for the selected class.'), z.maxLength(ATTENDANCE_RECORDS_MAX)),
});
export type AttendanceSubmission = z.infer<typeof AttendanceSubmission>;

/** `version`: the class's day's version after this save. */
export const SaveAttendanceResponse = z.object({
  message: z.string(),
  saved: nonNegativeInt,
  version: z.optional(nonNegativeInt),
});
export type SaveAttendanceResponse = z.infer<typeof SaveAttendanceResponse>;

/** GET /api/attendance?date=&class=&cursor=&limit=: a page of one class's day, or of the day of every class the caller sees. */
export const AttendanceQuery = z.object({ date: isoDate, class: z.optional(className), ...pageQuery });
export type AttendanceQuery = z.infer<typeof AttendanceQuery>;

/** Attendance record: one student's status on one day. */
export const AttendanceRecord = z.object({
  ...studentRowFields,
  status: z.string(),
  date: z.string(),
  teacher_id: z.string(),
  teacher_name: z.string(),
});
export type AttendanceRecord = z.infer<typeof AttendanceRecord>;

/**
 * One page of the day's records, by class, roll number and id; `total`: the day's records,
 * `nextCursor`: the next page's (null on the last; both optional for older servers, which
 * send every record at once). `version` (with a class in the query): the
 * version of that class's day, 0 when never saved.
 */
export const AttendanceRecordsResponse = z.object({
  data: z.array(AttendanceRecord),
  version: z.optional(nonNegativeInt),
  total: z.optional(nonNegativeInt),
  nextCursor: z.optional(z.nullable(z.string())),
});
export type AttendanceRecordsResponse = z.infer<typeof AttendanceRecordsResponse>;

/** GET /api/attendance/report?class=&start=&end= (computed from stored records). */
export const AttendanceReportQuery = z.object({ class: className, start: isoDate, end: isoDate });
export type AttendanceReportQuery = z.infer<typeof AttendanceReportQuery>;

export const AttendanceReport = z.object({
  class: z.string(),
  start: z.string(),
  end: z.string(),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rollNo: nonNegativeInt,
      /** Present or late days over marked days, percent rounded; 0 when never marked. */
      attendance: nonNegativeInt,
      /** The last 5 marks in the range, oldest first. */
      records: z.array(z.object({ date: z.string(), status })),
    }),
  ),
  summary: z.object({
    totalStudents: nonNegativeInt,
    averageAttendance: nonNegativeInt,
    /** Counts on `date`: the last day of the range that has marks (the "today" cards). */
    totalPresent: nonNegativeInt,
    totalAbsent: nonNegativeInt,
    date: z.nullable(z.string()),
    trend: z.enum(['up', 'down']),
    /** Percentage points against the period of equal length before `start`. */
    change: z.int(),
  }),
  /** The current term's first day, whatever the range (the Reports tab opens on the term so far). */
  termStart: z.optional(z.string()),
  /** Seven weeks ending at `end`, oldest first. */
  weeklyTrend: z.array(
    z.object({ weekStart: z.string(), weekEnd: z.string(), percentage: nonNegativeInt, marks: nonNegativeInt }),
  ),
});
export type AttendanceReport = z.infer<typeof AttendanceReport>;

export const AttendanceReportResponse = dataResponse(AttendanceReport);
export type AttendanceReportResponse = z.infer<typeof AttendanceReportResponse>;

/**
 * A student's attendance this term: present and late marks over marked school days since the
 * term began. `percentage` is null when the student has no marks yet.
 */
export const AttendanceSummary = z.object({
  ...studentEntryFields,
  termStart: z.string(),
  percentage: z.nullable(nonNegativeInt),
  present: nonNegativeInt,
  late: nonNegativeInt,
  absent: nonNegativeInt,
  markedDays: nonNegativeInt,
  /** The last 10 marks, newest first. */
  recent: z.array(z.object({ date: z.string(), status })),
  /** Every absence this term, newest first. */
  absences: z.array(z.string()),
});
export type AttendanceSummary = z.infer<typeof AttendanceSummary>;

/** GET /api/students/{studentId}/attendance */
export const AttendanceSummaryResponse = dataResponse(AttendanceSummary);
export type AttendanceSummaryResponse = z.infer<typeof AttendanceSummaryResponse>;

/** The attendance calls. */
export const ATTENDANCE_ROUTES = {
  saveAttendance: route('POST', '/api/attendance', { body: AttendanceSubmission, response: SaveAttendanceResponse }),
  attendance: route('GET', '/api/attendance', { query: AttendanceQuery, response: AttendanceRecordsResponse }),
  attendanceReport: route('GET', '/api/attendance/report', { query: AttendanceReportQuery, response: AttendanceReportResponse }),
  attendanceSummary: route('GET', '/api/students/:studentId/attendance', {
    params: studentParams,
    response: AttendanceSummaryResponse,
  }),
} as const satisfies Record<string, RouteDef>;
