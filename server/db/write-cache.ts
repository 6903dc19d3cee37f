import type { Queryable } from './queryable.ts';
import { writeVersion } from './write-version.ts';

/**
 * A small cache of lookups, valid until the next write through this process's embedded database
 * and for at most `maxAgeMs`. A shared PostgreSQL has no write version (other servers write to
 * it too), so there every lookup goes to the database and stays correct across instances.
 */
export function createWriteCache<T>(maxAgeMs: number, maxEntries = 10_000) {
  const entries = new Map<string, { version: number; value: T; at: number }>();
  return async (db: Queryable, key: string, load: () => Promise<T>): Promise<T> => {
    const version = writeVersion(db);
    const hit = entries.get(key);
    if (hit && version !== undefined && hit.version === version && Date.now() - hit.at < maxAgeMs) return hit.value;
    const value = await load();
    if (version !== undefined) {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { version, value, at: Date.now() });
    }
    return value;
  };
}
