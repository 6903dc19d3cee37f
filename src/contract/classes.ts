import * as z from 'zod/mini';
import { GRADES } from './constants.ts';
import { MessageBody } from './errors.ts';
import { nonNegativeInt, pageQuery, pagedResponse, pathId, searchText } from './primitives.ts';
import { idParams, route, type RouteDef } from './route-def.ts';

/**
 * A class as a request names it: trimmed, 1-100 characters. Which classes exist is stored data
 * (the server's `classes` table), so a write naming a class that does not exist is refused
 * by the server, not by this schema.
 */
export const className = z
  .string()
  .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(100, 'must be at most 100 characters'));

/** A teacher of a class: its owner (one per class) or a co-teacher. */
export const ClassTeacher = z.object({ teacherId: z.string(), name: z.string(), owner: z.boolean() });
export type ClassTeacher = z.infer<typeof ClassTeacher>;

/**
 * A class: its name (unique in the school), the catalogue course it teaches (null: none, as an
 * LMS course may be), grade ('' for mixed or unknown), term, how many students its roster has,
 * its teachers (owner first), whether it is an LMS course (its roster syncs from the LMS), and
 * its join code, shown only to its teachers and administrators.
 */
export const ClassSummary = z.object({
  id: z.int(),
  name: z.string(),
  courseId: z.nullable(z.string()),
  courseTitle: z.nullable(z.string()),
  grade: z.string(),
  term: z.string(),
  studentCount: nonNegativeInt,
  teachers: z.array(ClassTeacher),
  lms: z.boolean(),
  joinCode: z.optional(z.string()),
});
export type ClassSummary = z.infer<typeof ClassSummary>;

/**
 * GET /api/classes: a teacher's classes (those they own or co-teach), or for an administrator
 * every class; `q` finds a class by its name or course. In natural order of name ("Class 2"
 * before "Class 10").
 */
export const ClassListQuery = z.object({ q: searchText, ...pageQuery });
export type ClassListQuery = z.infer<typeof ClassListQuery>;
export const ClassesResponse = pagedResponse(ClassSummary);
export type ClassesResponse = z.infer<typeof ClassesResponse>;

/** A term as a school names it ("2026-27", "Autumn 2026"): at most 40 characters, '' for none. */
const termField = z.string().check(z.trim(), z.maxLength(40, 'must be at most 40 characters'));

/**
 * POST /api/classes and PUT /api/classes/{id}: `courseId` is a course of the catalogue (null:
 * none). A teacher who creates a class owns it; an administrator names its owner
 * (`ownerTeacherId`), and only an administrator may change the owner.
 */
export const ClassFields = z.object({
  name: className,
  courseId: z.nullable(
    z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(64, 'must be a course of the catalogue')),
  ),
  grade: z.union([z.enum(GRADES), z.literal('')], { error: `grade must be one of: ${GRADES.join(', ')} (or empty)` }),
  term: termField,
  ownerTeacherId: z.optional(pathId),
});
export type ClassFields = z.infer<typeof ClassFields>;

/** POST /api/classes/join: a learner joins a class with the code its teacher gave out (letters and digits, any case). */
export const JoinClassRequest = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the class code'),
      z.maxLength(16, 'A class code has 8 letters and digits'),
      z.regex(/^[A-Za-z0-9]{4,16}$/, 'A class code has 8 letters and digits'),
    ),
});
export type JoinClassRequest = z.infer<typeof JoinClassRequest>;
export const JoinClassResponse = z.object({ message: z.string(), class: z.object({ id: z.int(), name: z.string() }) });
export type JoinClassResponse = z.infer<typeof JoinClassResponse>;

/** The class calls: the list, one class, its changes, and joining one by code. */
export const CLASS_ROUTES = {
  classes: route('GET', '/api/classes', { query: ClassListQuery, response: ClassesResponse }),
  createClass: route('POST', '/api/classes', { body: ClassFields, response: ClassSummary, status: 201 }),
  joinClass: route('POST', '/api/classes/join', { body: JoinClassRequest, response: JoinClassResponse }),
  classDetail: route('GET', '/api/classes/:id', { params: idParams, response: ClassSummary }),
  updateClass: route('PUT', '/api/classes/:id', { params: idParams, body: ClassFields, response: ClassSummary }),
  deleteClass: route('DELETE', '/api/classes/:id', { params: idParams, response: MessageBody }),
  newJoinCode: route('POST', '/api/classes/:id/join-code', { params: idParams, response: ClassSummary }),
} as const satisfies Record<string, RouteDef>;
