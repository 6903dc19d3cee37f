import type { Student } from '../../../contract/index.ts';
import { formatDay } from '../../../lib/i18n/format.ts';
import type { StudentsMessages } from './messages.ts';

/**
 * What the profile modal shows beyond the server's student fields: no server source exists
 * for subjects, test results or communications, so these are fixed samples, dated relative
 * to today.
 * Being the widget's own texts, their words are in the catalogue, keyed by the ids below.
 */
export type SampleSubject = keyof StudentsMessages['subjects'];
export type SampleTest = keyof StudentsMessages['sampleTests'];
export type CommunicationType = keyof StudentsMessages['communicationTypes'];
export type SampleNote = keyof StudentsMessages['sampleNotes'];

export interface SubjectProgress {
  subject: SampleSubject;
  progress: number;
  grade: string;
}
export interface StudentTestResult {
  subject: SampleSubject;
  test: SampleTest;
  score: number;
  maxScore: number;
  date: string;
}
export interface CommunicationEntry {
  date: string;
  type: CommunicationType;
  message: SampleNote;
}

export const SUBJECT_PROGRESS: readonly SubjectProgress[] = [
  { subject: 'mathematics', progress: 92, grade: 'A' },
  { subject: 'science', progress: 84, grade: 'B' },
  { subject: 'english', progress: 88, grade: 'B' },
  { subject: 'history', progress: 74, grade: 'C' },
];

/** YYYY-MM-DD of the local day `days` before `from`. */
export function localDate(from: Date, days = 0): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() - days);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function sampleTestResults(today: Date): StudentTestResult[] {
  return [
    { subject: 'mathematics', test: 'algebraUnitTest', score: 46, maxScore: 50, date: localDate(today, 5) },
    { subject: 'science', test: 'chemicalReactionsQuiz', score: 17, maxScore: 20, date: localDate(today, 12) },
    { subject: 'english', test: 'essayWriting', score: 72, maxScore: 100, date: localDate(today, 19) },
  ];
}

export function sampleCommunications(today: Date): CommunicationEntry[] {
  return [
    { date: localDate(today, 3), type: 'email', message: 'testSchedule' },
    { date: localDate(today, 16), type: 'parentMeeting', message: 'mathProgress' },
    { date: localDate(today, 30), type: 'phoneCall', message: 'missedClasses' },
    { date: localDate(today, 45), type: 'note', message: 'participation' },
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

/**
 * The server's fields where it has them, else 'Not provided' (never invented personal data);
 * dates in the language of `tag`.
 */
export function profileFacts(s: Student, m: StudentsMessages, tag: string): ProfileFacts {
  const or = (v: string | number | undefined | null): string =>
    v === undefined || v === null || v === '' ? m.notProvided : String(v);
  return {
    rollNo: or(s.roll_no),
    dateOfBirth: s.date_of_birth ? formatDay(tag, s.date_of_birth) : m.notProvided,
    enrollmentDate: s.enrollment_date ? formatDay(tag, s.enrollment_date) : m.notProvided,
    parentName: or(s.parent_name),
    parentPhone: or(s.parent_phone),
    parentEmail: or(s.parent_email),
    emergencyContact: or(s.emergency_contact || s.parent_phone),
  };
}
