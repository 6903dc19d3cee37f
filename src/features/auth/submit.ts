import type { EduEventDetails } from '../../lib/events.ts';
import { SIMULATED_SUBMIT_DELAY_MS } from './auth-constants.ts';
import type { LoginFormData, SignUpFormData } from './schemas.ts';

/** What a submit handler receives: which form, and its validated data (password included). */
export type AuthSubmission = { mode: 'login'; data: LoginFormData } | { mode: 'signup'; data: SignUpFormData };

/**
 * A host's own sign-in / sign-up (the element's `submitHandler` DOM property).
 * Resolving means success, rejecting (or throwing) means failure; the element shows the toast.
 */
export type AuthSubmitHandler = (submission: AuthSubmission) => Promise<unknown> | unknown;

/** The spec's placeholder submit: no server call, succeeds after 2000 ms (section 7). */
export function simulateSubmit(delayMs: number = SIMULATED_SUBMIT_DELAY_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, delayMs));
}

/** Runs the host's handler, or the simulation; true on success, false on any failure. */
export async function runSubmit(handler: AuthSubmitHandler | undefined, submission: AuthSubmission): Promise<boolean> {
  try {
    await (handler ? handler(submission) : simulateSubmit());
    return true;
  } catch {
    return false;
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
