import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { teacherDashboard } from '../services/dashboard.ts';

/** The teacher's stat cards and recent activity. */
export function registerDashboard(app: FastifyInstance, { db }: AppContext): void {
  defineRoute(app, ROUTES.dashboard, { params: 'teacher id' }, async ({ params }) => teacherDashboard(db, params.teacherId));
}
