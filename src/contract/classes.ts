import * as z from 'zod/mini';
import { route, type RouteDef } from './route-def.ts';

/**
 * A class as a request names it: trimmed, 1-100 characters. Which classes exist is stored data
 * (the server's `classes` table), so a write naming a class that does not exist is refused
 * by the server, not by this schema.
 */
export const className = z
  .string()
  .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(100, 'must be at most 100 characters'));

/**
 * GET /api/classes: every class's name, in natural order ("Class 2" before "Class 10"), and
 * which of them are LMS courses (their roster can be synced from the LMS).
 */
export const ClassesResponse = z.object({ classes: z.array(z.string()), lmsCourses: z.optional(z.array(z.string())) });
export type ClassesResponse = z.infer<typeof ClassesResponse>;

/** The class list call. */
export const CLASS_ROUTES = {
  classes: route('GET', '/api/classes', { response: ClassesResponse }),
} as const satisfies Record<string, RouteDef>;
