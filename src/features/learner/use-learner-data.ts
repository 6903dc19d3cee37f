import { useCallback, useState } from 'react';
import type { Course, CourseForm, LearnerProfile, ProfileForm } from './model.ts';
import { loadCourses, loadProfile, newCourse, saveAddedCourses, saveProfile } from './storage.ts';

/**
 * Courses and profile: the samples plus what the learner changed, kept in the browser.
 * `account` (the signed-in student's own name and email) replaces the sample's.
 */
export function useLearnerData(studentId: string, account?: { name: string; email: string }) {
  const [courses, setCourses] = useState<Course[]>(() => loadCourses(studentId));
  const [profile, setProfile] = useState<LearnerProfile>(() => loadProfile(studentId, account));
  const [shownId, setShownId] = useState(studentId);

  // Another student id (attribute change) shows that student's data (adjusted during render).
  if (shownId !== studentId) {
    setShownId(studentId);
    setCourses(loadCourses(studentId));
    setProfile(loadProfile(studentId, account));
  }

  const addCourse = useCallback(
    (form: CourseForm): Course => {
      const course = newCourse(courses, form);
      const next = [...courses, course];
      setCourses(next);
      saveAddedCourses(studentId, next);
      return course;
    },
    [courses, studentId],
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

  return { courses, profile, addCourse, updateProfile };
}
