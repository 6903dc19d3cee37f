import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '../../src/contract/account-texts.ts';
import { ROUTES, type RouteName } from '../../src/contract/routes.ts';
import type { Queryable } from '../db/queryable.ts';
import { createWriteCache } from '../db/write-cache.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { ownOrigins } from '../http/public-origin.ts';
import { ACCESS } from './access.ts';
import { verifyEmbedToken } from './embed-token.ts';
import { isLaunchToken, verifyLaunchToken } from './launch-token.ts';
import { launchTokenRetired } from './launch-token-renewal.ts';
import { verifyFileAccessToken } from './file-token.ts';
import { emailKey } from '../../src/contract/email.ts';
import { identityForAccount, identityForEmail, type Identity } from './identity.ts';
import { SESSION_COOKIE, sessionIdentity } from './sessions.ts';
import { takeWrite } from './write-limit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by the guard on every /api route that needs one. */
    identity?: Identity;
  }
}

export interface AuthSettings {
  /** Secret the host's backend signs embed tokens with (EMBED_SECRET); unset: no embed tokens. */
  embedSecret?: string;
  /** The server's own secret for signed file links. */
  authSecret: string;
  /** Origins allowed besides our own (CORS_ORIGINS); '*' for any. */
  corsOrigins: readonly string[];
  /** Our own origins (PUBLIC_ORIGIN); empty: this machine's names on the port a request reached. */
  publicOrigins: readonly string[];
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
const STATUS_MESSAGES = {
  pending: AUTH_ERRORS.pendingTeacher,
  student: AUTH_ERRORS.unlinkedStudent,
  parent: AUTH_ERRORS.unlinkedParent,
} as const;

/** Why an account that is not active yet is refused. */
function waitingMessage(i: Identity): string {
  if (i.status === 'pending') return STATUS_MESSAGES.pending;
  if (i.status === 'declined')
    return i.declinedReason ? `${AUTH_ERRORS.declinedTeacher} Reason: ${i.declinedReason}` : AUTH_ERRORS.declinedTeacher;
  return STATUS_MESSAGES[i.role === 'parent' ? 'parent' : 'student'];
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes an <img> or a link opens: a signed `?access=` may stand in for the session. */
const FILE_ROUTES = new Set<RouteName>(['file', 'filePreview', 'filePreviewText', 'fileThumbnail']);
const routeByKey = new Map<string, RouteName>(
  (Object.keys(ROUTES) as RouteName[]).map((name) => [`${ROUTES[name].method} ${ROUTES[name].path}`, name]),
);

// An embed token's account, looked up again after a minute or after any write here.
const accountByEmail = createWriteCache<Identity | undefined>(60_000);

/**
 * Authenticates and authorizes every /api route before its body is read: unsafe requests from
 * foreign origins are refused (403), then the session cookie or the embed token names the
 * account (401 without one), then ACCESS decides (403, on the path's stored row where it names
 * one), then the write limit applies (429).
 */
export function registerGuard(app: FastifyInstance, db: Queryable, settings: AuthSettings): void {
  app.decorateRequest('identity', undefined);
  app.addHook('onRequest', async (req) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const name = routeByKey.get(`${method} ${req.routeOptions.url}`);
    if (!name) return;
    if (UNSAFE.has(req.method)) checkOrigin(req, settings);
    const access = ACCESS[name];
    if (access === 'public') return;

    const identity = await authenticate(req, db, settings, FILE_ROUTES.has(name));
    req.identity = identity;
    if (access === 'account') return;
    if (!access.roles.includes(identity.role)) throw new HttpError(403, AUTH_ERRORS.forbidden);
    if (identity.status !== 'active') throw new HttpError(403, waitingMessage(identity));
    if (access.owns || access.refuses) {
      // A malformed id is bad input (400), not somebody else's (403).
      const params = ROUTES[name] as { params?: Parameters<typeof parseOr400>[0] };
      if (params.params) parseOr400(params.params, req.params, 'path');
      const values = req.params as Record<string, string>;
      if (access.owns && !access.owns(identity, values)) throw new HttpError(403, AUTH_ERRORS.forbidden);
      const refusal = access.refuses && (await access.refuses(db, identity, values));
      if (refusal) throw new HttpError(403, refusal);
    }
    if (UNSAFE.has(req.method)) {
      const wait = takeWrite(identity.accountId);
      if (wait > 0) throw new HttpError(429, `Too many changes in a short time. Try again in ${wait} seconds.`);
    }
  });
}

async function authenticate(req: FastifyRequest, db: Queryable, settings: AuthSettings, fileRoute: boolean): Promise<Identity> {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m) throw new HttpError(401, 'The Authorization header must be "Bearer <token>".');
    if (isLaunchToken(m[1]!)) return launchIdentity(db, settings.authSecret, m[1]!);
    const result = await verifyEmbedToken(m[1]!, settings.embedSecret);
    if (!result.ok) {
      if (result.reason === 'disabled')
        throw new HttpError(401, 'This server does not accept embed tokens (EMBED_SECRET is not set).');
      throw new HttpError(401, result.reason === 'expired' ? AUTH_ERRORS.expired : 'The embed token is not valid.');
    }
    const email = emailKey(result.email);
    const identity = await accountByEmail(db, email, () => identityForEmail(db, email, 'token'));
    if (!identity) throw new HttpError(401, 'The embed token names no account of this school.');
    return identity;
  }
  const access = fileRoute ? (req.query as Record<string, unknown>).access : undefined;
  const token = req.cookies[SESSION_COOKIE];
  if (token) {
    const identity = await sessionIdentity(db, token);
    if (identity) return identity;
    // A file link opened in the tab carries any old cookie of ours too: the link decides then.
    if (typeof access !== 'string') throw new HttpError(401, AUTH_ERRORS.expired);
  }
  if (typeof access === 'string') {
    const accountId = verifyFileAccessToken(settings.authSecret, access);
    const identity = accountId === undefined ? undefined : await identityForAccount(db, accountId, 'token');
    if (!identity) throw new HttpError(401, 'This file link has expired. Open the material again from its list.');
    return identity;
  }
  throw new HttpError(401, SIGN_IN_REQUIRED);
}

