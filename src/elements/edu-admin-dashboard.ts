import { defineElement } from '../lib/define-element.tsx';
import type { AdminDashboardProps } from '../features/teacher/admin/frame/admin-dashboard.tsx';

/**
 * The school's administration for a signed-in administrator (signed out, the sign-in form;
 * another role, a sentence saying whom it is for): Pending teachers (approve or decline a
 * teacher sign-up, each after a confirmation; a decline may give the applicant a reason),
 * Classes (every class, searched and paged; create one and choose its owner, or edit one),
 * Teachers (the school's teachers, searched and paged), Students (the whole directory with
 * profiles) and Parent links (a student's linked parent and learner accounts). Section changes
 * emit `edu-admin-section`.
 *
 * `routing="hash"` (default): the section lives in the URL hash (`#pending`, `#classes`,
 * `#teachers`, `#students`, `#links`), so reload, Back, Forward and a shared link land on it;
 * an unknown hash shows Pending teachers. `routing="none"`: the host owns the URL; the element
 * neither reads nor writes it.
 *
 * @summary The school administrator's dashboard.
 * @attr {'hash' | 'none'} [routing=hash] - `hash`: the section is in the URL's hash (`#classes`); `none`: the host owns its URL.
 * @event edu-admin-section - The dashboard switched section (in place, not a route).
 * @event edu-navigate - (cancelable) A link to a portal route (a student's profile links); call `preventDefault()` to route in-page, otherwise the browser follows it.
 * @contains edu-auth - The sign-in form, when signed out.
 * @csspart admin-dashboard - The whole dashboard.
 * @csspart title - The dashboard's title bar.
 * @csspart sidebar - The section navigation.
 * @csspart drawer - The section navigation's drawer on narrow screens.
 * @csspart content - The shown section.
 * @csspart gate - The sign-in form or the sentence shown instead of the dashboard when it cannot be shown.
 * @csspart dialog - Every dialog: confirmations, the class form, "session expired".
 */
defineElement<AdminDashboardProps>({
  name: 'edu-admin-dashboard',
  load: () => import('../features/teacher/admin/frame/admin-dashboard.tsx'),
  attributes: { routing: 'string' },
});
