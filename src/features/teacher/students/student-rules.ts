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
  /** Lower-cased name, email and phone, so filtering 10,000 rows allocates nothing per keystroke. */
  searchText: string;
}

export function toDirectoryStudents(students: readonly Student[]): DirectoryStudent[] {
  return students.map((s) => ({
    ...s,
    attendance: directoryAttendance(s),
    averageGrade: s.average_grade ?? AVERAGE_GRADE,
    profilePic: '',
    searchText: `${s.name}\n${s.email}\n${s.phone}`.toLowerCase(),
  }));
}

/** The filter values meaning "no filter" (ids; their labels are in the catalogue). */
export const ALL_CLASSES = 'All Classes';
export const ALL_GRADES = 'All Grades';

export interface StudentFilters {
  search: string;
  klass: string;
  grade: string;
}

/** Search matches name, email or phone ignoring case; the class and grade filters are exact. */
export function filterStudents(list: readonly DirectoryStudent[], f: StudentFilters): DirectoryStudent[] {
  const q = f.search.trim().toLowerCase();
  const byClass = f.klass && f.klass !== ALL_CLASSES;
  const byGrade = f.grade && f.grade !== ALL_GRADES;
  return list.filter(
    (s) => (!byClass || s.classes.includes(f.klass)) && (!byGrade || s.grade === f.grade) && (!q || s.searchText.includes(q)),
  );
}
