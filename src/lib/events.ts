/**
 * Every event an element dispatches: `edu-*` names, CustomEvent, bubbles and composed,
 * so a host page can listen on the element or on document. Where a button has no
 * action of its own, the element tells the host instead and lets it decide.
 */
export interface EduEventDetails {
  /**
   * An in-widget link is about to be followed; cancel it (preventDefault) to route in-page.
   * `path` is the link's href: the portal route under `base-path` (`/portal/learners`).
   */
  'edu-navigate': { path: string };
  /** A "Go back" button; cancel it (preventDefault) to go back yourself, else `history.back()`. */
  'edu-back': Record<string, never>;
  /** A placeholder link (footer, policies, social): the host gives it a destination. */
  'edu-link': { group: 'social' | 'quick-links' | 'resources' | 'contact' | 'policy'; name: string };
  /** A home page button without an action of its own was pressed. */
  'edu-home-action': {
    action:
      | 'take-test'
      | 'download-materials'
      | 'view-report'
      | 'get-syllabus'
      | 'view-material'
      | 'enroll'
      | 'join-class'
      | 'view-notes';
    /** 'Class 11' / 'Class 12' for the class cards, the subject for schedule cards. */
    subject?: string;
  };
  /** The shared menu was opened or closed by the header toggle. */
  'edu-menu-toggle': { open: boolean };
  /** <edu-material-viewer> closed (Escape, backdrop, a Close button); its `open` is removed. */
  'edu-viewer-close': Record<string, never>;
  /** A viewer download is about to start; cancel it (preventDefault) to handle it yourself. */
  'edu-download': { url: string; fileName: string };
  /** Learner dashboard: 'Start Course' (the element only passes the course id on). */
  'edu-start-course': { courseId: number };
  /** Learner dashboard: the courses' 'Edit' action. */
  'edu-edit-courses': { studentId: string };
  /** Learner dashboard: 'See all courses'. */
  'edu-see-all-courses': { studentId: string };
  /** Learner dashboard: 'View All Materials'. */
  'edu-view-all-materials': { studentId: string };
  /** Learner dashboard: the Test section's 'View All Test Results'. */
  'edu-view-all-results': { studentId: string };
  /** Learner dashboard: the avatar's camera button. */
  'edu-change-photo': { studentId: string };
  /** Learner dashboard: a course was added (already shown and kept in the browser). */
  'edu-course-added': { course: { id: number; title: string; category: string; instructor: string; progress: number } };
  /** Learner dashboard: the profile was saved (already shown and kept in the browser). */
  'edu-profile-saved': { profile: { name: string; email: string; phone: string; location: string; bio: string } };
  /** The teacher dashboard switched section (in place, not a route). */
  'edu-teacher-section': { section: 'dashboard' | 'classes' | 'materials' | 'tests' | 'attendance' | 'students' };
  /** The administration dashboard switched section (in place, not a route). */
  'edu-admin-section': { section: 'pending' | 'classes' | 'teachers' | 'students' | 'links' };
  /** <edu-auth>: a sign-in succeeded (never carries the password). */
  'edu-sign-in': { email: string; rememberMe: boolean };
  /** <edu-auth>: a sign-up succeeded (never carries the passwords). */
  'edu-sign-up': { fullName: string; email: string; role: 'student' | 'teacher' | 'parent'; terms: boolean };
  /** <edu-auth>: a person is now signed in (their role decides where a portal takes them). */
  'edu-signed-in': { role: 'student' | 'teacher' | 'parent' | 'admin' };
  /** <edu-header>: the person signed out (every shared store is cleared). */
  'edu-signed-out': Record<string, never>;
  /** <edu-auth>: a social sign-in button (the element gives it no action). */
  'edu-social-sign-in': { provider: 'google' | 'facebook'; mode: 'login' | 'signup' };
  /** <edu-auth>: a placeholder link ('Forgot password?', the terms links). */
  'edu-auth-link': { link: 'forgot-password' | 'terms-of-service' | 'privacy-policy' };
}

export type EduEventName = keyof EduEventDetails;

export type EduEventMap = { [K in EduEventName]: CustomEvent<EduEventDetails[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends EduEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends EduEventMap {}
}

/** Dispatches a typed `edu-*` event from `target`; returns false when a listener cancelled it. */
export function dispatchEduEvent<K extends EduEventName>(
  target: EventTarget,
  type: K,
  detail: EduEventDetails[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}
