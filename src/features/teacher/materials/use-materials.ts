import { TeacherMaterialsResponse, type TeacherMaterial } from '../../../contract/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { callJson } from '../shared/api.ts';
import { useAsync } from '../shared/use-async.ts';

export interface MaterialsState {
  loading: boolean;
  /** A failed fetch is an empty list; the error is only recorded (spec section 8). */
  materials: TeacherMaterial[];
  reload: () => void;
}

const NONE: TeacherMaterial[] = [];

/**
 * GET /api/getStudyMaterials/{teacherId}. `refetchKey` changes with the category and course
 * filters, which refetch (spec section 4); `reload` after a delete. Loading ends either way.
 */
export function useMaterials(teacherId: string, refetchKey: string): MaterialsState {
  const { apiBase } = useElement();
  const r = useAsync(`${apiBase}|${teacherId}|${refetchKey}`, (signal) =>
    callJson(apiBase, 'teacherMaterials', TeacherMaterialsResponse, { params: { teacherId }, signal }).then((b) => b.materials),
  );
  return { loading: r.loading, materials: r.data ?? NONE, reload: r.reload };
}
