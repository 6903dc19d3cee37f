import { useCallback } from 'react';
import { useElement } from '../../lib/element-context.tsx';
import { TOASTS } from './auth-texts.ts';
import { runSubmit, signInDetail, signUpDetail, type AuthSubmission, type AuthSubmitHandler } from './submit.ts';

/**
 * Submits through the host's handler (or the spec's simulation), then shows the spec's
 * toast and, on success only, tells the host with `edu-sign-in` / `edu-sign-up`.
 */
export function useAuthSubmit(handler: AuthSubmitHandler | undefined) {
  const { toast, emit } = useElement();
  return useCallback(
    async (submission: AuthSubmission): Promise<void> => {
      const texts = TOASTS[submission.mode];
      if (!(await runSubmit(handler, submission))) {
        toast.error(texts.failure);
        return;
      }
      toast.success(texts.success);
      if (submission.mode === 'login') emit('edu-sign-in', signInDetail(submission.data));
      else emit('edu-sign-up', signUpDetail(submission.data));
    },
    [handler, toast, emit],
  );
}
