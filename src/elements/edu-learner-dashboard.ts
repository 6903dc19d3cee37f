import { defineElement } from '../lib/define-element.tsx';
import type { LearnerDashboardProps } from '../features/learner/learner-dashboard.tsx';

/**
 * <edu-learner-dashboard student-id api-base no-shell>: the learner's dashboard, wrapped in
 * <edu-header>/<edu-footer> unless `no-shell`. It shows the signed-in student's own record, a
 * parent's child (`student-id`, else the first), or the student a teacher names in `student-id`;
 * signed out, the sign-in form. Placeholder actions emit `edu-start-course`,
 * `edu-edit-courses`, `edu-see-all-courses`, `edu-view-all-materials`, `edu-view-all-results`,
 * `edu-change-photo`; changes emit `edu-course-added` and `edu-profile-saved`.
 */
export const EduLearnerDashboard = defineElement<LearnerDashboardProps>({
  name: 'edu-learner-dashboard',
  load: () => import('../features/learner/learner-dashboard.tsx'),
  attributes: { studentId: 'string', noShell: 'boolean' },
});
