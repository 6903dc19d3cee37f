import type { Course } from './model.ts';
import { namesAny } from '../../../lib/material-filters.ts';

/** The course whose materials 'Start Course' shows. */
export type CourseFilter = Pick<Course, 'id' | 'title' | 'category'>;

/**
 * A material belongs to a course when its name or course names the course's title or its
 * category as whole words ('Mathematics' matches "Mathematics Worksheet.pdf", not "Mathematical").
 */
export function matchesCourse(material: { name: string; course?: string }, course: CourseFilter): boolean {
  const phrases = [course.title, course.category].filter((p) => p.trim() !== '');
  return phrases.length > 0 && namesAny(material, phrases);
}

/** The materials of one course, in their order; every material when no course is chosen. */
export function materialsForCourse<M extends { name: string; course?: string }>(
  materials: readonly M[],
  course: CourseFilter | null,
): readonly M[] {
  return course ? materials.filter((m) => matchesCourse(m, course)) : materials;
}
