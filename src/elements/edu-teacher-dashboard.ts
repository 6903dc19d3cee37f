import { defineElement } from '../lib/define-element.tsx';
import type { TeacherDashboardProps } from '../features/teacher/shell/teacher-dashboard.tsx';

/**
 * <edu-teacher-dashboard teacher-id teacher-name>: materials, tests, attendance, students, for
 * a signed-in, approved teacher (default: that teacher's id and name; signed out, the sign-in
 * form; waiting for approval, a sentence saying so). Section changes emit `edu-teacher-section`.
 */
export const EduTeacherDashboard = defineElement<TeacherDashboardProps>({
  name: 'edu-teacher-dashboard',
  load: () => import('../features/teacher/shell/teacher-dashboard.tsx'),
  attributes: { teacherId: 'string', teacherName: 'string' },
});
