import { createRemoteJWKSet, errors, type JWTVerifyGetKey } from 'jose';

export interface PlatformKeyOptions {
  /** How long a fetched key set is used before it is fetched again (default 10 minutes). */
  cacheMaxAgeMs?: number;
  /**
   * The least time between two fetches of one platform's key set for unknown kids (default 1 s):
   * a token naming a kid the set lacks waits for the next allowed fetch rather than being
   * refused, and a flood of forged kids makes at most one fetch per gap.
   */
  reloadGapMs?: number;
}

interface CachedSet {
  set: ReturnType<typeof createRemoteJWKSet>;
  /** When the next fetch for an unknown kid may start. */
  nextReloadAt: number;
  /** The fetch every token with an unknown kid waits for meanwhile. */
  reloading?: Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The platforms' public keys, one cached set per JWKS URL. A token whose kid the cached set
 * lacks makes the set be fetched again at once (or at the end of the gap since the last such
 * fetch): a platform that rotated its key is followed from its first launch, without a restart.
 */
export function platformKeys({ cacheMaxAgeMs = 600_000, reloadGapMs = 1_000 }: PlatformKeyOptions = {}): (
  jwksUrl: string,
) => JWTVerifyGetKey {
  const sets = new Map<string, CachedSet>();
  const reload = (cached: CachedSet): Promise<void> =>
    (cached.reloading ??= sleep(Math.max(0, cached.nextReloadAt - Date.now()))
      .then(() => cached.set.reload())
      .finally(() => {
        cached.nextReloadAt = Date.now() + reloadGapMs;
        cached.reloading = undefined;
      }));
  return (jwksUrl) => {
    let cached = sets.get(jwksUrl);
    if (!cached) {
      cached = {
        set: createRemoteJWKSet(new URL(jwksUrl), {
          cacheMaxAge: cacheMaxAgeMs,
          cooldownDuration: reloadGapMs,
          timeoutDuration: 5000,
        }),
        nextReloadAt: 0,
      };
      // A registration's URL may change; old sets are dropped rather than kept forever.
      if (sets.size >= 100) sets.clear();
      sets.set(jwksUrl, cached);
    }
    const entry = cached;
    return async (header, token) => {
      try {
        return await entry.set(header, token);
      } catch (err) {
        if (!(err instanceof errors.JWKSNoMatchingKey)) throw err;
        await reload(entry);
        return entry.set(header, token);
      }
    };
  };
}
