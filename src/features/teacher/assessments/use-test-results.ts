import type { TestResults } from '../../../contract/index.ts';
import { errorMessage } from './error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useAsync } from '../../../lib/use-async.ts';
import { attemptsApi } from '../../../lib/api/attempts-api.ts';

export interface TestResultsState {
  /** The latest results the server sent (kept while a refresh runs or after it fails). */
  data: TestResults | null;
  /** Why the latest load failed ('' when it did not). */
  error: string;
  loading: boolean;
  refresh: () => void;
}

/** GET /api/tests/{id}/results, again on refresh(); a newer load aborts the one running. */
export function useTestResults(testId: number): TestResultsState {
  const api = useApi(attemptsApi);
  const r = useAsync(`${testId}`, (signal) => api.getTestResults(testId, { signal }));
  return {
    data: r.latest ?? null,
    error: r.failure === undefined ? '' : errorMessage(r.failure),
    loading: r.status === 'loading',
    refresh: r.reload,
  };
}
