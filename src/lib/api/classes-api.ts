import { CLASS_ROUTES } from '../../contract/classes.ts';
import { CLASS_ROSTER_ROUTES, type RosterSyncResponse } from '../../contract/class-roster.ts';
import { call, type ApiContext, type Signal } from './api-context.ts';

/** The classes, and which of them are LMS courses. */
export interface ClassList {
  classes: string[];
  lmsCourses: string[];
}

/** The class list and the roster sync of a class that is an LMS course. */
export const classesApi = (ctx: ApiContext) => ({
  /** GET /api/classes: every class's name, in the server's order, and the LMS courses among them; throws ApiError. */
  async getClasses(o: Signal = {}): Promise<ClassList> {
    const res = await call(ctx, CLASS_ROUTES.classes, { signal: o.signal });
    return { classes: res.classes, lmsCourses: res.lmsCourses ?? [] };
  },
  /** POST /api/classes/roster-sync: the class's LMS course's learners brought into it; throws ApiError. */
  async syncRoster(className: string): Promise<RosterSyncResponse> {
    return call(ctx, CLASS_ROSTER_ROUTES.syncClassRoster, { body: { class: className } });
  },
});

export type ClassesApi = ReturnType<typeof classesApi>;
