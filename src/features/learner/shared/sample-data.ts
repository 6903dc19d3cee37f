import type { CatalogueCourse } from '../../../contract/catalogue.ts';
import type { Course, LearnerProfile } from './model.ts';

/**
 * The learner's sample data (profile and progress have no server source). Kept
 * in this one module so a host integration can later replace it.
 */

/** Sample profile: level 12, progress 75 %, a 5-day streak. */
export const SAMPLE_PROFILE: Readonly<LearnerProfile> = Object.freeze({
  name: 'Alex Johnson',
  email: 'alex.johnson@example.com',
  phone: '+1 (555) 123-4567',
  location: 'San Francisco, CA',
  bio: 'Passionate learner exploring mathematics and the sciences, one lesson at a time.',
  level: 12,
  progress: 75,
  streak: 5,
});

/**
 * The sample courses: catalogue courses (by their catalogue id) at 75, 45 and 90 % complete.
 * `id` is the course's number on the dashboard (added courses are numbered after these).
 */
export const SAMPLE_ENROLMENTS: readonly { id: number; courseId: string; progress: number }[] = Object.freeze([
  { id: 1, courseId: 'advanced-mathematics', progress: 75 },
  { id: 2, courseId: 'physics-fundamentals', progress: 45 },
  { id: 3, courseId: 'organic-chemistry', progress: 90 },
]);

/**
 * The sample courses as the catalogue describes them: its title, its subject (the category
 * chip) and its instructor. An enrolment whose course the catalogue lacks is left out.
 */
export function sampleCourses(catalogue: readonly CatalogueCourse[]): Course[] {
  return SAMPLE_ENROLMENTS.flatMap(({ id, courseId, progress }) => {
    const c = catalogue.find((x) => x.id === courseId);
    return c ? [{ id, title: c.title, category: c.subject, progress, instructor: c.instructor }] : [];
  });
}
