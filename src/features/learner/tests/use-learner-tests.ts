import type { LearnerTest } from '../../../contract/attempts.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useAsync } from '../../../lib/use-async.ts';
import { useElement } from '../../../lib/element-context.tsx';
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
  const { apiBase } = useElement();
  const api = useApi(attemptsApi);
  // Another server or learner is another list.
  const r = useAsync(`${apiBase}|${studentId}`, (signal) => api.getLearnerTests(studentId, { signal }));
  // A reload keeps showing the learner's tests it replaces until the new answer arrives.
  const tests = r.status !== 'loading' || r.reloading ? r.data : undefined;
  return { loading: r.status === 'loading', tests, error: r.error, reload: r.reload };
}
