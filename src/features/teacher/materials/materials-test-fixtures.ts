import type { ClassSummary, ClassesResponse } from '../../../contract/classes.ts';

const summary = (id: number, name: string, courseTitle: string | null, studentCount: number): ClassSummary => ({
  id,
  name,
  courseId: courseTitle ? `course-${id}` : null,
  courseTitle,
  grade: '10th',
  term: '2026',
  studentCount,
  teachers: [{ teacherId: '1', name: 'Ms. Priya Sharma', owner: true }],
  lms: false,
});

/** Teacher 1's classes, as GET /api/classes pages them. */
export const TEACHER_CLASSES: ClassesResponse = {
  data: [summary(1, 'Class A', 'Advanced Mathematics', 12), summary(2, 'Class B', null, 1)],
  total: 2,
  nextCursor: null,
};
