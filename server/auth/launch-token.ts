import { createHmac, randomUUID } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';

/** How long a launched page's token lives; the page renews it while it is open. */
export const LAUNCH_TOKEN_SECONDS = 3600;
const AUDIENCE = 'edu-lti-launch';

/** The HS256 key of launch tokens, derived from the server's secret (every instance shares it). */
const keyOf = (authSecret: string): Uint8Array => createHmac('sha256', authSecret).update('edu-launch-token').digest();

export interface LaunchTokenClaims {
  accountId: number;
  /** The learner record the launch is about (a learner in several courses has one per course). */
  studentId?: string;
}

/** The token an LMS launch hands to its page, which sends it as `Authorization: Bearer` (no third-party cookie needed). */
export async function mintLaunchToken(authSecret: string, { accountId, studentId }: LaunchTokenClaims): Promise<string> {
  return new SignJWT(studentId ? { sid: studentId } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(accountId))
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${LAUNCH_TOKEN_SECONDS}s`)
    .sign(keyOf(authSecret));
}

/** Whether a bearer token is one of ours (so it is checked as a launch token, not as a school's embed token). */
export function isLaunchToken(token: string): boolean {
  try {
    return decodeJwt(token).aud === AUDIENCE;
  } catch {
    return false;
  }
}

/** A valid token's claims, its id (which a renewal retires) and when it expires. */
export type LaunchTokenResult =
  ({ ok: true; jti: string; expiresAt: Date } & LaunchTokenClaims) | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyLaunchToken(authSecret: string, token: string): Promise<LaunchTokenResult> {
  try {
    const { payload } = await jwtVerify(token, keyOf(authSecret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'jti'],
    });
    const accountId = Number(payload.sub);
    if (!Number.isSafeInteger(accountId) || accountId <= 0 || typeof payload.jti !== 'string')
      return { ok: false, reason: 'invalid' };
    return {
      ok: true,
      accountId,
      jti: payload.jti,
      expiresAt: new Date(payload.exp! * 1000),
      ...(typeof payload.sid === 'string' ? { studentId: payload.sid } : {}),
    };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
