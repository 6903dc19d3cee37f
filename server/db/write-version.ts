import type { Database, Queryable } from './queryable.ts';

/**
 * A counter bumped around every statement that may change data, per Database object. Response
 * caches (read-cache.ts) tag entries with it, so a write through this server makes every cached
 * read stale at once. Only the embedded database is wrapped (this process is its only writer);
 * a shared PostgreSQL is not, so its reads are never cached.
 */
const versions = new WeakMap<object, { n: number }>();

const READ_ONLY = /^\s*select\b/i;

export function writeVersion(db: Queryable): number | undefined {
  return versions.get(db)?.n;
}

export function trackWrites(db: Database): Database {
  const v = { n: 0 };
  const bump = () => void v.n++;
  const tracked: Database = {
    kind: db.kind,
    async query<T>(sql: string, params?: unknown[]) {
      if (READ_ONLY.test(sql)) return db.query<T>(sql, params);
      // Before and after: a read that starts while the write runs is tagged stale either way.
      bump();
      try {
        return await db.query<T>(sql, params);
      } finally {
        bump();
      }
    },
    async transaction(fn) {
      bump();
      try {
        return await db.transaction(fn);
      } finally {
        bump();
      }
    },
    close: () => db.close(),
  };
  versions.set(tracked, v);
  return tracked;
}
