import * as z from 'zod/mini';
import { MessageBody } from './errors.ts';
import { nonNegativeInt, pageQuery, pagedResponse, searchText } from './primitives.ts';
import { idParams, route, type RouteDef } from './route-def.ts';

/** POST /api/accounts/{id}/decline: the reason is shown to the applicant when they sign in ('' or none: no reason given). */
export const DeclineAccountRequest = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500, 'The reason must be at most 500 characters'))),
});
export type DeclineAccountRequest = z.infer<typeof DeclineAccountRequest>;

/** A teacher of the school as the administrator lists them: how many classes they own and co-teach. */
export const SchoolTeacher = z.object({
  teacherId: z.string(),
  name: z.string(),
  email: z.string(),
  classes: nonNegativeInt,
});
export type SchoolTeacher = z.infer<typeof SchoolTeacher>;

/** GET /api/teachers: the school's approved teachers by name; `q` finds one by name or email. */
export const TeachersQuery = z.object({ q: searchText, ...pageQuery });
export const TeachersResponse = pagedResponse(SchoolTeacher);
export type TeachersResponse = z.infer<typeof TeachersResponse>;

/** What only the school's administrator does: decline teacher sign-ups and list the teachers. */
export const ADMIN_ROUTES = {
  declineAccount: route('POST', '/api/accounts/:id/decline', {
    params: idParams,
    body: DeclineAccountRequest,
    response: MessageBody,
  }),
  teachers: route('GET', '/api/teachers', { query: TeachersQuery, response: TeachersResponse }),
} as const satisfies Record<string, RouteDef>;
