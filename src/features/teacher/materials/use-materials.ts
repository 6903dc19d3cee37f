import type { TeacherMaterial } from '../../../contract/index.ts';
import { useApi } from '../../../lib/use-api.ts';
import { materialsApi } from '../../../lib/api/materials-api.ts';
import { useAsync } from '../../../lib/use-async.ts';

export interface MaterialsState {
  loading: boolean;
  /** A failed fetch is an empty list; the client only records the error. */
  materials: TeacherMaterial[];
  reload: () => void;
}

const NONE: TeacherMaterial[] = [];

/**
 * GET /api/getStudyMaterials/{teacherId}. `refetchKey` changes with the category and course
 * filters, which refetch; `reload` after a delete. Loading ends either way.
 */
export function useMaterials(teacherId: string, refetchKey: string): MaterialsState {
  const api = useApi(materialsApi);
  const r = useAsync(`${teacherId}|${refetchKey}`, (signal) => api.getTeacherMaterials(teacherId, { signal }));
  return { loading: r.status === 'loading', materials: r.data ?? NONE, reload: r.reload };
}
