import { isIP } from 'node:net';
import type { Queryable } from '../db/queryable.ts';

/**
 * At most this many failed sign-ins per account from one client address... A guesser is stopped
 * on the account it tries, while the account's owner, signing in from any other address, is not.
 */
export const MAX_PAIR_FAILURES = 10;
/** ...and this many per address whatever the accounts: a school behind one NAT shares an address. */
export const MAX_ADDRESS_FAILURES = 100;
/** Both count within this window; then sign-in answers 429 until the oldest counted failure leaves it. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** Failures of a pair answered at full speed; each later attempt waits before it is answered. */
export const FREE_FAILURES = 3;

/** The growing wait before answering a pair that has failed: `firstMs`, doubling, at most `maxMs`. */
export interface SlowDown {
  firstMs: number;
  maxMs: number;
}
export const SLOW_DOWN: SlowDown = { firstMs: 500, maxMs: 4000 };

/** Rows older than this are no longer counted by anything (sign-ups count for an hour). */
const KEEP_MS = 3_600_000;
/** Old rows removed by each recorded failure: more than a failure adds, and never a long delete. */
const CLEANUP_BATCH = 20;

/** Milliseconds to wait before answering a pair that has `failures` recent failures. */
export function slowDownMs(failures: number, slowDown: SlowDown = SLOW_DOWN): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(slowDown.maxMs, slowDown.firstMs * 2 ** (failures - FREE_FAILURES));
}

/**
 * The client network failures count against: an IPv4 address, or an IPv6 address's /64 (one
 * home or one machine usually holds a whole /64, and would otherwise get a fresh count per address).
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const pairKey = (email: string, ip: string) => `pair:${clientNetwork(ip)} ${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `ip:${clientNetwork(ip)}`;

/** A sign-in under way: its address row counts as a failure until the password proves right. */
export interface SignInTry {
  pair: string;
  pairRowId: number;
  addressRowId: number;
  /** Wait this long before checking the password and answering. */
  delayMs: number;
}

/** Either the attempt may go on, or sign-in is refused for `waitSeconds`. */
export type SignInStart = { ok: true; attempt: SignInTry } | { ok: false; waitSeconds: number };

interface Recent {
  key: string;
  n: number;
  oldest: Date | string | null;
}

/** Recent failures of each key, counted up to `cap` (the index serves it, whatever the rows). */
async function recentFailures(db: Queryable, keys: readonly { key: string; cap: number }[]): Promise<Map<string, Recent>> {
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
  const parts = keys.map(
    (_, i) =>
      `(SELECT $${2 * i + 2}::text AS key, count(*)::int AS n, min(at) AS oldest FROM (
         SELECT at FROM sign_in_failures WHERE key = $${2 * i + 2} AND at > $1 ORDER BY at DESC LIMIT $${2 * i + 3}
       ) r${i})`,
  );
  const rows = await db.query<Recent>(parts.join(' UNION ALL '), [since, ...keys.flatMap((k) => [k.key, k.cap])]);
  return new Map(rows.map((r) => [r.key, r]));
}

/** Seconds until fewer than `limit` failures are left in the window, or 0 when there are fewer now. */
function waitFor(recent: Recent | undefined, limit: number): number {
  if (!recent || recent.n < limit || !recent.oldest) return 0;
  return Math.max(1, Math.ceil((new Date(recent.oldest).getTime() + SIGN_IN_WINDOW_MS - Date.now()) / 1000));
}

/**
 * Starts a sign-in of `email` from `ip`. Refused while the pair has MAX_PAIR_FAILURES recent
 * failures or the address MAX_ADDRESS_FAILURES; otherwise the attempt is counted as a failure
 * before the password is checked, so parallel guesses cannot all slip under the limit, and
 * `signInSucceeded` takes it back. Failures are rows in the database: every instance counts the same.
 */
