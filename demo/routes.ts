/** The demo portal's routes (spec section 2): each path shows one element. */
export interface Route {
  /** The element to show, or null for the not-found page. */
  tag: string | null;
  title: string;
  /** Attributes set on the element. */
  attrs?: Record<string, string>;
}

const ROUTES: Record<string, Route> = {
  '/': { tag: 'edu-home', title: 'EduPortal' },
  '/parents': { tag: 'edu-parents', title: 'Parents · EduPortal' },
};

export const NOT_FOUND: Route = { tag: null, title: 'Page not found · EduPortal' };

export function routeFor(path: string): Route {
  const clean = path.replace(/\/+$/, '') || '/';
  return ROUTES[clean] ?? NOT_FOUND;
}
