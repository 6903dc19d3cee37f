import { DASHBOARD_ROUTES, type DashboardFigures } from '../../contract/dashboard.ts';
import { call, type ApiContext, type Signal } from './api-context.ts';

/** The teacher's overview figures. */
export const dashboardApi = (ctx: ApiContext) => ({
  /** GET /api/dashboard/{teacherId}; throws ApiError (callers fall back to 0s). */
  async getDashboard(teacherId: string, o: Signal = {}): Promise<DashboardFigures> {
    return (await call(ctx, DASHBOARD_ROUTES.dashboard, { params: { teacherId }, signal: o.signal })).data;
  },
});
