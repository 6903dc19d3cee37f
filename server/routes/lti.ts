import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { isLaunchToken, mintLaunchToken, verifyLaunchToken } from '../auth/launch-token.ts';
import { toolJwks } from '../lti/tool-keys.ts';
import { LOGIN_STATE_SECONDS, LoginRequest, startLogin, stateCookie } from '../lti/login.ts';
import { verifyLaunch, type LaunchForm, type VerifiedLaunch } from '../lti/launch.ts';
import { platformKeys, type PlatformKeyOptions } from '../lti/platform-keys.ts';
import { provisionLaunch } from '../lti/provision.ts';
import { launchView } from '../lti/launch-view.ts';
import { launchPage } from '../lti/launch-page.ts';
import { FRAME_CSS } from '../lti/frame-css.ts';
import { storeStatePage } from '../lti/platform-storage.ts';
import { CLAIM } from '../lti/claims.ts';
import { deepLinkPicker, deepLinkResponse } from '../lti/deep-linking.ts';
import { LtiRefusal, refusalPage } from '../lti/refusal-page.ts';
import { describeIssue } from '../../src/contract/errors.ts';
import { registerLtiAdmin } from './lti-admin.ts';
import { ScoreOutbox } from '../lti/score-outbox.ts';

export interface LtiOptions {
  /** How the platforms' key sets are cached. */
  keys?: PlatformKeyOptions;
  /** How often queued scores are looked for (default: LTI_SCORE_POLL_MS, else 5 s; 0: never). */
  scorePollMs?: number;
}

const toolOrigin = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

function refuse(reply: FastifyReply, reason: string) {
  return reply.code(400).header('Content-Security-Policy', "default-src 'none'; style-src 'self'").header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(refusalPage(reason));
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

/** The origins that may frame a launched page: the platform's, and the page that posted the launch. */
function frameAncestors(req: FastifyRequest, launch: VerifiedLaunch): string[] {
  return [launch.platform.issuer, req.headers.origin].flatMap((u) => {
    try {
      const url = new URL(u ?? '');
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
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

  app.get('/lti/frame.css', async (_req, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(FRAME_CSS));

  // A launched page's token, renewed with itself while it is still valid.
  app.post('/lti/token', async (req) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !isLaunchToken(token)) throw new HttpError(401, 'A launch token is needed.');
    const result = await verifyLaunchToken(authSecret, token);
    if (!result.ok) throw new HttpError(401, result.reason === 'expired' ? 'The launch token has expired: open the link again from the course.' : 'The launch token is not valid.');
    const exists = await db.query('SELECT 1 FROM accounts WHERE id = $1', [result.accountId]);
    if (exists.length === 0) throw new HttpError(401, 'The account of this launch no longer exists.');
    return { token: await mintLaunchToken(authSecret, result) };
  });

  // The platform's forms post urlencoded bodies; this parser is scoped to these routes.
  app.register(async (lti) => {
    lti.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
      done(null, formFields(body as string));
    });

    // Third-party initiated login: the platform sends the browser here (GET, or a form POST) and
    // the tool sends it on to the platform's authorization URL with a fresh state and nonce.
    lti.route({
      method: ['GET', 'POST'],
      url: '/lti/login',
      handler: async (req, reply) => {
        const parsed = LoginRequest.safeParse(req.method === 'POST' ? req.body : req.query);
        if (!parsed.success) return refuse(reply, `The login request is not valid: ${describeIssue(parsed.error)}.`);
        const origin = toolOrigin(req);
        try {
          const { location, state, storageTarget, platformOrigin } = await startLogin(db, parsed.data, origin, `${origin}/lti/launch`);
          // SameSite=None: the platform posts the launch back from its own site.
          reply.setCookie(stateCookie(state), '1', { path: '/lti/', httpOnly: true, secure: true, sameSite: 'none', maxAge: LOGIN_STATE_SECONDS });
          if (!storageTarget) return reply.redirect(location, 302);
          const page = storeStatePage(storageTarget, platformOrigin, state, location);
          return reply.header('Content-Security-Policy', page.csp).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page.html);
        } catch (err) {
          if (err instanceof LtiRefusal) return refuse(reply, err.message);
          throw err;
        }
      },
    });

    lti.post('/lti/launch', async (req, reply) => {
      try {
        const form = (req.body ?? {}) as LaunchForm;
        const launch = await verifyLaunch(db, keysFor, form, (state) => req.cookies[stateCookie(state)] !== undefined);
        reply.clearCookie(stateCookie(form.state as string), { path: '/lti/', httpOnly: true, secure: true, sameSite: 'none' });
        const user = await provisionLaunch(db, launch);
        if (launch.claims[CLAIM.messageType] === 'LtiDeepLinkingRequest') {
          const picker = await deepLinkPicker(db, launch, authSecret, frameAncestors(req, launch));
          return reply.header('Content-Security-Policy', picker.csp).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(picker.html);
        }
        const view = await launchView(db, launch.claims, user, authSecret);
        const token = await mintLaunchToken(authSecret, { accountId: user.accountId, studentId: user.studentId });
        const page = launchPage(view, token, frameAncestors(req, launch), launch.storageProof);
        return reply.header('Content-Security-Policy', page.csp).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page.html);
      } catch (err) {
        if (err instanceof LtiRefusal) return refuse(reply, err.message);
        throw err;
      }
    });

    // The instructor's pick from the deep linking picker, answered to the platform.
    lti.post('/lti/deep-link', async (req, reply) => {
      try {
        const answer = await deepLinkResponse(db, (req.body ?? {}) as Record<string, unknown>, authSecret, toolOrigin(req));
        return reply.header('Content-Security-Policy', answer.csp).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(answer.html);
      } catch (err) {
        if (err instanceof LtiRefusal) return refuse(reply, err.message);
        throw err;
      }
    });
  });

  registerLtiAdmin(app, ctx, adminToken);
}
