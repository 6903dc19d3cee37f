import type { FastifyInstance, FastifyReply } from 'fastify';
import { AUTH_ERRORS } from '../../src/contract/account-texts.ts';
import { ROUTES } from '../../src/contract/routes.ts';
import { emailKey } from '../../src/contract/email.ts';
import { AUTH_MESSAGES } from '../../src/contract/auth.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { identityForAccount, toMe } from '../auth/identity.ts';
import { dummyHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { endSession, startSession } from '../auth/sessions.ts';
import { HASH_RETRY_AFTER_S, HashesBusyError } from '../auth/hash-slots.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  recordSignUp,
  signInBlockedMessage,
  signInAbandoned,
  signInFailed,
  signInSucceeded,
  signUpBlockedFor,
  startSignIn,
} from '../auth/sign-in-limit.ts';
import { createAccount, passwordOf } from '../services/accounts.ts';

/** Sign in, sign up, sign out, and who am I. */
export function registerAuthRoutes(app: FastifyInstance, { db, signInSlowDown, hashSlots, auth }: AppContext): void {
  const { corsOrigins } = auth;
  /** A password hash in one of the instance's slots; 503 with Retry-After when they and the queue are full. */
  const hashing = async <T>(reply: FastifyReply, work: () => Promise<T>, refused: () => Promise<void> = async () => {}) => {
    try {
      return await hashSlots.run(work);
    } catch (err) {
      if (!(err instanceof HashesBusyError)) throw err;
      await refused();
      reply.header('Retry-After', String(HASH_RETRY_AFTER_S));
      throw new HttpError(503, err.message);
    }
  };

  defineRoute(app, ROUTES.signIn, { body: 'sign-in' }, async ({ body: { email, password, rememberMe }, req, reply }) => {
    const key = emailKey(email);
    const start = await startSignIn(db, key, req.ip, signInSlowDown);
    if (!start.ok) {
      reply.header('Retry-After', String(start.waitSeconds));
      throw new HttpError(429, signInBlockedMessage(start.waitSeconds));
    }
    // A pair that keeps failing waits on a timer: no database connection or CPU is held meanwhile.
    if (start.attempt.delayMs > 0) await sleep(start.attempt.delayMs);
    const account = await passwordOf(db, key);
    const ok = await hashing(
      reply,
      async () => verifyPassword(password, account?.password_hash ?? (await dummyHash())),
      () => signInAbandoned(db, start.attempt),
    );
    if (!account || !ok) {
      await signInFailed(db);
      throw new HttpError(401, AUTH_ERRORS.badCredentials);
    }
    await signInSucceeded(db, start.attempt);
    await startSession(db, req, reply, { accountId: account.id, persistent: rememberMe === true, corsOrigins });
    return { user: toMe((await identityForAccount(db, account.id, 'cookie'))!) };
  });

  defineRoute(app, ROUTES.signUp, { body: 'sign-up' }, async ({ body: form, req, reply }) => {
    const wait = await signUpBlockedFor(db, req.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, `Too many new accounts from this address. Try again in ${Math.ceil(wait / 60)} minutes.`);
    }
    if (await isCommonPassword(form.password))
      throw new HttpError(400, `Invalid sign-up: password: ${AUTH_MESSAGES.passwordCommon}`);
    const hash = await hashing(reply, async () => {
      await recordSignUp(db, req.ip);
      return hashPassword(form.password);
    });
    const id = await createAccount(db, {
      email: emailKey(form.email),
      fullName: form.fullName,
      role: form.role,
      passwordHash: hash,
    });
    // Signed in at once, so the dashboard can say what the account is waiting for.
    await startSession(db, req, reply, { accountId: id, persistent: false, corsOrigins });
    return { user: toMe((await identityForAccount(db, id, 'cookie'))!) };
  });

  defineRoute(app, ROUTES.signOut, {}, async ({ req, reply }) => {
    await endSession(db, req, reply, corsOrigins);
    return { message: 'Signed out.' };
  });

  defineRoute(app, ROUTES.me, {}, async ({ req }) => ({ user: toMe(req.identity!) }));
}
