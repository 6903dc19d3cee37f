/**
 * Where the portal's routes live, for links inside the elements: a path on the page's own
 * origin ('/', '/portal/') or an http(s) URL of a portal on another origin. Anything else
 * (an empty value, `javascript:`, a URL that does not parse) means '/', the page's root.
 */
export function normalizeBasePath(raw: string | null | undefined): string {
  const base = (raw ?? '').trim();
  if (base === '') return '/';
  if (/^[a-z][a-z\d+.-]*:/i.test(base)) {
    try {
      const url = new URL(base);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
      return `${url.origin}${withSlashes(url.pathname)}`;
    } catch {
      return '/';
    }
  }
  if (base.startsWith('//')) return '/'; // another origin is named with its scheme
  return withSlashes(base);
}

/** A leading and a trailing slash, and no run of slashes: 'portal' -> '/portal/'. */
const withSlashes = (path: string): string => `/${path}/`.replace(/\/{2,}/g, '/');

/** A portal route ('/learners', '/') under the base: '/portal/' + '/learners' -> '/portal/learners'. */
export function resolveRoute(base: string, route: string): string {
  return normalizeBasePath(base) + route.replace(/^\/+/, '');
}

/**
 * The portal route a page path shows under the base ('/portal/learners' -> '/learners'); a path
 * outside the base is returned as it is.
 */
export function routeOf(base: string, pathname: string): string {
  const normal = normalizeBasePath(base);
  const prefix = normal.startsWith('/') ? normal : new URL(normal).pathname;
  if (pathname === prefix.replace(/\/$/, '')) return '/';
  return pathname.startsWith(prefix) ? `/${pathname.slice(prefix.length)}` : pathname;
}
