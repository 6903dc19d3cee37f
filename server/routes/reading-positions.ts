import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { ReadingPosition } from '../../src/contract/reading-positions.ts';
import type { AppContext } from '../context.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';

const MATERIAL_NOT_FOUND = 'Material not found.';

/**
 * GET and PUT /api/reading-positions/{id}: the signed-in account's last page of a material,
 * so the viewer opens where the person stopped, on any device.
 */
export function registerReadingPositions(app: FastifyInstance, { db }: AppContext): void {
  const read = ROUTES.readingPosition;
  app.get(read.path, async (req): Promise<ReadingPosition> => {
    const { id } = parseOr400(read.params, req.params, 'material id');
    const rows = await db.query<{ page: number | null }>(
      `SELECT p.page FROM materials m
       LEFT JOIN reading_positions p ON p.material_id = m.id AND p.account_id = $2
       WHERE m.id = $1`,
      [Number(id), req.identity!.accountId],
    );
    if (!rows[0]) throw new HttpError(404, MATERIAL_NOT_FOUND);
    return { page: rows[0].page };
  });

  const save = ROUTES.saveReadingPosition;
  app.put(save.path, async (req): Promise<ReadingPosition> => {
    const { id } = parseOr400(save.params, req.params, 'material id');
    const { page } = parseOr400(save.body, req.body, 'reading position');
    // A page past the end is kept as the last page (the count is known once the file is read).
    const rows = await db.query<{ page: number }>(
      `INSERT INTO reading_positions (account_id, material_id, page)
       SELECT $2, m.id, LEAST($3::int, COALESCE(m.pages, $3::int)) FROM materials m WHERE m.id = $1
       ON CONFLICT (account_id, material_id) DO UPDATE SET page = EXCLUDED.page, updated_at = now()
       RETURNING page`,
      [Number(id), req.identity!.accountId, page],
    );
    if (!rows[0]) throw new HttpError(404, MATERIAL_NOT_FOUND);
    return { page: rows[0].page };
  });
}
