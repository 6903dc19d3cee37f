import type { Queryable } from '../db/queryable.ts';

/** The account's last page of a material (null: none yet); undefined when there is no such material. */
export async function readingPosition(
  db: Queryable,
  materialId: number,
  accountId: number,
): Promise<{ page: number | null } | undefined> {
  const rows = await db.query<{ page: number | null }>(
    `SELECT p.page FROM materials m
     LEFT JOIN reading_positions p ON p.material_id = m.id AND p.account_id = $2
     WHERE m.id = $1`,
    [materialId, accountId],
  );
  return rows[0];
}

/**
 * Keeps the account's page of a material; a page past the end is kept as the last page (the
 * count is known once the file is read). Undefined when there is no such material.
 */
export async function saveReadingPosition(
  db: Queryable,
  materialId: number,
  accountId: number,
  page: number,
): Promise<{ page: number } | undefined> {
  const rows = await db.query<{ page: number }>(
    `INSERT INTO reading_positions (account_id, material_id, page)
     SELECT $2, m.id, LEAST($3::int, COALESCE(m.pages, $3::int)) FROM materials m WHERE m.id = $1
     ON CONFLICT (account_id, material_id) DO UPDATE SET page = EXCLUDED.page, updated_at = now()
     RETURNING page`,
    [materialId, accountId, page],
  );
  return rows[0];
}
