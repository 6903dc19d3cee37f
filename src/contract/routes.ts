import type { RouteDef } from './route-def.ts';
import { ADMIN_ROUTES } from './admin.ts';
import { ATTEMPT_ROUTES } from './attempts.ts';
import { ATTENDANCE_ROUTES } from './attendance.ts';
import { AUTH_ROUTES } from './auth.ts';
import { CATALOGUE_ROUTES } from './catalogue.ts';
import { CLASS_ROUTES } from './classes.ts';
import { CLASS_ROSTER_ROUTES } from './class-roster.ts';
import { DASHBOARD_ROUTES } from './dashboard.ts';
import { MATERIAL_ROUTES } from './materials.ts';
import { MATERIAL_SEARCH_ROUTES } from './material-search.ts';
import { READING_POSITION_ROUTES } from './reading-positions.ts';
import { STUDENT_ROUTES } from './students.ts';
import { TEST_ROUTES } from './tests.ts';

export type { RouteDef } from './route-def.ts';

/**
 * Every API call, the server's table. Each group lives beside its schemas, so a browser element
 * loads only the schemas of the calls it makes.
 */
export const ROUTES = {
  ...MATERIAL_ROUTES,
  ...MATERIAL_SEARCH_ROUTES,
  ...STUDENT_ROUTES,
  ...CATALOGUE_ROUTES,
  ...CLASS_ROUTES,
  ...CLASS_ROSTER_ROUTES,
  ...ATTENDANCE_ROUTES,
  ...TEST_ROUTES,
  ...DASHBOARD_ROUTES,
  ...AUTH_ROUTES,
  ...ATTEMPT_ROUTES,
  ...READING_POSITION_ROUTES,
  ...ADMIN_ROUTES,
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
