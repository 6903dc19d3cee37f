import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { carriesAdminToken } from '../lti/admin-token.ts';
import { addPlatform, listPlatforms, PlatformRegistration, PlatformRemoval, removePlatform } from '../lti/platforms.ts';
import { rotateToolKey } from '../lti/tool-keys.ts';

/**
 * The operator's admin API that `npm run lti` calls on the running server (so a registration
 * takes effect at once, and the embedded database keeps its one writer). Every route needs the
 * token of lti/admin-token.ts and answers 401 without it.
 */
export function registerLtiAdmin(app: FastifyInstance, { db }: AppContext, adminToken: string): void {
  app.register(async (admin) => {
    admin.addHook('onRequest', async (req) => {
      if (!carriesAdminToken(req.headers.authorization, adminToken)) throw new HttpError(401, 'The admin token is missing or wrong: run the command with the DATA_DIR of the server.');
    });
    admin.get('/admin/lti/platforms', async () => ({ platforms: await listPlatforms(db) }));
    admin.post('/admin/lti/platforms', async (req, reply) => {
      const registration = parseOr400(PlatformRegistration, req.body, 'platform');
      reply.code(201);
      return { platform: await addPlatform(db, registration) };
    });
    admin.delete('/admin/lti/platforms', async (req) => {
      const removal = parseOr400(PlatformRemoval, req.body, 'removal');
      const removed = await removePlatform(db, removal);
      if (removed === 0) throw new HttpError(404, 'No registration matches.');
      return { removed };
    });
    admin.post('/admin/lti/keys', async (_req, reply) => {
      reply.code(201);
      return { kid: await rotateToolKey(db) };
    });
  });
}
