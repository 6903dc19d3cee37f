import { safeStorage } from '../../../stores/safe-storage.ts';
import type { Course, CourseForm, LearnerProfile, ProfileForm } from './model.ts';
import { StoredCourses, StoredProfileForm } from './model.ts';
import { SAMPLE_ENROLMENTS, SAMPLE_PROFILE } from './sample-data.ts';

/**
 * Added courses and profile edits live in the browser (the server has no place for them),
 * per student id. Whatever is read back is validated: corrupt storage means the samples.
 */
export const coursesKey = (studentId: string): string => `edu-learner:${studentId}:courses`;
export const profileKey = (studentId: string): string => `edu-learner:${studentId}:profile`;

function readJson(key: string): unknown {
  const raw = safeStorage.get(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The courses the learner added (the samples come from the catalogue). */
export function loadAddedCourses(studentId: string): Course[] {
  const parsed = StoredCourses.safeParse(readJson(coursesKey(studentId)));
  return parsed.success ? parsed.data : [];
}

/** Only the added courses are stored, so the catalogue's changes to the samples still show. */
export function saveAddedCourses(studentId: string, courses: readonly Course[]): void {
  const sampleIds = new Set(SAMPLE_ENROLMENTS.map((c) => c.id));
  safeStorage.set(coursesKey(studentId), JSON.stringify(courses.filter((c) => !sampleIds.has(c.id))));
}

/** A new course: numbered after the samples and every course added before, not started. */
export function newCourse(added: readonly Course[], form: CourseForm): Course {
  const id = [...SAMPLE_ENROLMENTS, ...added].reduce((max, c) => Math.max(max, c.id), 0) + 1;
  return { id, title: form.title, category: form.category, instructor: form.instructor, progress: 0 };
}

/** The stored edits over `base` (the sample profile, with the signed-in student's name and email). */
export function loadProfile(studentId: string, base: Partial<LearnerProfile> = {}): LearnerProfile {
  const parsed = StoredProfileForm.safeParse(readJson(profileKey(studentId)));
  return { ...SAMPLE_PROFILE, ...base, ...(parsed.success ? parsed.data : {}) };
}

export function saveProfile(studentId: string, form: ProfileForm): void {
  const { name, email, phone, location, bio } = form;
  safeStorage.set(profileKey(studentId), JSON.stringify({ name, email, phone, location, bio }));
}
