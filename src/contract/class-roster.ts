import * as z from 'zod/mini';
import { nonNegativeInt } from './primitives.ts';
import { className } from './classes.ts';
import { route, type RouteDef } from './route-def.ts';

/** POST /api/classes/roster-sync: the class whose LMS course's roster is read. */
export const RosterSyncRequest = z.object({ class: className });
export type RosterSyncRequest = z.infer<typeof RosterSyncRequest>;

/** What a roster sync did: learners new to the class, the course's learners now in it, members left out. */
export const RosterSyncResponse = z.object({ added: nonNegativeInt, learners: nonNegativeInt, skipped: nonNegativeInt });
export type RosterSyncResponse = z.infer<typeof RosterSyncResponse>;

/** The roster sync of a class that is an LMS course (LTI Names and Role Provisioning). */
export const CLASS_ROSTER_ROUTES = {
  syncClassRoster: route('POST', '/api/classes/roster-sync', { body: RosterSyncRequest, response: RosterSyncResponse }),
} as const satisfies Record<string, RouteDef>;
