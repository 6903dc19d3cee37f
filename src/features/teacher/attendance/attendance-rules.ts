import { CLASSES, type AttendanceRecord, type AttendanceSubmission, type Student } from '../../../contract/index.ts';
import type { AttendanceMessages } from './messages.ts';

/** What the teacher can choose per student on the Mark tab, and what a saved day holds. */
export type Mark = 'present' | 'absent' | 'late';
/** A student's mark on screen: chosen, or loaded from the saved day. */
export type ShownMark = Mark;
export type Marks = Readonly<Record<string, Mark>>;

export type RosterStudent = Pick<Student, 'student_id' | 'name'>;

/** The class both tabs open on: Class A while the school has it, else the first class in the list. */
export const defaultClass = (classes: readonly string[]): string | null =>
  classes.includes(CLASSES[0]) ? CLASSES[0] : (classes[0] ?? null);

export interface Counters {
  present: number;
  absent: number;
  late: number;
  unmarked: number;
}

/** Present, Absent, Late and Unmarked over the shown roster (marks of other classes do not count). */
export function countMarks(roster: readonly RosterStudent[], marks: Marks): Counters {
  const counters = { present: 0, absent: 0, late: 0, unmarked: 0 };
  for (const s of roster) counters[marks[s.student_id] ?? 'unmarked'] += 1;
  return counters;
}

export function markAll(roster: readonly RosterStudent[], mark: Exclude<Mark, 'late'>): Marks {
  return Object.fromEntries(roster.map((s) => [s.student_id, mark]));
}

/** The status text beside a student: 'Present', 'Absent', 'Late' or 'Not set' until chosen. */
export const markText = (mark: ShownMark | undefined, m: AttendanceMessages): string => (mark ? m.status[mark] : m.notSet);

/** The marks a saved day starts the Mark tab from (unknown statuses stay unmarked). */
export function marksFromRecords(records: readonly Pick<AttendanceRecord, 'student_id' | 'status'>[]): Marks {
  const marks: Record<string, ShownMark> = {};
  for (const r of records) {
    const status = r.status.toLowerCase();
    if (status === 'present' || status === 'absent' || status === 'late') marks[r.student_id] = status;
  }
  return marks;
}

/** How many of the roster's students are marked otherwise than in `baseline` (the day as loaded or last saved). */
export function changedMarks(roster: readonly RosterStudent[], marks: Marks, baseline: Marks): number {
  return roster.filter((s) => marks[s.student_id] !== baseline[s.student_id]).length;
}

/** What leaving the Mark tab would lose, in words (null when nothing changed). */
export function unsavedMarksText(cls: string, date: string, changed: number, m: AttendanceMessages): string | null {
  return changed === 0 ? null : m.unsavedMarks(cls, date, changed);
}

/** The POST /api/attendance body: every roster student, the unmarked ones as absent. */
export function buildSubmission(input: {
  date: string;
  cls: string;
  teacherId: string;
  teacherName: string;
  roster: readonly RosterStudent[];
  marks: Marks;
  /** The version of the day the marks started from (unknown when the day failed to load). */
  version?: number;
}): AttendanceSubmission {
  return {
    date: input.date,
    class: input.cls,
    teacherId: input.teacherId,
    ...(input.teacherName.trim() ? { teacherName: input.teacherName.trim() } : {}),
    ...(input.version === undefined ? {} : { version: input.version }),
    records: input.roster.map((s) => ({
      studentId: s.student_id,
      name: s.name,
      status: input.marks[s.student_id] ?? 'absent',
    })),
  };
}

const MARK_TONES: ReadonlyMap<string, string> = new Map([
  ['present', 'tone-success'],
  ['absent', 'tone-danger'],
  ['late', 'tone-warning'],
]);
/** The tint of a mark or a stored status (lib tones.css); none for a status the widgets do not know. */
export const markTone = (status: string): string => MARK_TONES.get(status) ?? '';

export type Tone = 'success' | 'danger' | 'warning' | 'neutral';

/**
 * A stored record's badge: present green, absent red, late yellow; nothing stored is 'Not
 * marked'; a status the widgets do not know is shown as the server sent it.
 */
export function recordBadge(status: string | null | undefined, m: AttendanceMessages): { label: string; tone: Tone } {
  switch ((status ?? '').toLowerCase()) {
    case 'present':
      return { label: m.status.present, tone: 'success' };
    case 'absent':
      return { label: m.status.absent, tone: 'danger' };
    case 'late':
      return { label: m.status.late, tone: 'warning' };
    default:
      return { label: status?.trim() ? status : m.notMarked, tone: 'neutral' };
  }
}
