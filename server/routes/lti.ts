import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { carriesAdminToken } from '../lti/admin-token.ts';
import { addPlatform, listPlatforms, PlatformRegistration, PlatformRemoval, removePlatform } from '../lti/platforms.ts';
import { rotateToolKey, toolJwks } from '../lti/tool-keys.ts';
import { LOGIN_STATE_SECONDS, LoginRefused, LoginRequest, startLogin, stateCookie } from '../lti/login.ts';
import { refusalPage } from '../lti/refusal-page.ts';
import { describeIssue } from '../../src/contract/errors.ts';

/**
 * The LTI 1.3 tool's public key set (`GET /lti/jwks`), its login initiation (`/lti/login`), and
 * the operator's admin API that
 * `npm run lti` calls on the running server (so a registration takes effect at once, and the
 * embedded database keeps its one writer). The admin routes need the token of
 * lti/admin-token.ts and answer 401 without it.
 */
export function registerLti(app: FastifyInstance, { db }: AppContext, adminToken: string): void {
  app.get('/lti/jwks', async (_req, reply) => {
    // Platforms fetch the set when they meet an unknown kid; a rotated key is published at once.
    reply.header('Cache-Control', 'public, max-age=300');
    return toolJwks(db);
  });

  // Third-party initiated login: the platform sends the browser here (GET, or a form POST) and
  // the tool sends it on to the platform's authorization URL with a fresh state and nonce.
  app.register(async (lti) => {
    lti.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    lti.route({
      method: ['GET', 'POST'],
      url: '/lti/login',
      handler: async (req, reply) => {
        const refuse = (reason: string) =>
          reply.code(400).header('Content-Security-Policy', "default-src 'none'").type('text/html; charset=utf-8').send(refusalPage(reason));
        const parsed = LoginRequest.safeParse(req.method === 'POST' ? req.body : req.query);
        if (!parsed.success) return refuse(`The login request is not valid: ${describeIssue(parsed.error)}.`);
        const origin = `${req.protocol}://${req.host}`;
        try {
          const { location, state } = await startLogin(db, parsed.data, origin, `${origin}/lti/launch`);
          // SameSite=None: the platform posts the launch back from its own site.
          reply.setCookie(stateCookie(state), '1', { path: '/lti/', httpOnly: true, secure: true, sameSite: 'none', maxAge: LOGIN_STATE_SECONDS });
          return reply.redirect(location, 302);
        } catch (err) {
          if (err instanceof LoginRefused) return refuse(err.message);
          throw err;
        }
      },
    });
  });

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
