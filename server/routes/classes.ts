import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { AS_SENT, defineRoute } from '../http/route.ts';
import { listClasses, lmsCourses } from '../services/classes.ts';
import { syncRoster } from '../lti/roster.ts';
import { PlatformClient } from '../lti/platform-client.ts';

/**
 * Classes: every class's name in natural order with the LMS courses among them, and bringing a
 * class that is an LMS course in line with the course's learners.
 */
export function registerClasses(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.classes, {}, async () => ({ classes: await listClasses(db), lmsCourses: await lmsCourses(db) }));

  const client = new PlatformClient(db);
  defineRoute(app, ROUTES.syncClassRoster, { body: 'roster sync', emptyBody: AS_SENT }, async ({ body }) =>
    syncRoster(db, client, body.class),
  );
}
