import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

export interface PlatformKeyOptions {
  /** How long a fetched key set is used before it is fetched again (default 10 minutes). */
  cacheMaxAgeMs?: number;
  /** The least time between two fetches for an unknown kid (default 30 s), so a flood of forged kids cannot make the tool hammer the platform. */
  cooldownMs?: number;
}

/**
 * The platforms' public keys, one cached set per JWKS URL. A token whose kid the cached set
 * lacks makes jose fetch the set again (once per cooldown): a platform that rotated its key is
 * followed at once, without a restart.
 */
export function platformKeys({ cacheMaxAgeMs = 600_000, cooldownMs = 30_000 }: PlatformKeyOptions = {}): (
  jwksUrl: string,
) => JWTVerifyGetKey {
  const sets = new Map<string, JWTVerifyGetKey>();
  return (jwksUrl) => {
    let set = sets.get(jwksUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(jwksUrl), {
        cacheMaxAge: cacheMaxAgeMs,
        cooldownDuration: cooldownMs,
        timeoutDuration: 5000,
      });
      // A registration's URL may change; old sets are dropped rather than kept forever.
      if (sets.size >= 100) sets.clear();
      sets.set(jwksUrl, set);
    }
    return set;
  };
}
