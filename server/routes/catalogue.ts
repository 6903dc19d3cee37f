import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { readCatalogue } from '../services/catalogue.ts';

/** The subjects and courses, in the school's order. */
export function registerCatalogue(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.catalogue, {}, async () => readCatalogue(db));
}
