import { defineElement } from '../lib/define-element.tsx';
import type { TeacherDashboardProps } from '../features/teacher/shell/teacher-dashboard.tsx';

/**
 * <edu-teacher-dashboard teacher-id teacher-name routing>: materials, tests, attendance,
 * students, for a signed-in, approved teacher (default: that teacher's id and name; signed
 * out, the sign-in form; waiting for approval, a sentence saying so). Section changes emit
 * `edu-teacher-section`.
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
 */
export const EduTeacherDashboard = defineElement<TeacherDashboardProps>({
  name: 'edu-teacher-dashboard',
  load: () => import('../features/teacher/shell/teacher-dashboard.tsx'),
  attributes: { teacherId: 'string', teacherName: 'string', routing: 'string' },
});
