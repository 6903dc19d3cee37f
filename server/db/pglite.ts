import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './queryable.ts';

/** Embedded PostgreSQL (WASM) in a folder: no setup; each acknowledged query is on disk. */
export async function openPglite(dir: string): Promise<Database> {
  const db = await PGlite.create({ dataDir: dir });
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await q.query<T>(sql, params);
      return res.rows;
    },
  });
  const base = wrap(db);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}
