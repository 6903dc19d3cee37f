import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listedOrigin } from '../http/cors.ts';
import { isLoopbackHost } from '../http/public-origin.ts';
import type { Queryable } from '../db/queryable.ts';
import { createWriteCache } from '../db/write-cache.ts';
import { identityForSession, type Identity } from './identity.ts';

export const SESSION_COOKIE = 'edu_session';
const DAY_MS = 86_400_000;
/** "Remember me": a cookie that outlives the browser, for 30 days. */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
/** Otherwise a browser-session cookie, which the server also forgets after 12 hours. */
export const BROWSER_SESSION_MS = 12 * 3_600_000;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * The session cookie's attributes for this request. SameSite=Lax, which a browser sends on the
 * portal's own pages and to sites of its own (another port or subdomain), never to a fetch from
 * another site. A request from another site whose origin CORS_ORIGINS lists (a sign-in on the
 * school's page) gets SameSite=None; Secure, which a browser keeps unless it blocks third-party
 * cookies; Secure needs https, or a loopback name browsers count as secure: over plain http the
 * cookie stays Lax and that browser keeps no session for the other site.
 */
export function sessionCookie(req: FastifyRequest, corsOrigins: readonly string[]): CookieSerializeOptions {
  const origin = req.headers.origin;
  const secureTransport = req.protocol === 'https' || isLoopbackHost(req.hostname);
  const crossSite = origin !== undefined && req.headers['sec-fetch-site'] === 'cross-site' && listedOrigin(corsOrigins, origin);
  if (crossSite && secureTransport) return { path: '/', httpOnly: true, sameSite: 'none', secure: true };
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' };
}

/** Starts a session: stores the token's hash, sets the HttpOnly cookie (see sessionCookie). */
export async function startSession(
  db: Queryable,
  req: FastifyRequest,
  reply: FastifyReply,
  { accountId, persistent, corsOrigins }: { accountId: number; persistent: boolean; corsOrigins: readonly string[] },
): Promise<void> {
  // A new sign-in replaces the browser's old session (no session outlives its cookie).
  const old = req.cookies[SESSION_COOKIE];
  if (old) await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(old)]);
  const token = randomBytes(32).toString('base64url');
  const lifetime = persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
  await db.query('INSERT INTO sessions (token_hash, account_id, persistent, expires_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    accountId,
    persistent,
    new Date(Date.now() + lifetime),
  ]);
  reply.setCookie(SESSION_COOKIE, token, {
    ...sessionCookie(req, corsOrigins),
    ...(persistent ? { maxAge: lifetime / 1000 } : {}),
  });
  // Old expired sessions are swept now and then rather than by a timer.
  if (Math.random() < 0.05) await db.query('DELETE FROM sessions WHERE expires_at < now()');
}

/** Ends the request's session (if any) and clears the cookie (a page of another site clears its own). */
export async function endSession(
  db: Queryable,
  req: FastifyRequest,
  reply: FastifyReply,
  corsOrigins: readonly string[],
): Promise<void> {
  const token = req.cookies[SESSION_COOKIE];
  if (token) await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
  reply.clearCookie(SESSION_COOKIE, sessionCookie(req, corsOrigins));
}

// A cached session is looked up again after a minute, so it still expires on time.
const cachedLookup = createWriteCache<Identity | undefined>(60_000);

/** The identity of a session cookie's token, or undefined (unknown or expired). */
export function sessionIdentity(db: Queryable, token: string): Promise<Identity | undefined> {
  // Keyed by the token itself: a cache hit costs no hashing.
  return cachedLookup(db, token, () => identityForSession(db, hashToken(token)));
}
