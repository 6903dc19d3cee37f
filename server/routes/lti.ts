import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { AS_SENT, defineRoute } from '../http/route.ts';
import { accountExists } from '../services/accounts.ts';
import { carriesAdminToken } from '../lti/admin-token.ts';
import { addPlatform, listPlatforms, PlatformRegistration, PlatformRemoval, removePlatform } from '../lti/platforms.ts';
import { rotateToolKey, toolJwks } from '../lti/tool-keys.ts';
import { isLaunchToken, mintLaunchToken, verifyLaunchToken } from '../auth/launch-token.ts';
import { retireLaunchToken } from '../auth/launch-token-renewal.ts';
import {
  LOGIN_STATE_SECONDS,
  LoginRequest,
  loginUrl,
  PROBE_COOKIE,
  PROBE_SECONDS,
  startLogin,
  STATE_COOKIE,
  stateCookie,
} from '../lti/login.ts';
import { verifyLaunch, type LaunchForm } from '../lti/launch.ts';
import { platformKeys, type PlatformKeyOptions } from '../lti/platform-keys.ts';
import { provisionLaunch } from '../lti/provision.ts';
import { launchView } from '../lti/launch-view.ts';
import { openPlacedLink } from '../lti/placement.ts';
import { launchPage } from '../lti/launch-page.ts';
import { FRAME_CSS } from '../lti/frame-css.ts';
import { keepStatePage } from '../lti/platform-storage.ts';
import { CLAIM } from '../lti/claims.ts';
import { deepLinkPicker, deepLinkResponse } from '../lti/deep-linking.ts';
import { LtiRefusal, refusalPage } from '../lti/refusal-page.ts';
import { describeIssue } from '../../src/contract/errors.ts';
import { ScoreOutbox } from '../lti/score-outbox.ts';

export interface LtiOptions {
  /** How the platforms' key sets are cached. */
  keys?: PlatformKeyOptions;
  /** How often queued scores are looked for (default: LTI_SCORE_POLL_MS, else 5 s; 0: never). */
  scorePollMs?: number;
}

const toolOrigin = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

function refuse(reply: FastifyReply, refusal: LtiRefusal) {
  return reply
    .code(400)
    .header('Content-Security-Policy', "default-src 'none'; style-src 'self'")
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(refusalPage(refusal));
}

