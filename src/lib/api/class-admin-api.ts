import { CLASS_ROUTES, type ClassFields, type ClassSummary } from '../../contract/classes.ts';
import {
  CLASS_ROSTER_ROUTES,
  type AddToRosterResponse,
  type RosterImportResponse,
  type RosterQuery,
  type RosterResponse,
} from '../../contract/class-roster.ts';
import type { MessageBody } from '../../contract/errors.ts';
import { call, type ApiContext, type Signal } from './api-context.ts';

/** One page of a roster or of the school's students: the search text and the page's cursor. */
export type RosterPage = RosterQuery & Signal;

const pageQuery = ({ q, cursor, limit }: RosterPage) => ({ q: q || undefined, cursor, limit });

/**
 * The calls that change classes: a class's fields, its join code, its roster (one by one, from
 * the school's students or from a CSV) and its co-teachers. Each throws ApiError.
 */
export const classAdminApi = (ctx: ApiContext) => ({
  /** POST /api/classes: the new class, owned by the caller. */
  createClass(fields: ClassFields): Promise<ClassSummary> {
    return call(ctx, CLASS_ROUTES.createClass, { body: fields });
  },
  /** PUT /api/classes/{id}: the class with its new fields. */
  updateClass(id: number, fields: ClassFields): Promise<ClassSummary> {
    return call(ctx, CLASS_ROUTES.updateClass, { params: { id }, body: fields });
  },
  /** DELETE /api/classes/{id} (its owner or an administrator). */
  deleteClass(id: number): Promise<MessageBody> {
    return call(ctx, CLASS_ROUTES.deleteClass, { params: { id } });
  },
  /** POST /api/classes/{id}/join-code: the class with a new join code (the old one stops working). */
  newJoinCode(id: number): Promise<ClassSummary> {
    return call(ctx, CLASS_ROUTES.newJoinCode, { params: { id } });
  },
  /** GET /api/classes/{id}/students: one page of the class's roster. */
  getRoster(id: number, page: RosterPage = {}): Promise<RosterResponse> {
    return call(ctx, CLASS_ROSTER_ROUTES.classRoster, { params: { id }, query: pageQuery(page), signal: page.signal });
  },
  /** POST /api/classes/{id}/students: students of the school added to the roster. */
  addToRoster(id: number, studentIds: string[]): Promise<AddToRosterResponse> {
    return call(ctx, CLASS_ROSTER_ROUTES.addToRoster, { params: { id }, body: { studentIds } });
  },
  /** DELETE /api/classes/{id}/students/{studentId}: the student leaves the class (their record stays). */
  removeFromRoster(id: number, studentId: string): Promise<MessageBody> {
    return call(ctx, CLASS_ROSTER_ROUTES.removeFromRoster, { params: { id, studentId } });
  },
  /** POST /api/classes/{id}/students/import: checks every row of the CSV, and with `commit` writes them all. */
  importRoster(id: number, csv: string, commit: boolean): Promise<RosterImportResponse> {
    return call(ctx, CLASS_ROSTER_ROUTES.importRoster, { params: { id }, body: { csv, commit } });
  },
  /** POST /api/classes/{id}/teachers: the class with the teacher of that email as a co-teacher. */
  addCoTeacher(id: number, email: string): Promise<ClassSummary> {
    return call(ctx, CLASS_ROSTER_ROUTES.addClassTeacher, { params: { id }, body: { email } });
  },
  /** DELETE /api/classes/{id}/teachers/{teacherId}: the class without that co-teacher. */
  removeCoTeacher(id: number, teacherId: string): Promise<ClassSummary> {
    return call(ctx, CLASS_ROSTER_ROUTES.removeClassTeacher, { params: { id, teacherId } });
  },
  /** GET /api/school/students: one page of the school's students matching the search. */
  searchSchoolStudents(page: RosterPage = {}): Promise<RosterResponse> {
    return call(ctx, CLASS_ROSTER_ROUTES.schoolStudents, { query: pageQuery(page), signal: page.signal });
  },
});

export type ClassAdminApi = ReturnType<typeof classAdminApi>;
