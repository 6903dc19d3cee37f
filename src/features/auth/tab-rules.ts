import { trimEnd } from '../../contract/text.ts';

/** Which form the auth screen shows. */
export type AuthTab = 'login' | 'signup';

/** The `mode` attribute only counts when it names a tab; anything else is ignored. */
export function parseMode(mode: string | null | undefined): AuthTab | null {
  return mode === 'login' || mode === 'signup' ? mode : null;
}

/**
 * Sign In when the path is /login, otherwise Sign Up. A path ending in
 * /login (e.g. /portal/login/) counts too, so the element works under a prefix;
 * a valid `mode` attribute wins over the path for sites that embed it elsewhere.
 */
export function authTabFor(path: string, mode?: string | null): AuthTab {
  const explicit = parseMode(mode);
  if (explicit) return explicit;
  const clean = trimEnd(path, '/');
  return clean === '/login' || clean.endsWith('/login') ? 'login' : 'signup';
}
