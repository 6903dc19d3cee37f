import type { FastifyInstance } from 'fastify';
import type { CatalogueResponse } from '../../src/contract/catalogue.ts';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { readCatalogue } from '../services/catalogue.ts';

/** GET /api/catalogue: the subjects and courses, in the school's order. */
export function registerCatalogue(app: FastifyInstance, { db }: AppContext): void {
  app.get(ROUTES.catalogue.path, async (): Promise<CatalogueResponse> => readCatalogue(db));
}
