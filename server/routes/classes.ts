import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { AS_SENT, defineRoute } from '../http/route.ts';
import { HttpError } from '../http/errors.ts';
import { teachesClass } from '../auth/class-access.ts';
import { pageWindow } from '../http/paging.ts';
import { listClassSummaries } from '../services/classes.ts';
import { syncRoster } from '../lti/roster.ts';
import { PlatformClient } from '../lti/platform-client.ts';

/**
 * Classes: the caller's classes (a teacher's own, every class for an administrator), and
 * bringing a class that is an LMS course in line with the course's learners.
 */
export function registerClasses(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.classes, {}, async ({ query, req }) =>
    listClassSummaries(db, req.identity!, query.q || undefined, pageWindow(query)),
  );

  const client = new PlatformClient(db);
  defineRoute(app, ROUTES.syncClassRoster, { body: 'roster sync', emptyBody: AS_SENT }, async ({ body, req }) => {
    if (!teachesClass(req.identity!, body.class))
      throw new HttpError(403, `Only the teachers of ${body.class} and the school's administrator can sync its roster.`);
    return syncRoster(db, client, body.class);
  });
}
