import type { Me, SignInRequest, SignUpRequest } from '../contract/auth.ts';
import { $refusal, $session, type SessionState } from '../stores/session.ts';
import { closeSidebar } from '../stores/sidebar.ts';
import { apiContext } from './api/api-context.ts';
import { ApiError } from './api/api-error.ts';
import { authApi } from './api/auth-api.ts';
import { errorText } from './api/error-text.ts';
import { normalizeBase } from './api/api-base.ts';
import { isOtherOrigin, usesEmbedToken } from './api/credentials.ts';
import { libMessages, type LibMessages } from './messages.ts';

/**
 * The page's session with one API server: asked once (GET /api/me) however many elements
 * need it, and set by signing in, up or out through any element.
 */
export function ensureSession(apiBase: string): void {
  const base = normalizeBase(apiBase);
  const s = $session.get();
  if (s.status !== 'unknown' && s.apiBase === base) return;
  void reloadSession(base);
}

/** Asks the server who is signed in, now. */
export async function reloadSession(apiBase: string): Promise<void> {
  const base = normalizeBase(apiBase);
  $session.set({ status: 'loading', apiBase: base });
  try {
    const user = await authApi(apiContext(base)).me();
    $session.set({ status: 'signed-in', apiBase: base, user });
  } catch (err) {
    const offline = err instanceof ApiError && err.status !== 401;
    const state: SessionState = {
      status: 'signed-out',
      apiBase: base,
      ...(offline ? { error: libMessages.en.checkAccountFailed(errorText(err, libMessages.en)) } : {}),
    };
    if (offline) checkFailures.set(state, err);
    $session.set(state);
  }
}

// The failure behind a session's `error` (its English text), to word it in any language.
const checkFailures = new WeakMap<SessionState, unknown>();

/** Why the session could not be checked, in the language of `m`; undefined when it was. */
export function sessionErrorText(session: SessionState, m: LibMessages): string | undefined {
  if (session.status !== 'signed-out' || !session.error) return undefined;
  return checkFailures.has(session) ? m.checkAccountFailed(errorText(checkFailures.get(session), m)) : session.error;
}

/**
 * Signs in (the server sets its session cookie) and returns the account; throws ApiError with
 * the server's reason. The page's session changes only with `showSignedIn`, so the caller
 * decides when the screen moves on.
 */
export const signIn = (apiBase: string, data: SignInRequest): Promise<Me> => authApi(apiContext(apiBase)).signIn(data);

/** Creates the account, signed in at once (see signIn); throws ApiError with the server's reason. */
export const signUp = (apiBase: string, data: SignUpRequest): Promise<Me> => authApi(apiContext(apiBase)).signUp(data);

/**
 * Whether the browser refused the session cookie of a sign-in just made: on a page of another
 * origin signed in by cookie (no embed token), a browser that blocks third-party cookies, or a
 * server over plain http, keeps none, so the server is asked who is signed in. A server that
 * cannot be asked is not taken as a refusal.
 */
export async function sessionRefused(apiBase: string): Promise<boolean> {
  if (!isOtherOrigin(apiBase) || usesEmbedToken()) return false;
  try {
    await authApi(apiContext(apiBase)).me();
    return false;
  } catch (err) {
    return err instanceof ApiError && err.status === 401;
  }
}

/** Every element of the page now shows `user` as signed in. */
export function showSignedIn(apiBase: string, user: Me): void {
  $refusal.set(null);
  $session.set({ status: 'signed-in', apiBase: normalizeBase(apiBase), user });
}

/** Signs out on the server, then clears every shared store (session, refusal notice, menu). */
export async function signOut(apiBase: string): Promise<void> {
  const base = normalizeBase(apiBase);
  await authApi(apiContext(base)).signOut();
  $session.set({ status: 'signed-out', apiBase: base });
  $refusal.set(null);
  closeSidebar();
}
