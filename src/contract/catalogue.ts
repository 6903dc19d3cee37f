import * as z from 'zod/mini';
import { route, type RouteDef } from './route-def.ts';

/**
 * The course a material or a test is filed under, as a request names it: trimmed, 1-100
 * characters. It must be a subject of the server's catalogue; which subjects exist is stored
 * data, so the server refuses one that is not, not this schema.
 */
export const courseName = z
  .string()
  .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(100, 'must be at most 100 characters'));

/** A course of the catalogue: `subject` is one of the catalogue's subjects. */
export const CatalogueCourse = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  subject: z.string().check(z.minLength(1), z.maxLength(100)),
  instructor: z.string().check(z.maxLength(200)),
});
export type CatalogueCourse = z.infer<typeof CatalogueCourse>;

/**
 * GET /api/catalogue: the school's subjects and courses, in the school's order. Materials and
 * tests are filed under a subject (their `course`).
 */
export const CatalogueResponse = z.object({
  subjects: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(500)),
  courses: z.array(CatalogueCourse).check(z.maxLength(2000)),
});
export type CatalogueResponse = z.infer<typeof CatalogueResponse>;

/** The catalogue call: anyone may read it (the public home page shows its subjects). */
export const CATALOGUE_ROUTES = {
  catalogue: route('GET', '/api/catalogue', { response: CatalogueResponse }),
} as const satisfies Record<string, RouteDef>;
