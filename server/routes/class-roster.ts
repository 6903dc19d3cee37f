import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { RosterSyncResponse } from '../../src/contract/class-roster.ts';
import type { AppContext } from '../context.ts';
import { parseOr400 } from '../http/errors.ts';
import { syncRoster } from '../lti/roster.ts';
import { PlatformClient } from '../lti/platform-client.ts';

/** POST /api/classes/roster-sync: brings a class that is an LMS course in line with the course's learners. */
export function registerClassRoster(app: FastifyInstance, { db }: AppContext): void {
  const client = new PlatformClient(db);
  const route = ROUTES.syncClassRoster;
  app.post(route.path, async (req): Promise<RosterSyncResponse> => {
    const { class: name } = parseOr400(route.body, req.body, 'roster sync');
    return syncRoster(db, client, name);
  });
}
