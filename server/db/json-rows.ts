import type { Queryable } from './queryable.ts';

/**
 * Runs `select` and returns its rows, built as one JSON text by the database: converting
 * thousands of result rows one by one in the driver (PGlite) costs several times the query.
 * `orderBy` (columns of the select's output) fixes the order inside the aggregate. Column
 * types become their JSON forms: text as strings, numbers as numbers, timestamps as ISO text.
 */
export async function queryJsonRows<T>(
  db: Queryable,
  select: string,
  orderBy: string,
  params: unknown[] = [],
  /** Output columns only there to sort by: removed from every row. */
  omit: readonly string[] = [],
): Promise<T[]> {
  const rows = await db.query<{ j: string }>(
    `SELECT COALESCE(json_agg(q ORDER BY ${orderBy}), '[]')::text AS j FROM (${select}) q`,
    params,
  );
  const out = JSON.parse(rows[0]!.j) as Record<string, unknown>[];
  if (omit.length) for (const row of out) for (const k of omit) delete row[k];
  return out as T[];
}
