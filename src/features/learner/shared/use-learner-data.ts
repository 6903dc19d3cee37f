import { useCallback, useMemo, useState } from 'react';
import { useCatalogue } from '../../../lib/use-catalogue.ts';
import type { Course, CourseForm, LearnerProfile, ProfileForm } from './model.ts';
import { sampleCourses } from './sample-data.ts';
import { loadAddedCourses, loadProfile, newCourse, saveAddedCourses, saveProfile } from './storage.ts';

/**
 * Courses and profile: the sample courses as the server's catalogue describes them, then the
 * courses the learner added, and the sample profile with the learner's edits (both kept in the
 * browser). `account` (the signed-in student's own name and email) replaces the sample's.
 */
export function useLearnerData(studentId: string, account?: { name: string; email: string }) {
  const catalogue = useCatalogue();
  const [added, setAdded] = useState<Course[]>(() => loadAddedCourses(studentId));
  const [profile, setProfile] = useState<LearnerProfile>(() => loadProfile(studentId, account));
  const [shownId, setShownId] = useState(studentId);

  // Another student id (attribute change) shows that student's data (adjusted during render).
  if (shownId !== studentId) {
    setShownId(studentId);
    setAdded(loadAddedCourses(studentId));
    setProfile(loadProfile(studentId, account));
  }

  const courses = useMemo(() => [...sampleCourses(catalogue.courses), ...added], [catalogue.courses, added]);

  const addCourse = useCallback(
    (form: CourseForm): Course => {
      const course = newCourse(added, form);
      const next = [...added, course];
      setAdded(next);
      saveAddedCourses(studentId, next);
      return course;
    },
    [added, studentId],
  );

  const updateProfile = useCallback(
    (form: ProfileForm): LearnerProfile => {
      const next = { ...profile, ...form };
      setProfile(next);
      saveProfile(studentId, form);
      return next;
    },
    [profile, studentId],
  );

  return { courses, catalogue, profile, addCourse, updateProfile };
}
