import type { AttendanceSubmission, ClassName, Student } from '../../../contract/index.ts';
import { ATTENDANCE_NOT_MARKED } from '../../../contract/index.ts';

/** What the teacher can choose per student on the Mark tab ('late' only appears in records). */
export type Mark = 'present' | 'absent';
export type Marks = Readonly<Record<string, Mark>>;

/** The attendance texts of spec sections 2 and 8, to the letter. */
export const ATT_MSG = {
  saved: 'Attendance saved successfully!',
  serverError: (message: string) => `Error saving attendance: ${message}`,
  failed: 'Failed to save attendance. Please try again.',
  noStudents: 'No students found for the selected class.',
  loadingStudents: 'Loading students...',
  noStudentsFor: (cls: string) => `No students found for ${cls}.`,
  loadingRecords: 'Loading attendance records...',
  noRecordsFor: (date: string) => `No attendance records found for ${date}.`,
  notSet: 'Not set',
} as const;

export type RosterStudent = Pick<Student, 'student_id' | 'name'>;

/** The roster of one class, in the order the server gives (spec: filtered by class on the client). */
export const rosterFor = <S extends Pick<Student, 'class'>>(students: readonly S[], cls: ClassName): S[] =>
  students.filter((s) => s.class === cls);

export interface Counters {
  present: number;
  absent: number;
  unmarked: number;
}

/** Present, Absent and Unmarked over the shown roster (marks of other classes do not count). */
export function countMarks(roster: readonly RosterStudent[], marks: Marks): Counters {
  let present = 0;
  let absent = 0;
  for (const s of roster) {
    if (marks[s.student_id] === 'present') present += 1;
    else if (marks[s.student_id] === 'absent') absent += 1;
  }
  return { present, absent, unmarked: roster.length - present - absent };
}

export function markAll(roster: readonly RosterStudent[], mark: Mark): Marks {
  return Object.fromEntries(roster.map((s) => [s.student_id, mark]));
}

/** The status text beside a student: 'Present', 'Absent' or 'Not set' until chosen. */
export const markText = (mark: Mark | undefined): string =>
  mark === 'present' ? 'Present' : mark === 'absent' ? 'Absent' : ATT_MSG.notSet;

/** The POST /api/attendance body: every roster student, the unmarked ones as absent (spec section 4). */
export function buildSubmission(input: {
  date: string;
  cls: ClassName;
  teacherId: string;
  teacherName: string;
  roster: readonly RosterStudent[];
  marks: Marks;
}): AttendanceSubmission {
  return {
    date: input.date,
    class: input.cls,
    teacherId: input.teacherId,
    ...(input.teacherName.trim() ? { teacherName: input.teacherName.trim() } : {}),
    records: input.roster.map((s) => ({
      studentId: s.student_id,
      name: s.name,
      status: input.marks[s.student_id] ?? 'absent',
    })),
  };
}

/** Today as 'YYYY-MM-DD' in the teacher's local time (not UTC: 11 pm is still today). */
export function localToday(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

export type Tone = 'success' | 'danger' | 'warning' | 'neutral';

/** A stored record's badge: present green, absent red, late yellow; nothing stored is 'Not marked'. */
export function recordBadge(status: string | null | undefined): { label: string; tone: Tone } {
  switch ((status ?? '').toLowerCase()) {
    case 'present':
      return { label: 'Present', tone: 'success' };
    case 'absent':
      return { label: 'Absent', tone: 'danger' };
    case 'late':
      return { label: 'Late', tone: 'warning' };
    default:
      return { label: status?.trim() ? status : ATTENDANCE_NOT_MARKED, tone: 'neutral' };
  }
}
