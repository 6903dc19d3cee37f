import * as z from 'zod/mini';
import { GRADES } from './constants.ts';
import { emailField } from './auth.ts';
import { MessageBody } from './errors.ts';
import { nonNegativeInt, pageQuery, pagedResponse, pathId, searchText } from './primitives.ts';
import { className, ClassSummary } from './classes.ts';
import { idParams, route, type RouteDef } from './route-def.ts';

/** POST /api/classes/roster-sync: the class whose LMS course's roster is read. */
export const RosterSyncRequest = z.object({ class: className });
export type RosterSyncRequest = z.infer<typeof RosterSyncRequest>;

/** What a roster sync did: learners new to the class, the course's learners now in it, members left out. */
export const RosterSyncResponse = z.object({ added: nonNegativeInt, learners: nonNegativeInt, skipped: nonNegativeInt });
export type RosterSyncResponse = z.infer<typeof RosterSyncResponse>;

/** A student as a roster or the school's student search lists them: no contact details. */
export const RosterStudent = z.object({
  studentId: z.string(),
  name: z.string(),
  grade: z.string(),
  /** The classes the student is in, by name. */
  classes: z.array(z.string()),
});
export type RosterStudent = z.infer<typeof RosterStudent>;

/** GET /api/classes/{id}/students and GET /api/school/students: `q` finds a student by name or id. */
export const RosterQuery = z.object({ q: searchText, ...pageQuery });
export type RosterQuery = z.infer<typeof RosterQuery>;
export const RosterResponse = pagedResponse(RosterStudent);
export type RosterResponse = z.infer<typeof RosterResponse>;

/** The most students one request adds to a roster, and the most rows one CSV import takes. */
export const ROSTER_BATCH_MAX = 500;
/** The largest CSV an import takes (bytes of text). */
export const ROSTER_CSV_MAX_LENGTH = 1_000_000;

/** POST /api/classes/{id}/students: students of the school added to the roster (already there: left as they are). */
export const AddToRosterRequest = z.object({
  studentIds: z
    .array(pathId)
    .check(
      z.minLength(1, 'Choose at least one student'),
      z.maxLength(ROSTER_BATCH_MAX, `At most ${ROSTER_BATCH_MAX} students at once`),
    ),
});
export type AddToRosterRequest = z.infer<typeof AddToRosterRequest>;
export const AddToRosterResponse = z.object({ message: z.string(), added: nonNegativeInt });
export type AddToRosterResponse = z.infer<typeof AddToRosterResponse>;

/**
 * POST /api/classes/{id}/students/import: a CSV of students with a header row naming its columns
 * (`name` and `grade` required; `email`, `student_id`, `date_of_birth`, `parent_name`,
 * `parent_email`, `parent_phone` optional). A row naming a `student_id` (or an `email`) of the
 * school's records adds that student; any other row creates a record (id `S<next number>`).
 * With `commit` false the server only checks every row; with `commit` true it writes all rows in
 * one transaction or, when any row is wrong, none: that answer is still 200, with `written`
 * false and each row's error, as a check's. A file that cannot be read as rows (no header, an
 * unknown or repeated column, no `name` or `grade` column, no rows, more than ROSTER_BATCH_MAX
 * rows, a quote never closed) is refused as a whole (400).
 */
export const RosterImportRequest = z.object({
  csv: z.string().check(z.minLength(1, 'The file is empty'), z.maxLength(ROSTER_CSV_MAX_LENGTH, 'The file is larger than 1 MB')),
  commit: z.boolean(),
});
export type RosterImportRequest = z.infer<typeof RosterImportRequest>;

/** What an import does with a row: creates a record, adds an existing student, finds them in the class already, or refuses the row. */
export const IMPORT_ROW_ACTIONS = ['create', 'add', 'in-class', 'error'] as const;
export const RosterImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.int(),
  name: z.string(),
  grade: z.union([z.enum(GRADES), z.literal('')]),
  email: z.string(),
  /** The record's id, when the row names one that exists (or once `commit` created it). */
  studentId: z.optional(z.string()),
  action: z.enum(IMPORT_ROW_ACTIONS),
  /** Why the row is refused (action 'error'): one sentence naming the column. */
  error: z.optional(z.string()),
});
export type RosterImportRow = z.infer<typeof RosterImportRow>;
export const RosterImportResponse = z.object({
  rows: z.array(RosterImportRow),
  /** True when the rows were written (commit, and no row refused). */
  written: z.boolean(),
  message: z.string(),
});
export type RosterImportResponse = z.infer<typeof RosterImportResponse>;

/** POST /api/classes/{id}/teachers: a co-teacher, named by their account's email. */
export const AddClassTeacherRequest = z.object({ email: emailField });
export type AddClassTeacherRequest = z.infer<typeof AddClassTeacherRequest>;

const classStudentParams = z.object({ id: idParams.shape.id, studentId: pathId });
const classTeacherParams = z.object({ id: idParams.shape.id, teacherId: pathId });

/** A class's roster and teachers, the LMS roster sync, and the school's student search (to add to a roster). */
export const CLASS_ROSTER_ROUTES = {
  syncClassRoster: route('POST', '/api/classes/roster-sync', { body: RosterSyncRequest, response: RosterSyncResponse }),
  classRoster: route('GET', '/api/classes/:id/students', { params: idParams, query: RosterQuery, response: RosterResponse }),
  addToRoster: route('POST', '/api/classes/:id/students', {
    params: idParams,
    body: AddToRosterRequest,
    response: AddToRosterResponse,
  }),
  removeFromRoster: route('DELETE', '/api/classes/:id/students/:studentId', {
    params: classStudentParams,
    response: MessageBody,
  }),
  importRoster: route('POST', '/api/classes/:id/students/import', {
    params: idParams,
    body: RosterImportRequest,
    response: RosterImportResponse,
  }),
  addClassTeacher: route('POST', '/api/classes/:id/teachers', {
    params: idParams,
    body: AddClassTeacherRequest,
    response: ClassSummary,
  }),
  removeClassTeacher: route('DELETE', '/api/classes/:id/teachers/:teacherId', {
    params: classTeacherParams,
    response: ClassSummary,
  }),
  schoolStudents: route('GET', '/api/school/students', { query: RosterQuery, response: RosterResponse }),
} as const satisfies Record<string, RouteDef>;
