import type { Course } from './model.ts';

/** The course whose materials 'Start Course' shows. */
export type CourseFilter = Pick<Course, 'id' | 'title' | 'category'>;

const words = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * A material belongs to a course when its name or course names the course's title or its
 * category as whole words ('Mathematics' matches "Mathematics Worksheet.pdf", not "Mathematical").
 */
export function matchesCourse(material: { name: string; course?: string }, course: CourseFilter): boolean {
  const text = words(`${material.name} ${material.course ?? ''}`);
  return [course.title, course.category].map(words).some((phrase) => phrase.trim() !== '' && text.includes(phrase));
}

/** The materials of one course, in their order; every material when no course is chosen. */
export function materialsForCourse<M extends { name: string; course?: string }>(
  materials: readonly M[],
  course: CourseFilter | null,
): readonly M[] {
  return course ? materials.filter((m) => matchesCourse(m, course)) : materials;
}
