import { useStore } from '@nanostores/react';
import { atom, type WritableAtom } from 'nanostores';
import { useCallback, useEffect } from 'react';
import type { LearnerResult } from '../../../contract/attempts.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { attemptsApi } from '../../../lib/api/attempts-api.ts';

export type ResultsState =
  | { status: 'idle' }
  | { status: 'loading'; run: object }
  | { status: 'loaded'; results: LearnerResult[] }
  | { status: 'error'; error: unknown };

export interface LearnerResults {
  state: ResultsState;
  /** Loads again (Retry, or after an attempt was graded). */
  reload: () => void;
}

interface Entry {
  store: WritableAtom<ResultsState>;
}

// One cache per dashboard element: the Test and Progress sections share a learner's results.
const caches = new WeakMap<ShadowRoot, Map<string, Entry>>();

function entryFor(root: ShadowRoot, key: string): Entry {
  let byKey = caches.get(root);
  if (!byKey) caches.set(root, (byKey = new Map()));
  let entry = byKey.get(key);
  if (!entry) byKey.set(key, (entry = { store: atom<ResultsState>({ status: 'idle' }) }));
  return entry;
}

/**
 * The learner's graded results, newest first (GET /api/learners/{id}/results), fetched once per
 * learner and element and shared by every section that shows them.
 */
export function useLearnerResults(studentId: string): LearnerResults {
  const { root, apiBase } = useElement();
  const api = useApi(attemptsApi);
  const entry = entryFor(root, `${apiBase}|${studentId}`);
  const state = useStore(entry.store);

  const reload = useCallback(() => {
    const { store } = entry;
    // Only the answer to the latest load is kept.
    const run = {};
    const latest = (): boolean => {
      const now = store.get();
      return now.status === 'loading' && now.run === run;
    };
    store.set({ status: 'loading', run });
    api.getLearnerResults(studentId).then(
      (results) => latest() && store.set({ status: 'loaded', results }),
      (error: unknown) => latest() && store.set({ status: 'error', error }),
    );
  }, [api, entry, studentId]);

  useEffect(() => {
    if (entry.store.get().status === 'idle') reload();
  }, [entry, reload]);

  return { state, reload };
}
