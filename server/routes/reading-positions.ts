import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { AS_SENT, defineRoute } from '../http/route.ts';
import { readingPosition, saveReadingPosition } from '../services/reading-positions.ts';

const MATERIAL_NOT_FOUND = 'Material not found.';

/**
 * The signed-in account's last page of a material, so the viewer opens where the person
 * stopped, on any device.
 */
export function registerReadingPositions(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.readingPosition, { params: 'material id' }, async ({ params, req }) => {
    const row = await readingPosition(db, Number(params.id), req.identity!.accountId);
    if (!row) throw new HttpError(404, MATERIAL_NOT_FOUND);
    return { page: row.page };
  });

  defineRoute(
    app,
    ROUTES.saveReadingPosition,
    { params: 'material id', body: 'reading position', emptyBody: AS_SENT },
    async ({ params, body, req }) => {
      const row = await saveReadingPosition(db, Number(params.id), req.identity!.accountId, body.page);
      if (!row) throw new HttpError(404, MATERIAL_NOT_FOUND);
      return { page: row.page };
    },
  );
}
