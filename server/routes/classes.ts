import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { AS_SENT, defineRoute } from '../http/route.ts';
import { HttpError } from '../http/errors.ts';
import { teachesClass } from '../auth/class-access.ts';
import { pageWindow } from '../http/paging.ts';
import { classSummary, listClassSummaries } from '../services/classes.ts';
import { createClass, deleteClass, joinClassByCode, renewJoinCode, updateClass } from '../services/class-writes.ts';
import { syncRoster } from '../lti/roster.ts';
import { PlatformClient } from '../lti/platform-client.ts';

/**
 * Classes: the caller's classes (a teacher's own, every class for an administrator), a class's
 * details and changes, a learner joining one by its code, and bringing a class that is an LMS
 * course in line with the course's learners.
 */
export function registerClasses(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.classes, {}, async ({ query, req }) =>
    listClassSummaries(db, req.identity!, query.q || undefined, pageWindow(query)),
  );

  defineRoute(app, ROUTES.createClass, {}, async ({ body, req }) => createClass(db, req.identity!, body));

  defineRoute(app, ROUTES.joinClass, {}, async ({ body, req }) => joinClassByCode(db, req.identity!, body.code));

  defineRoute(app, ROUTES.classDetail, {}, async ({ params }) => classSummary(db, Number(params.id)));

  defineRoute(app, ROUTES.updateClass, {}, async ({ params, body, req }) =>
    updateClass(db, req.identity!, Number(params.id), body),
  );

  defineRoute(app, ROUTES.deleteClass, {}, async ({ params, req }) => deleteClass(db, req.identity!, Number(params.id)));

  defineRoute(app, ROUTES.newJoinCode, {}, async ({ params, req }) => renewJoinCode(db, req.identity!, Number(params.id)));

  const client = new PlatformClient(db);
  defineRoute(app, ROUTES.syncClassRoster, { body: 'roster sync', emptyBody: AS_SENT }, async ({ body, req }) => {
    if (!teachesClass(req.identity!, body.class))
      throw new HttpError(403, `Only the teachers of ${body.class} and the school's administrator can sync its roster.`);
    return syncRoster(db, client, body.class);
  });
}
