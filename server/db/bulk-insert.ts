import type { Queryable } from './queryable.ts';

/**
 * Inserts many rows with few statements (one round trip per chunk, not per row): PGlite costs
 * about 0.3 ms per query, and PostgreSQL allows 65,535 parameters per statement.
 */
export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
  suffix = '',
): Promise<void> {
  const perChunk = Math.max(1, Math.floor(30_000 / columns.length));
  for (let i = 0; i < rows.length; i += perChunk) {
    const chunk = rows.slice(i, i + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const marks = row.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ${suffix}`, params);
  }
}
