import { defineElement } from '../lib/define-element.tsx';
import type { LearnerDashboardProps } from '../features/learner/learner-dashboard.tsx';

/**
 * <edu-learner-dashboard student-id api-base no-shell routing>: the learner's dashboard, wrapped
 * in <edu-header>/<edu-footer> unless `no-shell`. It shows the signed-in student's own record, a
 * parent's child (`student-id`, else the first), or the student a teacher names in `student-id`;
 * signed out, the sign-in form. 'Start Course' opens the Material section narrowed to that
 * course, 'View All Materials' the whole Material section, 'View All Test Results' the Test
 * section's results; they also emit `edu-start-course`, `edu-view-all-materials`,
 * `edu-view-all-results`. `edu-edit-courses`, `edu-see-all-courses` and `edu-change-photo` only
 * tell the host; changes emit `edu-course-added` and `edu-profile-saved`.
 *
 * `routing="hash"` (default): the section lives in the URL hash (`#syllabus`, `#material`,
 * `#test`, `#progress`, `#profile`), so reload, Back, Forward and a shared link land on it; an
 * unknown hash shows Syllabus. `routing="none"`: the host owns the URL; the element neither
 * reads nor writes it.
 */
export const EduLearnerDashboard = defineElement<LearnerDashboardProps>({
  name: 'edu-learner-dashboard',
  load: () => import('../features/learner/learner-dashboard.tsx'),
  attributes: { studentId: 'string', noShell: 'boolean', routing: 'string' },
});
