import { $config } from '../../stores/config.ts';
import { normalizeBase } from './api-base.ts';

/** Servers that answered a request with credentials with no CORS grant for them (CORS_ORIGINS=*). */
const refusing = new Set<string>();

/** Whether the API server at `apiBase` is another origin than the page's ('' is the page's). */
export function isOtherOrigin(apiBase: string, page = (globalThis as { location?: { href: string } }).location?.href): boolean {
  const base = normalizeBase(apiBase);
  if (!base || !page) return false;
  try {
    return new URL(`${base}/`, page).origin !== new URL(page).origin;
  } catch {
    return false;
  }
}

/** Whether the page authenticates with an embed token (`configure({ token })` or `getToken`). */
export const usesEmbedToken = (): boolean => {
  const { token, getToken } = $config.get();
  return Boolean(token || getToken);
};

/**
 * How a request to `apiBase` sends cookies: with them (`include`) to another origin, so a
 * session signed in there reaches the server its CORS_ORIGINS lets the page in; the page's
 * default (`same-origin`) when it is the page's own origin, when a token authenticates instead,
 * or when the server has refused credentials once (it allows any origin, never with cookies).
 */
export function requestCredentials(apiBase: string): RequestCredentials {
  const base = normalizeBase(apiBase);
  return isOtherOrigin(base) && !usesEmbedToken() && !refusing.has(base) ? 'include' : 'same-origin';
}

/** Servers that have answered a request with credentials: their CORS grants them. */
const granting = new Set<string>();

/** A request with credentials got an answer: the server's CORS grants them (its failures are the network's). */
export const credentialsAnswered = (apiBase: string): void => void granting.add(normalizeBase(apiBase));

/**
 * A server's first request with credentials failed as a network error: it may be one whose CORS
 * lets any origin in without cookies only, which refuses such a request whole, so it is sent once
 * more without them. A server that has answered one is not asked so.
 */
export const mayBeRefusingCredentials = (apiBase: string): boolean => !granting.has(normalizeBase(apiBase));

/** The request went through without credentials: none are sent to this server again. */
export const credentialsRefused = (apiBase: string): void => void refusing.add(normalizeBase(apiBase));
