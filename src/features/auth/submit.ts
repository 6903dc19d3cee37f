import type { Me } from '../../contract/auth.ts';
import type { AccountRole } from '../../contract/account-texts.ts';
import type { EduEventDetails } from '../../lib/events.ts';
import { ApiError } from '../../lib/api/index.ts';
import { sessionRefused, showSignedIn, signIn, signUp } from '../../lib/session.ts';
import { SIMULATED_SUBMIT_DELAY_MS } from './auth-constants.ts';
import type { AuthMessages } from './messages.ts';
import type { LoginFormData, SignUpFormData } from './schemas.ts';

/** What a submit handler receives: which form, and its validated data (password included). */
export type AuthSubmission = { mode: 'login'; data: LoginFormData } | { mode: 'signup'; data: SignUpFormData };

/**
 * A host's own sign-in / sign-up (the element's `submitHandler` DOM property).
 * Resolving means success, rejecting (or throwing) means failure; the element shows the toast.
 * Resolving with `{ role }` makes the element emit `edu-signed-in` with that role.
 */
export type AuthSubmitHandler = (submission: AuthSubmission) => Promise<unknown> | unknown;

/**
 * How a submission went: on success the role signed in, if known, and what the account still
 * waits for (approval or a link), if anything; on failure the reason, if any.
 */
export type SubmitResult =
  { ok: true; role?: AccountRole; waiting?: string; signedIn?: () => void } | { ok: false; message?: string };

/** What a new or signed-in account still waits for, in the words the dashboards use. */
export function waitingFor(user: Me, m: AuthMessages): string | undefined {
  if (user.status === 'pending') return m.waiting.pendingTeacher;
  if (user.status === 'declined')
    return user.declinedReason
      ? `${m.waiting.declinedTeacher} ${m.declinedReason(user.declinedReason)}`
      : m.waiting.declinedTeacher;
  if (user.status === 'unlinked') return user.role === 'parent' ? m.waiting.unlinkedParent : m.waiting.unlinkedStudent;
  return undefined;
}

/** How long the placeholder submit takes: SIMULATED_SUBMIT_DELAY_MS unless a test shortens it. */
let simulatedDelayMs = SIMULATED_SUBMIT_DELAY_MS;

/** Test hook: the placeholder submit's delay; without an argument, SIMULATED_SUBMIT_DELAY_MS again. */
export function setSimulatedSubmitDelay(delayMs: number = SIMULATED_SUBMIT_DELAY_MS): void {
  simulatedDelayMs = delayMs;
}

/** The placeholder submit: no server call, succeeds after the simulated delay (2000 ms). */
export function simulateSubmit(delayMs: number = simulatedDelayMs): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, delayMs));
}

const roleOf = (value: unknown): AccountRole | undefined => {
  const role = (value as { role?: unknown } | null)?.role;
  return role === 'student' || role === 'teacher' || role === 'parent' || role === 'admin' ? role : undefined;
};

/** Runs the host's handler; any rejection is a failure. */
export async function runHostHandler(handler: AuthSubmitHandler, submission: AuthSubmission): Promise<SubmitResult> {
  try {
    return { ok: true, role: roleOf(await handler(submission)) };
  } catch {
    return { ok: false };
  }
}

/**
 * Signs in or up against the API server; a refusal carries the server's message as it came,
 * an unreachable server our own (in the language of `m`), and a session cookie the browser did
 * not keep (another site's, see sessionRefused) says so and points to embed tokens.
 */
export async function submitToServer(apiBase: string, submission: AuthSubmission, m: AuthMessages): Promise<SubmitResult> {
  try {
    let user: Me;
    if (submission.mode === 'login') {
      const { email, password, rememberMe } = submission.data;
      user = await signIn(apiBase, { email, password, rememberMe });
    } else {
      const { fullName, email, role, password } = submission.data;
      user = await signUp(apiBase, { fullName, email, role, password });
    }
    // Without its cookie the next click would find the session expired: say why now instead.
    if (await sessionRefused(apiBase)) return { ok: false, message: m.cookieRefused };
    return {
      ok: true,
      role: user.role,
      waiting: waitingFor(user, m),
      signedIn: () => showSignedIn(apiBase, user),
    };
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) return { ok: false, message: m.serverUnreachable };
    return { ok: false, message: err instanceof ApiError ? err.serverMessage : undefined };
  }
}

/** `edu-sign-in` detail: the login data without the password. */
export const signInDetail = ({ email, rememberMe }: LoginFormData): EduEventDetails['edu-sign-in'] => ({
  email,
  rememberMe,
});

/** `edu-sign-up` detail: the sign-up data without either password field. */
export const signUpDetail = ({ fullName, email, role, terms }: SignUpFormData): EduEventDetails['edu-sign-up'] => ({
  fullName,
  email,
  role,
  terms,
});