/** An HTML page of the tool, never cached, under its own CSP. */
function sendPage(reply: FastifyReply, page: { csp: string; html: string }) {
  return reply
    .header('Content-Security-Policy', page.csp)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/** A refusal of the launch flow is an HTML page saying why (400); anything else fails the request. */
async function orRefusal(reply: FastifyReply, answer: () => Promise<FastifyReply>) {
  try {
    return await answer();
  } catch (err) {
    if (err instanceof LtiRefusal) return refuse(reply, err);
    throw err;
  }
}

/** A urlencoded form's fields; a repeated field (ticked checkboxes) becomes a list. */
function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(body)) {
    const had = fields[key];
    fields[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return fields;
}

/**
 * The LTI 1.3 tool: its public key set (`GET /lti/jwks`), login initiation (`/lti/login`), the
 * launch (`POST /lti/launch`) that opens a widget inside the LMS's frame, and the renewal of a
 * launched page's token (`POST /lti/token`); plus the operator's admin API.
 */
export function registerLti(app: FastifyInstance, ctx: AppContext, adminToken: string, opts: LtiOptions = {}): void {
  const { db } = ctx;
  const { authSecret } = ctx.auth;
  const keysFor = platformKeys(opts.keys);
  const outbox = new ScoreOutbox(db, app.log);
  outbox.start(opts.scorePollMs ?? Number(process.env.LTI_SCORE_POLL_MS ?? 5000));
  app.addHook('onClose', () => outbox.stop());

  app.get('/lti/jwks', async (_req, reply) => {
    // Platforms fetch the set when they meet an unknown kid; a rotated key is published at once.
    reply.header('Cache-Control', 'public, max-age=300');
    return toolJwks(db);
  });

  app.get('/lti/frame.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(FRAME_CSS),
  );

  // A launched page's token, renewed with itself while it is still valid; the old one is retired.
  app.post('/lti/token', async (req) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !isLaunchToken(token)) throw new HttpError(401, 'A launch token is needed.');
    const result = await verifyLaunchToken(authSecret, token);
    if (!result.ok)
      throw new HttpError(
        401,
        result.reason === 'expired'
          ? 'The launch token has expired: open the link again from the course.'
          : 'The launch token is not valid.',
      );
    if (!(await accountExists(db, result.accountId))) throw new HttpError(401, 'The account of this launch no longer exists.');
    // Each token is renewed once: a copy of it, renewed again, could keep a stolen launch alive for ever.
    if (!(await retireLaunchToken(db, result.jti, result.expiresAt)))
      throw new HttpError(401, 'This launch token was renewed already: open the link again from the course.');
    return { token: await mintLaunchToken(authSecret, result) };
  });

  // The platform's forms post urlencoded bodies; this parser is scoped to these routes.
  app.register(async (lti) => {
    lti.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => {
        done(null, formFields(body as string));
      },
    );

    // Third-party initiated login: the platform sends the browser here (GET, or a form POST) and
    // the tool sends it on to the platform's authorization URL with a fresh state and nonce.
    lti.route({
      method: ['GET', 'POST'],
      url: '/lti/login',
      handler: async (req, reply) => {
        const parsed = LoginRequest.safeParse(req.method === 'POST' ? req.body : req.query);
        if (!parsed.success)
          return refuse(reply, new LtiRefusal(`The login request is not valid: ${describeIssue(parsed.error)}.`, 'registration'));
        const origin = toolOrigin(req);
        return orRefusal(reply, async () => {
          const { location, state, storageTarget, platformOrigin, frameOrigins } = await startLogin(
            db,
            parsed.data,
            origin,
            `${origin}/lti/launch`,
          );
          reply.setCookie(stateCookie(state), '1', { ...STATE_COOKIE, maxAge: LOGIN_STATE_SECONDS });
          // A top-level window keeps the tool's cookies as its own. In a frame (or, when the
          // platform has storage, a browser that does not say where the page goes) a page first
          // checks the state is kept, by the cookie or the platform's storage.
          const dest = req.headers['sec-fetch-dest'];
          const framed = dest === 'iframe' || dest === 'frame' || (dest === undefined && storageTarget !== undefined);
          if (!framed) return reply.redirect(location, 302);
          const probe = randomBytes(12).toString('base64url');
          reply.setCookie(PROBE_COOKIE, probe, { ...STATE_COOKIE, httpOnly: false, maxAge: PROBE_SECONDS });
          return sendPage(
            reply,
            keepStatePage(
              {
                state,
                location,
                probe: `${PROBE_COOKIE}=${probe}`,
                ...(storageTarget ? { storage: { target: storageTarget, origin: platformOrigin } } : {}),
                again: loginUrl(parsed.data),
              },
              frameOrigins,
            ),
          );
        });
      },
    });

    lti.post('/lti/launch', async (req, reply) =>
      orRefusal(reply, async () => {
        const form = (req.body ?? {}) as LaunchForm;
        const launch = await verifyLaunch(db, keysFor, form, (state) => req.cookies[stateCookie(state)] !== undefined);
        reply.clearCookie(stateCookie(form.state as string), STATE_COOKIE);
        const user = await provisionLaunch(db, launch);
        if (launch.claims[CLAIM.messageType] === 'LtiDeepLinkingRequest') {
          return sendPage(reply, await deepLinkPicker(db, launch, user.accountId, authSecret, launch.platform.frameOrigins));
        }
        await openPlacedLink(db, launch, user);
        const view = await launchView(db, launch.claims, user, authSecret);
        const token = await mintLaunchToken(authSecret, { accountId: user.accountId, studentId: user.studentId });
        return sendPage(reply, launchPage(view, token, launch.platform.frameOrigins, launch.storageProof));
      }),
    );

    // The instructor's pick from the deep linking picker, answered to the platform.
    lti.post('/lti/deep-link', async (req, reply) =>
      orRefusal(reply, async () =>
        sendPage(reply, await deepLinkResponse(db, (req.body ?? {}) as Record<string, unknown>, authSecret, toolOrigin(req))),
      ),
    );
  });

  registerLtiAdmin(app, ctx, adminToken);
}

const ADMIN_PLATFORMS = '/admin/lti/platforms';
const ADMIN = {
  platforms: { method: 'GET', path: ADMIN_PLATFORMS, status: 200 },
  addPlatform: { method: 'POST', path: ADMIN_PLATFORMS, body: PlatformRegistration, status: 201 },
  removePlatform: { method: 'DELETE', path: ADMIN_PLATFORMS, body: PlatformRemoval, status: 200 },
  rotateKey: { method: 'POST', path: '/admin/lti/keys', status: 201 },
} as const;

/**
 * The operator's admin API that `npm run lti` calls on the running server (so a registration
 * takes effect at once, and the embedded database keeps its one writer). Every route needs the
 * token of lti/admin-token.ts and answers 401 without it.
 */
function registerLtiAdmin(app: FastifyInstance, { db }: AppContext, adminToken: string): void {
  app.register(async (admin) => {
    admin.addHook('onRequest', async (req) => {
      if (!carriesAdminToken(req.headers.authorization, adminToken))
        throw new HttpError(401, 'The admin token is missing or wrong: run the command with the DATA_DIR of the server.');
    });
    defineRoute(admin, ADMIN.platforms, {}, async () => ({ platforms: await listPlatforms(db) }));
    defineRoute(admin, ADMIN.addPlatform, { body: 'platform', emptyBody: AS_SENT }, async ({ body }) => ({
      platform: await addPlatform(db, body),
    }));
    defineRoute(admin, ADMIN.removePlatform, { body: 'removal', emptyBody: AS_SENT }, async ({ body }) => {
      const removed = await removePlatform(db, body);
      if (removed === 0) throw new HttpError(404, 'No registration matches.');
      return { removed };
    });
    defineRoute(admin, ADMIN.rotateKey, {}, async () => ({ kid: await rotateToolKey(db) }));
  });
}
