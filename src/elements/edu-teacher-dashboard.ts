import { defineElement } from '../lib/define-element.tsx';
import type { TeacherDashboardProps } from '../features/teacher/frame/teacher-dashboard.tsx';

/**
 * Materials, tests, attendance and students for a signed-in, approved teacher (default: that
 * teacher's id and name; signed out, the sign-in form; waiting for approval, a sentence saying
 * so). Section changes emit `edu-teacher-section`.
 *
 * `routing="hash"` (default): the section and its tab live in the URL hash (`#dashboard`,
 * `#materials/upload`, `#materials/manage`, `#tests/create`, `#tests/manage`,
 * `#attendance/mark`, `#attendance/reports`, `#students`), so reload, Back, Forward and a shared
 * link land on them; an unknown hash shows the Dashboard. `routing="none"`: the host owns the
 * URL; the element neither reads nor writes it.
 *
 * Leaving unsaved work (a half-built test, files selected but not uploaded, changed attendance
 * marks) for another section, by the navigation, Back/Forward or an `edu-navigate` link to
 * another page, asks first in a "Leave without saving?" dialog (Stay / Leave); a reload or
 * closing the tab asks through `beforeunload`. Switching tabs inside a section keeps the work
 * and does not ask. A half-built test is also kept in the browser (localStorage
 * `edu-test-draft:<teacher-id>`) until it is saved or discarded.
 *
 * @summary The teacher's dashboard.
 * @attr {string} teacher-id - The teacher whose materials and figures are shown (default: the signed-in teacher).
 * @attr {string} teacher-name - The name shown (default: the signed-in teacher's name).
 * @attr {'hash' | 'none'} [routing=hash] - `hash`: the section and tab are in the URL's hash (`#tests/manage`); `none`: the host owns its URL.
 * @event edu-teacher-section - The dashboard switched section (in place, not a route).
 * @event edu-navigate - (cancelable) A link to a portal route (a student's profile links); call `preventDefault()` to route in-page, otherwise the browser follows it.
 * @contains edu-auth - The sign-in form, when signed out.
 * @contains edu-material-viewer - A material opened from a search result in Materials.
 * @csspart teacher-dashboard - The whole dashboard.
 * @csspart title - The dashboard's title bar.
 * @csspart sidebar - The section navigation.
 * @csspart drawer - The section navigation's drawer on narrow screens.
 * @csspart content - The shown section.
 * @csspart tests-section - The Tests section.
 * @csspart attendance-section - The Attendance section.
 * @csspart gate - The sign-in form or the sentence shown instead of the dashboard when it cannot be shown.
 * @csspart dialog - Every dialog: confirmations, forms, "Leave without saving?", "session expired".
 * @csspart viewer - The material viewer opened from it (its `viewer` part).
 * @csspart viewer-dialog - The material viewer's dialog (its `dialog` part).
 * @csspart viewer-toolbar - The material viewer's toolbar.
 * @csspart viewer-page-nav - The material viewer's PDF page navigation.
 * @csspart viewer-help - The material viewer's keyboard help for images.
 */
defineElement<TeacherDashboardProps>({
  name: 'edu-teacher-dashboard',
  load: () => import('../features/teacher/frame/teacher-dashboard.tsx'),
  attributes: { teacherId: 'string', teacherName: 'string', routing: 'string' },
});
