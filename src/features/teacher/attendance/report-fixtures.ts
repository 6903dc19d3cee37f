import type { AttendanceReport } from '../../../contract/index.ts';

/** An attendance report of `students` for Class A; `summary` and `over` change any of its figures and fields. */
export function attendanceReport(
  students: AttendanceReport['students'],
  summary: Partial<AttendanceReport['summary']> = {},
  over: Partial<AttendanceReport> = {},
): AttendanceReport {
  return {
    class: 'Class A',
    start: '2026-10-27',
    end: '2026-11-25',
    students,
    summary: {
      totalStudents: students.length,
      averageAttendance: 0,
      totalPresent: 0,
      totalAbsent: 0,
      date: null,
      trend: 'up',
      change: 0,
      ...summary,
    },
    weeklyTrend: [],
    ...over,
  };
}

type ReportStudent = AttendanceReport['students'][number];

/** A student row of a report with its dated records, each [date, status]. */
export function reportStudent(
  [id, name, rollNo]: [string, string, number],
  attendance: number,
  records: [string, ReportStudent['records'][number]['status']][],
): ReportStudent {
  return { id, name, rollNo, attendance, records: records.map(([date, status]) => ({ date, status })) };
}
