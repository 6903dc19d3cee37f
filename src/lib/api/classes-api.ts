import {
  CLASS_ROUTES,
  type ClassFields,
  type ClassesResponse,
  type ClassSummary,
  type JoinClassResponse,
} from '../../contract/classes.ts';
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

/** The class list, one class and its changes, joining one by code, and the roster sync of a class that is an LMS course. */
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
  /** GET /api/classes/{id}: one class the caller teaches (with its join code); throws ApiError. */
  getClass(id: number, o: Signal = {}): Promise<ClassSummary> {
    return call(ctx, CLASS_ROUTES.classDetail, { signal: o.signal, params: { id } });
  },
  /** POST /api/classes: a new class, owned by the teacher who creates it (an administrator names the owner); throws ApiError (409: the name is taken). */
  createClass(fields: ClassFields): Promise<ClassSummary> {
    return call(ctx, CLASS_ROUTES.createClass, { body: fields });
  },
  /** PUT /api/classes/{id}: renames the class, changes its course, grade, term (and, for an administrator, owner); throws ApiError. */
  updateClass(id: number, fields: ClassFields): Promise<ClassSummary> {
    return call(ctx, CLASS_ROUTES.updateClass, { params: { id }, body: fields });
  },
  /** DELETE /api/classes/{id}: the class with its roster and attendance (its owner or an administrator); throws ApiError (409: an LMS course). */
  async deleteClass(id: number): Promise<string> {
    return (await call(ctx, CLASS_ROUTES.deleteClass, { params: { id } })).message;
  },
  /** POST /api/classes/{id}/join-code: the class with a fresh join code (the old one stops working); throws ApiError. */
  newJoinCode(id: number): Promise<ClassSummary> {
    return call(ctx, CLASS_ROUTES.newJoinCode, { params: { id } });
  },
  /** POST /api/classes/join: the learner joins the class whose code it is; throws ApiError (404: no class has the code). */
  joinClass(code: string): Promise<JoinClassResponse> {
    return call(ctx, CLASS_ROUTES.joinClass, { body: { code } });
  },
  /** POST /api/classes/roster-sync: the class's LMS course's learners brought into it; throws ApiError. */
  async syncRoster(className: string): Promise<RosterSyncResponse> {
    return call(ctx, CLASS_ROSTER_ROUTES.syncClassRoster, { body: { class: className } });
  },

  /** GET /api/classes?q=&cursor=: one page of the caller's classes, `q` a name or course; throws ApiError. */
  async getClassPage(q: string, cursor: string | undefined, o: Signal = {}): Promise<ClassesResponse> {
    return call(ctx, CLASS_ROUTES.classes, { signal: o.signal, query: { q: q || undefined, cursor } });
  },
});

export type ClassesApi = ReturnType<typeof classesApi>;
