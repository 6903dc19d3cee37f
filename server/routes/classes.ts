import type { FastifyInstance } from 'fastify';
import type { ClassesResponse } from '../../src/contract/classes.ts';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { listClasses, lmsCourses } from '../services/classes.ts';

/** GET /api/classes: every class's name, in natural order, and the LMS courses among them. */
export function registerClasses(app: FastifyInstance, { db }: AppContext): void {
  app.get(ROUTES.classes.path, async (): Promise<ClassesResponse> => ({ classes: await listClasses(db), lmsCourses: await lmsCourses(db) }));
}
