/**
 * Edu portal widgets: loading this module registers every element.
 * Each element's own code is a lazy chunk fetched when it first renders.
 */
// First: an open PDF viewer in the page's markup starts loading before the runtime evaluates.
import './viewer/viewer-warm-up.ts';
import './elements/edu-header.ts';
import './elements/edu-footer.ts';
import './elements/edu-home.ts';
import './elements/edu-parents.ts';
import './elements/edu-learner-dashboard.ts';
import './elements/edu-teacher-dashboard.ts';
import './elements/edu-admin-dashboard.ts';
import './elements/edu-auth.ts';
import './elements/edu-material-viewer.ts';

export { configure, type EduConfig } from './stores/config.ts';
export { navigate, syncPath } from './stores/location.ts';
export type { EduEventDetails, EduEventMap, EduEventName } from './lib/events.ts';
export type { FooterProps } from './features/site-shell/footer.tsx';
export type { AuthProps, AuthSubmission, AuthSubmitHandler } from './features/auth/auth.tsx';
