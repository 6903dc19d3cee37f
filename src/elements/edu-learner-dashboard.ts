import { defineElement } from '../lib/define-element.tsx';
import type { LearnerDashboardProps } from '../features/learner/frame/learner-dashboard.tsx';

/**
 * The learner's dashboard, wrapped in `<edu-header>`/`<edu-footer>` unless `no-shell`. It shows
 * the signed-in student's own record, a parent's child (`student-id`, else the first), or the
 * student a teacher names in `student-id`; signed out, the sign-in form. 'Start Course' opens
 * the Material section narrowed to that course, 'View All Materials' the whole Material
 * section, 'View All Test Results' the Test section's results; they also emit
 * `edu-start-course`, `edu-view-all-materials`, `edu-view-all-results`. `edu-edit-courses`,
 * `edu-see-all-courses` and `edu-change-photo` only tell the host; changes emit
 * `edu-course-added` and `edu-profile-saved`.
 *
 * `routing="hash"` (default): the section lives in the URL hash (`#syllabus`, `#material`,
 * `#test`, `#progress`, `#profile`), so reload, Back, Forward and a shared link land on it; an
 * unknown hash shows Syllabus. `routing="none"`: the host owns the URL; the element neither
 * reads nor writes it.
 *
 * @summary The learner's dashboard.
 * @attr {string} student-id - The learner shown (default: `configure({studentId})`, else the signed-in student or a parent's first child; a teacher names one).
 * @attr {boolean} no-shell - Leaves out the header and footer (the host page has its own).
 * @attr {'hash' | 'none'} [routing=hash] - `hash`: the section is in the URL's hash (`#test`); `none`: the host owns its URL.
 * @event edu-start-course - 'Start Course' (the Material section opens narrowed to the course).
 * @event edu-edit-courses - The courses' 'Edit' action.
 * @event edu-see-all-courses - 'See all courses'.
 * @event edu-view-all-materials - 'View All Materials' (the Material section opens).
 * @event edu-view-all-results - The Test section's 'View All Test Results'.
 * @event edu-change-photo - The avatar's camera button.
 * @event edu-course-added - A course was added (already shown and kept in the browser).
 * @event edu-profile-saved - The profile was saved (already shown and kept in the browser).
 * @event edu-back - (cancelable) The "Go back" button; call `preventDefault()` to go back yourself, otherwise the browser goes back.
 * @contains edu-header - The header, unless `no-shell`.
 * @contains edu-footer - The footer, unless `no-shell`.
 * @contains edu-auth - The sign-in form, when signed out.
 * @contains edu-material-viewer - The opened material.
 * @csspart learner - The whole dashboard.
 * @csspart viewer - The material viewer opened from it (its `viewer` part).
 * @csspart viewer-dialog - The material viewer's dialog (its `dialog` part).
 * @csspart viewer-toolbar - The material viewer's toolbar.
 * @csspart viewer-page-nav - The material viewer's PDF page navigation.
 * @csspart viewer-help - The material viewer's keyboard help for images.
 * @csspart sidebar - The section navigation.
 * @csspart drawer - The section navigation's drawer on narrow screens.
 * @csspart content - The shown section.
 * @csspart gate - The sign-in form or the sentence shown instead of the dashboard when it cannot be shown.
 * @csspart dialog - Every dialog: adding a course, editing the profile, "session expired".
 */
defineElement<LearnerDashboardProps>({
  name: 'edu-learner-dashboard',
  load: () => import('../features/learner/frame/learner-dashboard.tsx'),
  attributes: { studentId: 'string', noShell: 'boolean', routing: 'string' },
});
