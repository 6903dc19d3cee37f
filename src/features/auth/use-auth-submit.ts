import { useCallback } from 'react';
import { useElement } from '../../lib/element-context.tsx';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { SIGNED_IN_PAUSE_MS } from './auth-constants.ts';
import { authMessages } from './messages.ts';
import {
  runHostHandler,
  simulateSubmit,
  submitToServer,
  signInDetail,
  signUpDetail,
  type AuthSubmission,
  type AuthSubmitHandler,
  type SubmitResult,
} from './submit.ts';
import type { AuthOutcome } from './use-auth-form.ts';

/**
 * Submits through the host's handler if it set one, else the 2 s simulation when
 * `simulate` is set, else our API server. Then shows the result's toast and, on success only,
 * tells the host with `edu-sign-in` / `edu-sign-up`; after SIGNED_IN_PAUSE_MS the page shows
 * the account as signed in and, when the role is known, `edu-signed-in` follows.
 */
export function useAuthSubmit(handler: AuthSubmitHandler | undefined, simulate: boolean) {
  const { toast, emit, apiBase } = useElement();
  const m = useMessages(authMessages);
  return useCallback(
    async (submission: AuthSubmission): Promise<AuthOutcome> => {
      const { mode } = submission;
      let result: SubmitResult;
      if (handler) result = await runHostHandler(handler, submission);
      else if (simulate) result = await simulateSubmit().then(() => ({ ok: true }) as const);
      else result = await submitToServer(apiBase, submission, m);
      if (!result.ok) {
        toast.error(m.failure[mode]);
        return result;
      }
      toast.success(m.success[mode]);
      if (result.waiting) toast.info(result.waiting);
      if (submission.mode === 'login') emit('edu-sign-in', signInDetail(submission.data));
      else emit('edu-sign-up', signUpDetail(submission.data));
      const { role, signedIn } = result;
      if (role || signedIn) {
        setTimeout(() => {
          signedIn?.();
          if (role) emit('edu-signed-in', { role });
        }, SIGNED_IN_PAUSE_MS);
      }
      return result;
    },
    [handler, simulate, toast, emit, apiBase, m],
  );
}
