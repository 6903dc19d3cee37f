import type { Student } from '../../../contract/index.ts';

/** The directory's average grade of a student with no graded test yet. */
export const AVERAGE_GRADE = 85;

/** The last-mark rule: 100 when the last status is present, 0 when absent, otherwise 50. */
export function derivedAttendance(lastStatus: string | null | undefined): number {
  if (lastStatus === 'present') return 100;
  if (lastStatus === 'absent') return 0;
  return 50;
}

/**
 * The server's term figure (present and late over marked days this term); a student without
 * marks this term, or a server that sends no figure, gets the last-status rule instead.
 */
export function directoryAttendance(s: Pick<Student, 'attendance_percent' | 'last_attendance_status'>): number {
  return typeof s.attendance_percent === 'number' ? s.attendance_percent : derivedAttendance(s.last_attendance_status);
}

export interface DirectoryStudent extends Student {
  attendance: number;
  averageGrade: number;
  profilePic: '';
}

export function toDirectoryStudents(students: readonly Student[]): DirectoryStudent[] {
  return students.map((s) => ({
    ...s,
    attendance: directoryAttendance(s),
    averageGrade: s.average_grade ?? AVERAGE_GRADE,
    profilePic: '',
  }));
}

/** The filter values meaning "no filter" (ids; their labels are in the catalogue). */
export const ALL_CLASSES = 'All Classes';
export const ALL_GRADES = 'All Grades';
