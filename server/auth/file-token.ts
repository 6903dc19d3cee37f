import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * File links for pages that authenticate with an embed token: a school site on another origin
 * cannot send our cookie, and an <img> or a download link cannot send a header. Material URLs
 * listed to such a request carry `?access=<account>.<expiry>.<signature>`, good for that account's
 * files for one to two hours (expiry rounded up to the hour, so a list stays cacheable).
 */
const HOUR_S = 3600;

const sign = (secret: string, accountId: number, exp: number): string =>
  createHmac('sha256', secret).update(`files:${accountId}:${exp}`).digest('base64url');

export function fileAccessToken(secret: string, accountId: number, nowMs = Date.now()): string {
  const exp = (Math.floor(nowMs / 1000 / HOUR_S) + 2) * HOUR_S;
  return `${accountId}.${exp}.${sign(secret, accountId, exp)}`;
}

/** The account a valid, unexpired token was made for, else undefined. */
export function verifyFileAccessToken(secret: string, token: string, nowMs = Date.now()): number | undefined {
  const m = /^(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return undefined;
  const accountId = Number(m[1]);
  const exp = Number(m[2]);
  if (exp * 1000 <= nowMs) return undefined;
  const expected = Buffer.from(sign(secret, accountId, exp));
  const given = Buffer.from(m[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? accountId : undefined;
}
