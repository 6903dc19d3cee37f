import * as z from 'zod/mini';
import { dateTime, nonNegativeInt, dataResponse } from './primitives.ts';
import { teacherParams, route, type RouteDef } from './route-def.ts';

export const ActivityEvent = z.object({
  id: z.int(),
  type: z.string(),
  message: z.string(),
  timestamp: dateTime,
});
export type ActivityEvent = z.infer<typeof ActivityEvent>;

/** GET /api/dashboard/{teacherId}: the stat cards' figures, computed from stored data. */
export const DashboardFigures = z.object({
  totalStudents: nonNegativeInt,
  /** Classes with at least one student. */
  activeClasses: nonNegativeInt,
  /** This teacher's materials. */
  uploadedMaterials: nonNegativeInt,
  /** Tests in draft or scheduled status. */
  pendingTests: nonNegativeInt,
  /** Present or late over all marks of the current term up to today, percent rounded; 0 without marks. */
  avgAttendance: nonNegativeInt,
  recentActivity: z.array(ActivityEvent),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

export const DashboardResponse = dataResponse(DashboardFigures);
export type DashboardResponse = z.infer<typeof DashboardResponse>;

/** The teacher's overview figures. */
export const DASHBOARD_ROUTES = {
  dashboard: route('GET', '/api/dashboard/:teacherId', { params: teacherParams, response: DashboardResponse }),
} as const satisfies Record<string, RouteDef>;
