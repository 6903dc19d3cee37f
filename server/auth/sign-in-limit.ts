import type { Queryable } from '../db/queryable.ts';

/** At most this many failed sign-ins per account and per client address... */
export const MAX_FAILED_SIGN_INS = 10;
/** ...within this window; then sign-in answers 429 until the oldest failure leaves it. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

const keysFor = (email: string, ip: string) => [`account:${email.trim().toLowerCase()}`, `ip:${ip}`];

/**
 * Seconds until sign-in is allowed again for this account or address, or 0 when it is allowed.
 * Failures are rows in the database, so every server instance counts the same ones.
 */
export async function signInBlockedFor(db: Queryable, email: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
  const rows = await db.query<{ key: string; n: number; oldest: Date | string }>(
    `SELECT key, count(*)::int AS n, min(at) AS oldest FROM (
       SELECT key, at FROM sign_in_failures WHERE key = ANY($1::text[]) AND at > $2
       ORDER BY at DESC LIMIT ${MAX_FAILED_SIGN_INS * 2}
     ) recent GROUP BY key`,
    [keysFor(email, ip), since],
  );
  let wait = 0;
  for (const r of rows) {
    if (r.n < MAX_FAILED_SIGN_INS) continue;
    const until = new Date(r.oldest).getTime() + SIGN_IN_WINDOW_MS;
    wait = Math.max(wait, Math.ceil((until - Date.now()) / 1000));
  }
  return Math.max(wait, 0);
}

export async function recordFailedSignIn(db: Queryable, email: string, ip: string): Promise<void> {
  const [account, address] = keysFor(email, ip);
  await db.query('INSERT INTO sign_in_failures (key) VALUES ($1), ($2)', [account, address]);
  if (Math.random() < 0.05) await db.query('DELETE FROM sign_in_failures WHERE at < $1', [new Date(Date.now() - 3_600_000)]);
}

/** A successful sign-in clears the account's failures (not the address's). */
export async function clearFailedSignIns(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE key = $1', [keysFor(email, '')[0]]);
}

/** "Too many failed sign-in attempts. Try again in 14 minutes." */
export function signInBlockedMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Sign-ups per client address per hour: each costs a deliberate slow hash. */
export const MAX_SIGN_UPS_PER_HOUR = 10;

/** Seconds until this address may sign up again, or 0. Sign-ups share the failures' table. */
export async function signUpBlockedFor(db: Queryable, ip: string): Promise<number> {
  const rows = await db.query<{ n: number; oldest: Date | string | null }>(
    'SELECT count(*)::int AS n, min(at) AS oldest FROM sign_in_failures WHERE key = $1 AND at > $2',
    [`signup:${ip}`, new Date(Date.now() - 3_600_000)],
  );
  const { n, oldest } = rows[0] ?? { n: 0, oldest: null };
  if (n < MAX_SIGN_UPS_PER_HOUR || !oldest) return 0;
  return Math.max(1, Math.ceil((new Date(oldest).getTime() + 3_600_000 - Date.now()) / 1000));
}

export async function recordSignUp(db: Queryable, ip: string): Promise<void> {
  await db.query('INSERT INTO sign_in_failures (key) VALUES ($1)', [`signup:${ip}`]);
}