/** The account an LMS launch signed in; a learner's identity is narrowed to the record of the launch's course. */
async function launchIdentity(db: Queryable, authSecret: string, token: string): Promise<Identity> {
  const result = await verifyLaunchToken(authSecret, token);
  if (!result.ok) throw new HttpError(401, result.reason === 'expired' ? AUTH_ERRORS.expired : 'The launch token is not valid.');
  if (await launchTokenRetired(db, result.jti)) throw new HttpError(401, AUTH_ERRORS.expired);
  const identity = await identityForAccount(db, result.accountId, 'token');
  if (!identity) throw new HttpError(401, 'The account of this launch no longer exists.');
  if (result.studentId === undefined || identity.role !== 'student') return identity;
  if (!identity.studentIds.includes(result.studentId))
    throw new HttpError(401, 'The learner record of this launch no longer exists.');
  return { ...identity, studentIds: [result.studentId] };
}

/**
 * No cross-site request forgery through the cookie: a browser names the page's origin on every
 * unsafe request, which must be one of ours (PUBLIC_ORIGIN, never the Host header, which a
 * forged request sets as it likes) or one listed in CORS_ORIGINS. Requests without Origin do
 * not come from a foreign page (browsers send it), so they pass.
 */
function checkOrigin(req: FastifyRequest, { corsOrigins: allowed, publicOrigins }: AuthSettings): void {
  const origin = req.headers.origin;
  if (origin === undefined) {
    if (req.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, 'Cross-site requests may not change data.');
    return;
  }
  if (ownOrigins(req, publicOrigins).includes(origin)) return;
  if (allowed.includes(origin)) return;
  // With CORS open to any origin, only token requests (which a foreign page cannot forge) pass.
  if (allowed.includes('*') && req.headers.authorization !== undefined && !req.cookies[SESSION_COOKIE]) return;
  throw new HttpError(403, `Requests from ${origin} may not change data on this server.`);
}
