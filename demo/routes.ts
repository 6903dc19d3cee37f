/** The demo portal's routes (spec section 2): each path shows one element. */
export interface Route {
  /** The element to show, or null for the not-found page. */
  tag: string | null;
  title: string;
  /** Attributes set on the element. */
  attrs?: Record<string, string>;
  /** false: the element brings its own header and footer, so the page hides #page-header/#page-footer. */
  shell?: boolean;
}

const ROUTES: Record<string, Route> = {
  '/': { tag: 'edu-home', title: 'EduPortal' },
  '/parents': { tag: 'edu-parents', title: 'Parents · EduPortal' },
  '/learners': { tag: 'edu-learner-dashboard', title: 'Learners · EduPortal', shell: false },
  '/teachers': { tag: 'edu-teacher-dashboard', title: 'Teachers · EduPortal' },
  '/login': { tag: 'edu-auth', title: 'Sign In · EduPortal' },
  '/signup': { tag: 'edu-auth', title: 'Sign Up · EduPortal' },
};

export const NOT_FOUND: Route = { tag: null, title: 'Page not found · EduPortal' };

export function routeFor(path: string): Route {
  const clean = path.replace(/\/+$/, '') || '/';
  return ROUTES[clean] ?? NOT_FOUND;
}
