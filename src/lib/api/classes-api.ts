import { CLASS_ROUTES, type ClassSummary } from '../../contract/classes.ts';
import { CLASS_ROSTER_ROUTES, type RosterSyncResponse } from '../../contract/class-roster.ts';
import { PAGE_LIMIT_MAX } from '../../contract/primitives.ts';
import { call, type ApiContext, type Signal } from './api-context.ts';

/** The caller's classes: each with its course and roster size, their names, and which of them are LMS courses. */
export interface ClassList {
  summaries: ClassSummary[];
  classes: string[];
  lmsCourses: string[];
}

/** A picker lists at most this many classes (a teacher has a handful; an administrator searches). */
const PICKER_PAGES = 20;

/** The class list and the roster sync of a class that is an LMS course. */
export const classesApi = (ctx: ApiContext) => ({
  /** GET /api/classes, every page: the caller's classes in the server's order; throws ApiError. */
  async getClasses(o: Signal = {}): Promise<ClassList> {
    const summaries: ClassSummary[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < PICKER_PAGES; page++) {
      const res = await call(ctx, CLASS_ROUTES.classes, { signal: o.signal, query: { cursor, limit: String(PAGE_LIMIT_MAX) } });
      summaries.push(...res.data);
      if (res.nextCursor === null) break;
      cursor = res.nextCursor;
    }
    return {
      summaries,
      classes: summaries.map((c) => c.name),
      lmsCourses: summaries.filter((c) => c.lms).map((c) => c.name),
    };
  },
  /** POST /api/classes/roster-sync: the class's LMS course's learners brought into it; throws ApiError. */
  async syncRoster(className: string): Promise<RosterSyncResponse> {
    return call(ctx, CLASS_ROSTER_ROUTES.syncClassRoster, { body: { class: className } });
  },
});

export type ClassesApi = ReturnType<typeof classesApi>;
