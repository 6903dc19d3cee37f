import { atom } from 'nanostores';
import type { Me } from '../contract/auth.ts';

/**
 * The signed-in person, shared by every element of the page (for one API server):
 * `unknown` until asked, `signed-out` (`expired` when the server ended the session), or
 * `signed-in` with the server's answer to GET /api/me.
 */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'loading'; apiBase: string }
  | { status: 'signed-out'; apiBase: string; expired?: boolean; error?: string }
  | { status: 'signed-in'; apiBase: string; user: Me };

export const $session = atom<SessionState>({ status: 'unknown' });

/** The server answered 401 to a signed-in page: the session (or token) has expired. */
export function sessionExpired(apiBase: string): void {
  const s = $session.get();
  if (s.status === 'signed-in' && s.apiBase === apiBase) $session.set({ status: 'signed-out', apiBase, expired: true });
}

/** The last refusal (403) from the server, shown by every dashboard of that server until dismissed. */
export const $refusal = atom<{ apiBase: string; message: string } | null>(null);

export function refused(apiBase: string, message: string): void {
  $refusal.set({ apiBase, message });
}
