import { SHARED_EN } from '../../../lib/i18n/shared-texts.ts';

/**
 * The attendance section's texts: marking a day (Mark Attendance) and the report (Reports).
 * Tables keyed by a mark ('present', 'absent', 'late') follow the statuses the server stores.
 */
const en = {
  /** The section's heading and the line under it. */
  heading: { title: 'Attendance Management', lead: 'Mark daily attendance and follow each class over time.' },
  tabs: { mark: 'Mark Attendance', reports: 'Reports' },

  date: 'Date',
  class: 'Class',
  teacher: 'Teacher',
  roster: 'Student Roster',
  rosterHeading: (cls: string) => `Student Roster - ${cls}`,
  markAllPresent: 'Mark All Present',
  markAllAbsent: 'Mark All Absent',
  counts: 'Attendance counts',
  counters: { present: 'Present', absent: 'Absent', late: 'Late', unmarked: 'Unmarked' },
  /** A student's mark, as shown beside them, in badges and in the report's records. */
  status: SHARED_EN.attendanceStatus,
  notSet: 'Not set',
  notMarked: 'Not marked',
  markButtons: { present: 'Mark Present', absent: 'Mark Absent', late: 'Mark Late' },
  reloadAttendance: 'Reload attendance',
  saving: 'Saving...',
  saveAttendance: 'Save Attendance',
  unmarkedHint: (n: number) => `${n} unmarked ${n === 1 ? 'student is' : 'students are'} saved as absent.`,
  unsavedMarks: (cls: string, date: string, changed: number) =>
    `Attendance for ${cls} on ${date} is not saved yet (${changed === 1 ? '1 changed mark' : `${changed} changed marks`}).`,
  saved: 'Attendance saved successfully!',
  serverError: (message: string) => `Error saving attendance: ${message}`,
  failed: 'Failed to save attendance. Please try again.',
  noStudents: 'No students found for the selected class.',
  loadingStudents: 'Loading students...',
  noStudentsFor: (cls: string) => `No students found for ${cls}.`,
  loadingRecords: 'Loading attendance records...',
  noRecordsFor: (date: string) => `No attendance records found for ${date}.`,
  recordsHeading: (date: string) => `Today's Attendance Records - ${date}`,
  columns: {
    studentId: 'Student ID',
    studentName: 'Student Name',
    status: 'Status',
    teacher: 'Teacher',
    date: 'Date',
    student: 'Student',
    rollNo: 'Roll No',
    attendance: 'Attendance %',
    recentRecords: 'Recent Records',
  },

  startDate: 'Start Date',
  endDate: 'End Date',
  exportCsv: 'Export CSV',
  loadingReport: 'Loading report...',
  reportFailed: (message: string) => `Could not load the report: ${message}`,
  retry: 'Retry',
  rangeMissing: 'Choose a start and an end date.',
  rangeReversed: 'The start date must be on or before the end date.',
  rangeTooLong: 'Choose a range of at most 366 days.',
  summary: 'Summary',
  totalStudents: 'Total Students',
  inClass: (cls: string) => `in ${cls}`,
  averageAttendance: 'Average Attendance',
  fromLastMonth: 'from last month',
  fromPreviousDays: (days: number) => (days === 1 ? 'from the previous day' : `from the previous ${days} days`),
  presentToday: 'Present Today',
  absentToday: 'Absent Today',
  onDate: (date: string) => `on ${date}`,
  noMarksInRange: 'no marks in this range',
  individualRecords: 'Individual Student Records',
  noMarks: 'No marks',
  noRecords: 'No records',
  lastRecords: (n: number) => `Last ${n} records`,
  /** The one-letter dots of the recent records. */
  letters: { present: 'P', absent: 'A', late: 'L' },
  trendsHeading: 'Attendance Trends',
  /** Stands for a week's figure when nobody was marked that week. */
  weekNoRecords: 'no records',
  /** `percent` is the week's figure, already formatted, or `weekNoRecords`. */
  weekSummary: (start: string, end: string, percent: string) => `Week of ${start} to ${end}: ${percent}`,
  trendsCaption: 'Weekly attendance percentage over the last 7 weeks',
};

export default en;
