import type { DemoMessages } from './messages.ts';

/** The demo portal's routes: each path shows one element. */
export interface Route {
  /** The element to show, or null for the not-found page. */
  tag: string | null;
  /** The page title's key in the demo texts. */
  title: keyof DemoMessages['titles'];
  /** Attributes set on the element. */
  attrs?: Record<string, string>;
  /** false: the element brings its own header and footer, so the page hides #page-header/#page-footer. */
  shell?: boolean;
}

const ROUTES: Record<string, Route> = {
  '/': { tag: 'edu-home', title: 'home' },
  '/parents': { tag: 'edu-parents', title: 'parents' },
  '/learners': { tag: 'edu-learner-dashboard', title: 'learners', shell: false },
  '/teachers': { tag: 'edu-teacher-dashboard', title: 'teachers' },
  '/admin': { tag: 'edu-admin-dashboard', title: 'admin' },
  '/login': { tag: 'edu-auth', title: 'login' },
  '/signup': { tag: 'edu-auth', title: 'signup' },
  // One stored PDF in the viewer, filling the tab ("Open in new tab" leads here): demo/view-page.ts.
  '/view': { tag: 'edu-material-viewer', title: 'view', shell: false },
};

export const NOT_FOUND: Route = { tag: null, title: 'notFound' };

export function routeFor(path: string): Route {
  const clean = path.replace(/\/+$/, '') || '/';
  return ROUTES[clean] ?? NOT_FOUND;
}
