import { defineElement } from '../lib/define-element.tsx';
import type { TeacherDashboardProps } from '../features/teacher/shell/teacher-dashboard.tsx';

/**
 * <edu-teacher-dashboard teacher-id teacher-name>: materials, tests, attendance, students.
 * Defaults: teacher-id "1" and teacher-name "Ms. Priya Sharma" (the seeded demo teacher,
 * standing in for the spec's fixed placeholders); section changes emit `edu-teacher-section`.
 */
export const EduTeacherDashboard = defineElement<TeacherDashboardProps>({
  name: 'edu-teacher-dashboard',
  load: () => import('../features/teacher/shell/teacher-dashboard.tsx'),
  attributes: { teacherId: 'string', teacherName: 'string' },
});
