import type { ClassFields, ClassSummary } from '../../../contract/classes.ts';
import type { RosterImportRow } from '../../../contract/class-roster.ts';
import { ApiError } from '../../../lib/api/api-error.ts';

/** How the caller teaches a class: its owner, a co-teacher, or neither (an administrator sees every class). */
export type ClassRole = 'owner' | 'coTeacher' | 'admin';

export function roleIn(c: ClassSummary, teacherId: string): ClassRole {
  const me = c.teachers.find((t) => t.teacherId === teacherId);
  return me ? (me.owner ? 'owner' : 'coTeacher') : 'admin';
}

/** A class's owner (and an administrator) edits it, deletes it and changes its co-teachers. */
export const managesClass = (c: ClassSummary, teacherId: string): boolean => roleIn(c, teacherId) !== 'coTeacher';

/** The class a page's route names (`#classes/12`): its id, or null when the route names none. */
export function classIdOf(tab: string | undefined): number | null {
  if (!tab || !/^\d{1,9}$/.test(tab)) return null;
  return Number(tab);
}

/** The fields of the class dialog, as typed. */
export interface ClassDraft {
  name: string;
  courseId: string;
  grade: ClassFields['grade'];
  term: string;
}

export const EMPTY_DRAFT: ClassDraft = { name: '', courseId: '', grade: '', term: '' };

export const draftOf = (c: ClassSummary): ClassDraft => ({
  name: c.name,
  courseId: c.courseId ?? '',
  grade: c.grade as ClassFields['grade'],
  term: c.term,
});

export const fieldsOf = (d: ClassDraft): ClassFields => ({
  name: d.name.trim(),
  courseId: d.courseId || null,
  grade: d.grade,
  term: d.term.trim(),
});

export type DraftField = keyof ClassDraft;
const FIELD_OF_KEY: Record<string, DraftField> = { name: 'name', courseId: 'courseId', grade: 'grade', term: 'term' };

/**
 * Where a refused save's message belongs: a 400 naming a field ("Invalid body: name: must not
 * be empty") goes under that field, said without its prefix; a 409 (the name is taken) under
 * the name; anything else above the buttons (`field` null), in the words `describe` gives it.
 */
export function placeServerError(
  err: unknown,
  describe: (err: unknown) => string,
): { field: DraftField | null; message: string } {
  const message = describe(err);
  if (!(err instanceof ApiError) || err.serverMessage === undefined) return { field: null, message };
  const named = /^Invalid [^:]*: (\w+): (.+)$/.exec(err.serverMessage);
  const field = named ? FIELD_OF_KEY[named[1]!] : undefined;
  if (err.status === 400 && field) return { field, message: named![2]! };
  if (err.status === 409) return { field: 'name', message };
  return { field: null, message };
}

/** How many rows of an import preview are refused. */
export const rowsWithErrors = (rows: readonly RosterImportRow[]): number => rows.filter((r) => r.action === 'error').length;
