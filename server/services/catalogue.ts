import type { CatalogueResponse } from '../../src/contract/catalogue.ts';
import type { Queryable } from '../db/queryable.ts';
import { HttpError } from '../http/errors.ts';

/** The catalogue's subjects, in the school's order. */
export async function catalogueSubjects(db: Queryable): Promise<string[]> {
  return (await db.query<{ name: string }>('SELECT name FROM subjects ORDER BY position')).map((r) => r.name);
}

/** The catalogue: its subjects and its courses, each in the school's order. */
export async function readCatalogue(db: Queryable): Promise<CatalogueResponse> {
  const courses = await db.query<CatalogueResponse['courses'][number]>(
    'SELECT id, title, subject, instructor FROM courses ORDER BY position',
  );
  return { subjects: await catalogueSubjects(db), courses };
}

/** Why a course is refused: it is no subject of the catalogue, whose subjects are named. */
export const unknownCourseMessage = (course: string, subjects: readonly string[]): string =>
  `Unknown course "${course}": course must be one of: ${subjects.join(', ')}.`;

/** A material or a test is filed under a subject of the catalogue: any other course is refused (400). */
export async function assertCatalogueCourse(db: Queryable, course: string): Promise<void> {
  const subjects = await catalogueSubjects(db);
  if (!subjects.includes(course)) throw new HttpError(400, unknownCourseMessage(course, subjects));
}
