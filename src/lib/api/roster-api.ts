import type { ClassSummary } from '../../contract/classes.ts';
import {
  CLASS_ROSTER_ROUTES,
  type AddToRosterResponse,
  type RosterImportResponse,
  type RosterQuery,
  type RosterResponse,
  type RosterStudent,
} from '../../contract/class-roster.ts';
import { ATTENDANCE_RECORDS_MAX } from '../../contract/attendance.ts';
import { PAGE_LIMIT_MAX } from '../../contract/primitives.ts';
import { call, type ApiContext, type Signal } from './api-context.ts';
import { limitQuery } from './page-query.ts';

/** A whole roster is read up to as many students as a class's day of attendance takes. */
const ROSTER_PAGES = Math.ceil(ATTENDANCE_RECORDS_MAX / PAGE_LIMIT_MAX);

/** A page of a student list: `q` finds a name or id; `cursor` is the `nextCursor` of the page before; `signal` aborts it. */
export type RosterPage = Pick<RosterQuery, 'q' | 'cursor'> & { limit?: number } & Signal;

const pageQuery = (p: RosterPage): Record<string, string | undefined> => ({
  q: p.q || undefined,
  cursor: p.cursor,
  limit: limitQuery(p.limit),
});

/** A class's roster and co-teachers, and the school's student search (to add students to a roster). */
export const rosterApi = (ctx: ApiContext) => ({
  /** GET /api/classes/{id}/students: one page of the class's students, by roll number; throws ApiError. */
  getRoster(classId: number, page: RosterPage = {}): Promise<RosterResponse> {
    return call(ctx, CLASS_ROSTER_ROUTES.classRoster, { signal: page.signal, params: { id: classId }, query: pageQuery(page) });
  },
  /** GET /api/classes/{id}/students, every page: the class's students by roll number; throws ApiError. */
  async getWholeRoster(classId: number, o: Signal = {}): Promise<RosterStudent[]> {
    const students: RosterStudent[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < ROSTER_PAGES; page++) {
      const query = { cursor, limit: String(PAGE_LIMIT_MAX) };
      const res = await call(ctx, CLASS_ROSTER_ROUTES.classRoster, { signal: o.signal, params: { id: classId }, query });
      students.push(...res.data);
      if (res.nextCursor === null) break;
      cursor = res.nextCursor;
    }
    return students;
  },
  /** POST /api/classes/{id}/students: students of the school added (those in the class already stay); throws ApiError (400 names an unknown id). */
  addToRoster(classId: number, studentIds: readonly string[]): Promise<AddToRosterResponse> {
    return call(ctx, CLASS_ROSTER_ROUTES.addToRoster, { params: { id: classId }, body: { studentIds } });
  },
  /** DELETE /api/classes/{id}/students/{studentId}: the student off the roster (their record stays); the server's message; throws ApiError. */
  async removeFromRoster(classId: number, studentId: string): Promise<string> {
    return (await call(ctx, CLASS_ROSTER_ROUTES.removeFromRoster, { params: { id: classId, studentId } })).message;
  },
  /**
   * POST /api/classes/{id}/students/import: the CSV checked row by row (`commit` false), or
   * imported (`commit` true: every row, or none when a row is refused, then `written` is false);
   * throws ApiError (400: a file that cannot be read, e.g. an unknown column).
   */
  importRoster(classId: number, csv: string, commit: boolean): Promise<RosterImportResponse> {
    return call(ctx, CLASS_ROSTER_ROUTES.importRoster, { params: { id: classId }, body: { csv, commit } });
  },
  /** POST /api/classes/{id}/teachers: an approved teacher, named by email, made a co-teacher; throws ApiError (404, 409). */
  addCoTeacher(classId: number, email: string): Promise<ClassSummary> {
    return call(ctx, CLASS_ROSTER_ROUTES.addClassTeacher, { params: { id: classId }, body: { email } });
  },
  /** DELETE /api/classes/{id}/teachers/{teacherId}: a co-teacher taken off the class; throws ApiError (409 for the owner). */
  removeCoTeacher(classId: number, teacherId: string): Promise<ClassSummary> {
    return call(ctx, CLASS_ROSTER_ROUTES.removeClassTeacher, { params: { id: classId, teacherId } });
  },
  /** GET /api/school/students: one page of the school's students by name, names and grades only; throws ApiError. */
  searchSchoolStudents(page: RosterPage = {}): Promise<RosterResponse> {
    return call(ctx, CLASS_ROSTER_ROUTES.schoolStudents, { signal: page.signal, query: pageQuery(page) });
  },
});

export type RosterApi = ReturnType<typeof rosterApi>;
