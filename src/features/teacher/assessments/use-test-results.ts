import { useCallback, useEffect, useState } from 'react';
import type { TestResults } from '../../../contract/index.ts';
import { errorMessage } from './error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
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
  const [data, setData] = useState<TestResults | null>(null);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState(-1);

  useEffect(() => {
    const ctl = new AbortController();
    api.getTestResults(testId, { signal: ctl.signal }).then(
      (r) => {
        setData(r);
        setError('');
        setSettled(version);
      },
      (e: unknown) => {
        if (ctl.signal.aborted) return;
        setError(errorMessage(e));
        setSettled(version);
      },
    );
    return () => ctl.abort();
  }, [api, testId, version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, loading: settled !== version, refresh };
}
