import type { FastifyInstance } from 'fastify';
import { AUTH_ERRORS, type MeResponse } from '../../src/contract/auth.ts';
import type { MessageBody } from '../../src/contract/errors.ts';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/queryable.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { identityForAccount, toMe } from '../auth/identity.ts';
import { dummyHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { endSession, startSession } from '../auth/sessions.ts';
import { clearFailedSignIns, recordFailedSignIn, recordSignUp, signInBlockedFor, signInBlockedMessage, signUpBlockedFor } from '../auth/sign-in-limit.ts';

/** Sign in, sign up, sign out, and who am I. */
export function registerAuthRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post(ROUTES.signIn.path, async (req, reply): Promise<MeResponse> => {
    const { email, password, rememberMe } = parseOr400(ROUTES.signIn.body, req.body ?? undefined, 'sign-in');
    const key = email.toLowerCase();
    const wait = await signInBlockedFor(db, key, req.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, signInBlockedMessage(wait));
    }
    const rows = await db.query<{ id: number; password_hash: string }>('SELECT id, password_hash FROM accounts WHERE email = $1', [key]);
    const ok = await verifyPassword(password, rows[0]?.password_hash ?? (await dummyHash()));
    if (!rows[0] || !ok) {
      await recordFailedSignIn(db, key, req.ip);
      throw new HttpError(401, AUTH_ERRORS.badCredentials);
    }
    await clearFailedSignIns(db, key);
    await startSession(db, req, reply, rows[0].id, rememberMe === true);
    return { user: toMe((await identityForAccount(db, rows[0].id, 'cookie'))!) };
  });

  app.post(ROUTES.signUp.path, async (req, reply) => {
    const form = parseOr400(ROUTES.signUp.body, req.body ?? undefined, 'sign-up');
    const wait = await signUpBlockedFor(db, req.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, `Too many new accounts from this address. Try again in ${Math.ceil(wait / 60)} minutes.`);
    }
    await recordSignUp(db, req.ip);
    const email = form.email.toLowerCase();
    const hash = await hashPassword(form.password);
    let id: number;
    try {
      const rows = await db.query<{ id: number }>(
        'INSERT INTO accounts (email, name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id',
        [email, form.fullName, form.role, hash],
      );
      id = rows[0]!.id;
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, 'An account with this email already exists. Sign in instead.');
      throw err;
    }
    // Signed in at once, so the dashboard can say what the account is waiting for.
    await startSession(db, req, reply, id, false);
    const body: MeResponse = { user: toMe((await identityForAccount(db, id, 'cookie'))!) };
    return reply.code(ROUTES.signUp.status).send(body);
  });

  app.post(ROUTES.signOut.path, async (req, reply): Promise<MessageBody> => {
    await endSession(db, req, reply);
    return { message: 'Signed out.' };
  });

  app.get(ROUTES.me.path, async (req): Promise<MeResponse> => ({ user: toMe(req.identity!) }));
}
