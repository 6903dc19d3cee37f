import { useCallback } from 'react';
import type { LearnerResult } from '../../../contract/attempts.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { SharedLoads } from '../../../lib/shared-load.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useAsync } from '../../../lib/use-async.ts';
import { attemptsApi } from '../../../lib/api/attempts-api.ts';

export type ResultsState =
  { status: 'loading' } | { status: 'loaded'; results: LearnerResult[] } | { status: 'error'; error: unknown };

export interface LearnerResults {
  state: ResultsState;
  /** Loads again (Retry, or after an attempt was graded). */
  reload: () => void;
}

// One load per dashboard element: the Test and Progress sections share a learner's results.
const loads = new SharedLoads<ShadowRoot, LearnerResult[]>();

/**
 * The learner's graded results, newest first (GET /api/learners/{id}/results, every page), fetched once per
 * learner and element and shared by every section that shows them.
 */
export function useLearnerResults(studentId: string): LearnerResults {
  const { root, apiBase } = useElement();
  const api = useApi(attemptsApi);
  const key = `${apiBase}|${studentId}`;
  const r = useAsync(key, () => loads.load(root, key, () => api.getAllLearnerResults(studentId)));
  // Results loaded already show at once; a reload shows loading until its answer.
  const results = r.status === 'ok' ? r.data : loads.loaded(root, key);
  const state: ResultsState =
    r.status === 'error' ? { status: 'error', error: r.error } : results ? { status: 'loaded', results } : { status: 'loading' };
  const { reload: again } = r;
  const reload = useCallback(() => {
    loads.forget(root);
    again();
  }, [root, again]);
  return { state, reload };
}
