import { trimEnd } from '../../contract/text.ts';

/** An API server's base without its trailing slash, as calls are built on it and per-server state is keyed; '' means the page's origin (relative URLs). */
export const normalizeBase = (apiBase: string): string => trimEnd(apiBase.trim(), '/');

/** The API server an element talks to: its own `api-base`, else the page-wide one, else the page's origin. */
export const resolveApiBase = (own: string | undefined, pageWide: string | undefined): string =>
  normalizeBase(own || pageWide || location.origin);
