import * as z from 'zod/mini';
import { ATTENDANCE_STATUSES, GRADES } from './constants.ts';
import { nonNegativeInt, pageQuery, pagedResponse, searchText } from './primitives.ts';
import { route, type RouteDef } from './route-def.ts';
import { className } from './classes.ts';

/** Whose row it is in the snake_case lists (students, attendance records): the student's id and name. */
export const studentRowFields = { student_id: z.string(), name: z.string() };
/** Whose entry it is in the camelCase answers (attendance summary, test results): the student's id, name and class. */
export const studentEntryFields = { studentId: z.string(), name: z.string(), class: z.string() };

/** Student, plus the profile fields the modal needs (optional for old servers). */
export const Student = z.object({
  ...studentRowFields,
  /** The classes the student is in, by name (in name order). */
  classes: z.array(z.string()),
  /** '' when the school year is not known (a learner an LMS brought without one). */
  grade: z.union([z.enum(GRADES), z.literal('')]),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  parent_name: z.string(),
  parent_phone: z.string(),
  parent_email: z.string(),
  last_attendance_status: z.nullable(z.enum(ATTENDANCE_STATUSES)),
  /** Present and late marks over marked days this term, rounded; null when never marked. */
  attendance_percent: z.optional(z.nullable(nonNegativeInt)),
  /** The average score % of the student's graded tests (the latest attempt of each), rounded; null before any. */
  average_grade: z.optional(z.nullable(nonNegativeInt)),
  roll_no: z.optional(nonNegativeInt),
  date_of_birth: z.optional(z.string()),
  enrollment_date: z.optional(z.string()),
  emergency_contact: z.optional(z.string()),
});
export type Student = z.infer<typeof Student>;

/**
 * GET /api/students: one page of a teacher's students (those of the classes they teach), or of
 * every student for an administrator, by name; `total` counts the students the filters match.
 */
export const StudentsResponse = pagedResponse(Student);
export type StudentsResponse = z.infer<typeof StudentsResponse>;

/** GET /api/getAllStudentcount: how many students the same list has. */
export const StudentCountResponse = z.object({ students: nonNegativeInt });
export type StudentCountResponse = z.infer<typeof StudentCountResponse>;

/**
 * GET /api/students?class=&grade=&q=&cursor=&limit=: only the students of that class (one the
 * caller teaches), of that school year, whose name, id, email or phone contains `q`.
 */
export const StudentsQuery = z.object({
  class: z.optional(className),
  grade: z.optional(z.enum(GRADES, { error: `grade must be one of: ${GRADES.join(', ')}` })),
  q: searchText,
  ...pageQuery,
});
export type StudentsQuery = z.infer<typeof StudentsQuery>;

/** The student directory calls. */
export const STUDENT_ROUTES = {
  students: route('GET', '/api/students', { query: StudentsQuery, response: StudentsResponse }),
  studentCount: route('GET', '/api/getAllStudentcount', { response: StudentCountResponse }),
} as const satisfies Record<string, RouteDef>;
