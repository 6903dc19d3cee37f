import type { Queryable } from '../../server/db/queryable.ts';

/**
 * Runs `fill` on `table` with its indexes, keys and foreign keys taken off, then puts each back
 * as it was defined (whatever the migrations made): building an index once over millions of
 * rows is several times faster than growing it row by row, and putting the keys back checks
 * every row against them. Keys another table's foreign keys point at stay.
 */
export async function withoutIndexes<T>(q: Queryable, table: string, fill: () => Promise<T>): Promise<T> {
  const constraints = await q.query<{ name: string; def: string; key: boolean }>(
    `SELECT c.conname AS name, pg_get_constraintdef(c.oid) AS def, c.contype <> 'f' AS key FROM pg_constraint c
     WHERE c.conrelid = $1::regclass AND (c.contype = 'f' OR (c.contype IN ('p', 'u')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint r WHERE r.contype = 'f' AND r.confrelid = c.conrelid AND r.conindid = c.conindid)))`,
    [table],
  );
  const indexes = await q.query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)`,
    [table],
  );
  for (const c of constraints) await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${c.name}`);
  for (const i of indexes) await q.query(`DROP INDEX ${i.name}`);
  const result = await fill();
  for (const i of indexes) await q.query(i.def);
  for (const c of [...constraints].sort((a, b) => Number(b.key) - Number(a.key)))
    await q.query(`ALTER TABLE ${table} ADD CONSTRAINT ${c.name} ${c.def}`);
  return result;
}
