import { apiContext } from '../../../lib/api/api-context.ts';
import { materialsApi } from '../../../lib/api/materials-api.ts';
import type { LearnerMaterial } from '../../../contract/materials.ts';

export type { LearnerMaterial };

/**
 * GET /api/studyMaterials/{studentId} through the shared client: a failure (non-OK is
 * 'Network response was not ok') is recorded by the client and yields an empty list;
 * only an abort rejects.
 */
export function fetchLearnerMaterials(apiBase: string, studentId: string, signal?: AbortSignal): Promise<LearnerMaterial[]> {
  return materialsApi(apiContext(apiBase)).getLearnerMaterials(studentId, { signal });
}