export async function startSignIn(db: Queryable, email: string, ip: string, slowDown?: SlowDown): Promise<SignInStart> {
  const pair = pairKey(email, ip);
  const address = addressKey(ip);
  const keys = [
    { key: pair, cap: MAX_PAIR_FAILURES },
    { key: address, cap: MAX_ADDRESS_FAILURES },
  ];
  const refusal = (recent: Map<string, Recent>): number =>
    Math.max(waitFor(recent.get(pair), MAX_PAIR_FAILURES), waitFor(recent.get(address), MAX_ADDRESS_FAILURES));
  const before = await recentFailures(db, keys);
  const wait = refusal(before);
  if (wait > 0) return { ok: false, waitSeconds: wait };

  const rows = await db.query<{ key: string; id: string | number }>(
    'INSERT INTO sign_in_failures (key) VALUES ($1), ($2) RETURNING key, id',
    [pair, address],
  );
  const idOf = (key: string) => Number(rows.find((r) => r.key === key)!.id);
  const [pairRowId, addressRowId] = [idOf(pair), idOf(address)];
  // Attempts that started together all counted themselves: those beyond the limit, in the
  // order they were counted, step back.
  const [ahead] = await db.query<{ pair: number; address: number }>(
    `SELECT
       (SELECT count(*) FROM (SELECT 1 FROM sign_in_failures WHERE key = $1 AND at > $3 AND id <= $4 LIMIT $5) p)::int AS pair,
       (SELECT count(*) FROM (SELECT 1 FROM sign_in_failures WHERE key = $2 AND at > $3 AND id <= $6 LIMIT $7) a)::int AS address`,
    [
      pair,
      address,
      new Date(Date.now() - SIGN_IN_WINDOW_MS),
      pairRowId,
      MAX_PAIR_FAILURES + 1,
      addressRowId,
      MAX_ADDRESS_FAILURES + 1,
    ],
  );
  if (ahead!.pair > MAX_PAIR_FAILURES || ahead!.address > MAX_ADDRESS_FAILURES) {
    await db.query('DELETE FROM sign_in_failures WHERE id = ANY($1::bigint[])', [[pairRowId, addressRowId]]);
    return { ok: false, waitSeconds: Math.max(1, refusal(await recentFailures(db, keys))) };
  }
  const earlier = before.get(pair)?.n ?? 0;
  return { ok: true, attempt: { pair, pairRowId, addressRowId, delayMs: slowDownMs(earlier, slowDown) } };
}

/** The password was wrong: the attempt stays counted, and a few rows nothing counts any more go. */
export async function signInFailed(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM sign_in_failures WHERE id IN (
       SELECT id FROM sign_in_failures WHERE at < $1 ORDER BY at LIMIT ${CLEANUP_BATCH}
     )`,
    [new Date(Date.now() - KEEP_MS)],
  );
}

/**
 * The password was right: the pair's failures are forgiven, and this attempt does not count
 * against the address (whose other failures stay: one's own account cannot launder them).
 */
export async function signInSucceeded(db: Queryable, attempt: SignInTry): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE key = $1 OR id = $2', [attempt.pair, attempt.addressRowId]);
}

/** The password was never checked (the server was busy): this attempt counts for nothing. */
export async function signInAbandoned(db: Queryable, attempt: SignInTry): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE id = ANY($1::bigint[])', [[attempt.pairRowId, attempt.addressRowId]]);
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
    [`signup:${clientNetwork(ip)}`, new Date(Date.now() - 3_600_000)],
  );
  const { n, oldest } = rows[0] ?? { n: 0, oldest: null };
  if (n < MAX_SIGN_UPS_PER_HOUR || !oldest) return 0;
  return Math.max(1, Math.ceil((new Date(oldest).getTime() + 3_600_000 - Date.now()) / 1000));
}

export async function recordSignUp(db: Queryable, ip: string): Promise<void> {
  await db.query('INSERT INTO sign_in_failures (key) VALUES ($1)', [`signup:${clientNetwork(ip)}`]);
}
