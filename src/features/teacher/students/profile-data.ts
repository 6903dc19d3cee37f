import type { Student } from '../../../contract/index.ts';

/**
 * What the profile modal shows beyond the server's student fields. The spec says most of it
 * is fixed placeholder data (section 2, "Student profile modal"); no server source exists
 * for subjects, test results or communications, so these are samples, dated relative to today.
 */
export interface SubjectProgress {
  subject: string;
  progress: number;
  grade: string;
}
export interface StudentTestResult {
  subject: string;
  test: string;
  score: number;
  maxScore: number;
  date: string;
}
export interface CommunicationEntry {
  date: string;
  type: 'Parent Meeting' | 'Email' | 'Phone Call' | 'Note';
  message: string;
}

export const SUBJECT_PROGRESS: readonly SubjectProgress[] = [
  { subject: 'Mathematics', progress: 92, grade: 'A' },
  { subject: 'Science', progress: 84, grade: 'B' },
  { subject: 'English', progress: 88, grade: 'B' },
  { subject: 'History', progress: 74, grade: 'C' },
];

/** YYYY-MM-DD of the local day `days` before `from`. */
export function localDate(from: Date, days = 0): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() - days);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function sampleTestResults(today: Date): StudentTestResult[] {
  return [
    { subject: 'Mathematics', test: 'Algebra Unit Test', score: 46, maxScore: 50, date: localDate(today, 5) },
    { subject: 'Science', test: 'Chemical Reactions Quiz', score: 17, maxScore: 20, date: localDate(today, 12) },
    { subject: 'English', test: 'Essay Writing', score: 72, maxScore: 100, date: localDate(today, 19) },
  ];
}

export function sampleCommunications(today: Date): CommunicationEntry[] {
  return [
    { date: localDate(today, 3), type: 'Email', message: 'Shared the upcoming test schedule and revision materials.' },
    { date: localDate(today, 16), type: 'Parent Meeting', message: 'Discussed progress in Mathematics; agreed on weekly practice goals.' },
    { date: localDate(today, 30), type: 'Phone Call', message: 'Followed up on two missed classes; family confirmed a medical reason.' },
    { date: localDate(today, 45), type: 'Note', message: 'Participates actively in class discussions and group projects.' },
  ];
}

export interface ProfileFacts {
  rollNo: string;
  dateOfBirth: string;
  enrollmentDate: string;
  parentName: string;
  parentPhone: string;
  parentEmail: string;
  emergencyContact: string;
}

/** The server's fields where it has them, else 'Not provided' (never invented personal data). */
export function profileFacts(s: Student): ProfileFacts {
  const or = (v: string | number | undefined | null): string => (v === undefined || v === null || v === '' ? 'Not provided' : String(v));
  return {
    rollNo: or(s.roll_no),
    dateOfBirth: s.date_of_birth ? formatDay(s.date_of_birth) : 'Not provided',
    enrollmentDate: s.enrollment_date ? formatDay(s.enrollment_date) : 'Not provided',
    parentName: or(s.parent_name),
    parentPhone: or(s.parent_phone),
    parentEmail: or(s.parent_email),
    emergencyContact: or(s.emergency_contact || s.parent_phone),
  };
}

/** 'YYYY-MM-DD' as a local calendar date ('15 Mar 2009'); other strings as they are. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}
