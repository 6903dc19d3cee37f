import { addDays } from '../../src/contract/dates.ts';

/**
 * How big the district is. The full district: 20,040 students in 604 classes (rosters of 33 or
 * 34), 400 teachers, a mark per rostered student per school day over 180 days, 2,006 tests,
 * 195,000 attempts and 5,008 three-page PDFs; a smaller one keeps the same proportions.
 */
export interface DistrictPlan {
  students: number;
  classes: number;
  teachers: number;
  /** School days with attendance, the weekdays before today. */
  days: number;
  tests: number;
  attempts: number;
  materials: number;
  /** Co-teachers of each class besides its owner. */
  coTeachers: number;
}

export const FULL_DISTRICT: DistrictPlan = {
  students: 20_040,
  classes: 604,
  teachers: 400,
  days: 180,
  tests: 2_006,
  attempts: 195_000,
  materials: 5_008,
  coTeachers: 2,
};

/** A district of `students` in the full district's proportions, with `days` school days. */
export function scaledDistrict(students: number, days: number): DistrictPlan {
  const f = students / FULL_DISTRICT.students;
  const at = (n: number, min = 1) => Math.max(min, Math.round(n * f));
  // Every teacher teaches: no more teachers than the classes' places (owner and co-teachers).
  const classes = at(FULL_DISTRICT.classes, 2);
  const coTeachers = Math.min(FULL_DISTRICT.coTeachers, classes - 1);
  return {
    students,
    classes,
    teachers: Math.min(at(FULL_DISTRICT.teachers, 2), classes),
    days,
    tests: at(FULL_DISTRICT.tests, 3),
    attempts: at(FULL_DISTRICT.attempts),
    materials: at(FULL_DISTRICT.materials, 3),
    coTeachers,
  };
}

/** The class (0-based) of student `i` (0-based): consecutive students share one, rosters differ by one at most. */
export const classOfStudent = (plan: DistrictPlan, i: number): number => Math.floor((i * plan.classes) / plan.students);

/**
 * The teachers (0-based) of class `c`: its owner first (classes go round the teachers, so each
 * owns one or two), then `coTeachers` others spread over the staff, all distinct.
 */
export function teachersOfClass(plan: DistrictPlan, c: number): number[] {
  const owner = c % plan.teachers;
  const step = Math.max(1, Math.floor(plan.teachers / (plan.coTeachers + 1)));
  const all = [owner];
  for (let k = 1; all.length <= plan.coTeachers && k < plan.teachers * 2; k++) {
    const t = (owner + k * step) % plan.teachers;
    if (!all.includes(t)) all.push(t);
  }
  return all;
}

/** The `count` weekdays before `today` ('YYYY-MM-DD'), oldest first: today is left to be marked. */
export function schoolDays(today: string, count: number): string[] {
  const days: string[] = [];
  for (let d = addDays(today, -1); days.length < count; d = addDays(d, -1)) {
    const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (dow !== 0 && dow !== 6) days.push(d);
  }
  return days.reverse();
}

/** Row counts the plan gives: one attendance mark per student per school day. */
export const attendanceMarks = (plan: DistrictPlan): number => plan.students * plan.days;
