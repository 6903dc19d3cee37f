import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerAccountRoutes } from './accounts.ts';
import { registerMaterials } from './materials.ts';
import { registerFiles } from './files.ts';
import { registerStudents } from './students.ts';
import { registerCatalogue } from './catalogue.ts';
import { registerClasses } from './classes.ts';
import { registerClassRoster } from './class-roster.ts';
import { registerAttendance } from './attendance.ts';
import { registerTests } from './tests.ts';
import { registerAttempts } from './attempts.ts';
import { registerDashboard } from './dashboard.ts';
import { registerReadingPositions } from './reading-positions.ts';

/** Every route of src/contract/routes.ts, one plugin per resource. */
export function registerApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAuthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerMaterials(app, ctx);
  registerFiles(app, ctx);
  registerStudents(app, ctx);
  registerCatalogue(app, ctx);
  registerClasses(app, ctx);
  registerClassRoster(app, ctx);
  registerAttendance(app, ctx);
  registerTests(app, ctx);
  registerAttempts(app, ctx);
  registerDashboard(app, ctx);
  registerReadingPositions(app, ctx);
}
