import { useEffect, useState } from 'react';
import { fetchLearnerMaterials, type LearnerMaterial } from './materials-api.ts';

export interface MaterialsState {
  loading: boolean;
  materials: LearnerMaterial[];
}

/**
 * Loading, then loaded (a list, or empty). A failure is recorded by the client and ends
 * loading with an empty list ('No materials found.').
 */
export function useMaterials(apiBase: string, studentId: string): MaterialsState {
  const key = `${apiBase}|${studentId}`;
  // The result remembers which request it answers: another key means loading again.
  const [done, setDone] = useState<{ key: string; materials: LearnerMaterial[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchLearnerMaterials(apiBase, studentId, controller.signal).then(
      (materials) => setDone({ key, materials }),
      () => {}, // only an abort rejects: superseded or unmounted
    );
    return () => controller.abort();
  }, [apiBase, studentId, key]);
  return done?.key === key ? { loading: false, materials: done.materials } : { loading: true, materials: [] };
}
