import { useCallback, useEffect, useState } from 'react';
import type { LearnerTest } from '../../../contract/attempts.ts';
import { isAbort } from '../../../lib/api/api-error.ts';
import { useApi } from '../../../lib/use-api.ts';
import { attemptsApi } from '../../../lib/api/attempts-api.ts';

export interface LearnerTestsState {
  /** True until the load for the current learner has settled (success or failure alike). */
  loading: boolean;
  tests: LearnerTest[] | undefined;
  error: unknown;
  /** Loads again (Retry, after an attempt, when time ran out). */
  reload: () => void;
}

/** The tests assigned to the learner's class (GET /api/learners/{id}/tests). */
export function useLearnerTests(studentId: string): LearnerTestsState {
  const api = useApi(attemptsApi);
  const [nonce, setNonce] = useState(0);
  const wanted = `${studentId}#${nonce}`;
  // What the last settled load answered; another key means loading again.
  const [settled, setSettled] = useState<{ key: string; studentId: string; tests?: LearnerTest[]; error?: unknown } | null>(null);

  useEffect(() => {
    const ctl = new AbortController();
    api.getLearnerTests(studentId, { signal: ctl.signal }).then(
      (tests) => setSettled({ key: wanted, studentId, tests }),
      (error: unknown) => {
        if (!isAbort(error) && !ctl.signal.aborted) setSettled({ key: wanted, studentId, error });
      },
    );
    return () => ctl.abort();
  }, [api, studentId, wanted]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const current = settled?.key === wanted ? settled : null;
  // A reload keeps showing the learner's tests it replaces until the new answer arrives.
  const tests = current ? current.tests : settled?.studentId === studentId ? settled.tests : undefined;
  return { loading: !current, tests, error: current?.error, reload };
}
