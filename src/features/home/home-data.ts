/**
 * The home page's fixed content: the ids its buttons report in `edu-home-action`, and the
 * values its cards show. Every text around them is in messages.ts.
 */

/** A time of day, 24-hour `HH:MM`; shown in the reader's language. */
export type TimeOfDay = `${number}:${number}`;

export type ClassName = 'Class 11' | 'Class 12';

export interface ClassOffering {
  className: ClassName;
  from: TimeOfDay;
  to: TimeOfDay;
  /** Fees per month, in FEE_CURRENCY. */
  monthlyFee: number;
}

export const FEE_CURRENCY = 'INR';

export const CLASS_OFFERINGS: readonly ClassOffering[] = [
  { className: 'Class 11', from: '06:00', to: '08:00', monthlyFee: 15000 },
  { className: 'Class 12', from: '08:30', to: '10:30', monthlyFee: 18000 },
];

export interface ClassTime {
  from: TimeOfDay;
  to: TimeOfDay;
}

/** Today's class times, keyed by a subject of the server's catalogue. */
export const CLASS_TIMES: Readonly<Record<string, ClassTime>> = {
  Mathematics: { from: '11:00', to: '12:00' },
  Physics: { from: '12:00', to: '13:00' },
  Chemistry: { from: '13:30', to: '14:30' },
  Biology: { from: '14:30', to: '15:30' },
};

export interface ScheduleEntry extends ClassTime {
  subject: string;
}

/** The schedule shows the catalogue's subjects that have a class today, earliest first. */
export function todaysSchedule(subjects: readonly string[]): ScheduleEntry[] {
  return subjects
    .filter((subject) => Object.hasOwn(CLASS_TIMES, subject))
    .map((subject) => ({ subject, ...CLASS_TIMES[subject]! }))
    .sort((a, b) => a.from.localeCompare(b.from));
}

/** Each scheduled session: this many minutes of teaching, then this many for questions. */
export const SESSION_MINUTES = { teaching: 45, doubts: 15 } as const;

/** The For Students rows, by the action their button reports. */
export const STUDENT_ROWS = ['take-test', 'download-materials', 'view-report'] as const;
export type StudentRow = (typeof STUDENT_ROWS)[number];

export const AUDIENCES = [
  { id: 'learners', href: '/learners' },
  { id: 'teachers', href: '/teachers' },
  { id: 'parents', href: '/parents' },
] as const;
