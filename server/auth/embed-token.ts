import { errors, jwtVerify } from 'jose';

/** Embed tokens may live at most this long: the host's backend mints a fresh one per page. */
export const EMBED_TOKEN_MAX_SECONDS = 3600;
// Clocks of the host's backend and ours may differ a little.
const CLOCK_TOLERANCE_SECONDS = 60;

export type EmbedTokenResult = { ok: true; email: string } | { ok: false; reason: 'disabled' | 'expired' | 'invalid' };

/**
 * Verifies a host-signed HS256 JWT `{sub: <account email>, exp}` with EMBED_SECRET. Only the
 * email is taken from it: the role and links come from our database.
 */
export async function verifyEmbedToken(token: string, secret: string | undefined): Promise<EmbedTokenResult> {
  if (!secret) return { ok: false, reason: 'disabled' };
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    const now = Math.floor(Date.now() / 1000);
    if (payload.exp! > now + EMBED_TOKEN_MAX_SECONDS + CLOCK_TOLERANCE_SECONDS) return { ok: false, reason: 'invalid' };
    if (typeof payload.sub !== 'string' || !payload.sub.includes('@')) return { ok: false, reason: 'invalid' };
    return { ok: true, email: payload.sub };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
