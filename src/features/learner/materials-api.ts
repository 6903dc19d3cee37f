import { LearnerMaterial } from '../../contract/materials.ts';
import * as z from 'zod/mini';

export type { LearnerMaterial };

/** Spec section 8: a non-OK material fetch is this error. */
export const NOT_OK_MESSAGE = 'Network response was not ok';

const Envelope = z.object({ studyMaterials: z.array(z.unknown()) });

// TODO(contract): switch to createApiClient(apiBase) from src/lib/api once it exists;
// this is the one call the learner needs, validated with the shared contract schemas.
/**
 * GET /api/studyMaterials/{studentId}. Throws on a non-OK response or a body without a
 * `studyMaterials` array; rows that do not match the contract are dropped, not trusted.
 */
export async function fetchLearnerMaterials(
  apiBase: string,
  studentId: string,
  signal?: AbortSignal,
): Promise<LearnerMaterial[]> {
  const url = `${apiBase.replace(/\/+$/, '')}/api/studyMaterials/${encodeURIComponent(studentId)}`;
  const res = await fetch(url, { headers: { 'Content-Type': 'application/json' }, signal });
  if (!res.ok) throw new Error(NOT_OK_MESSAGE);
  const body = Envelope.safeParse(await res.json());
  if (!body.success) throw new Error('Unexpected study materials response');
  return body.data.studyMaterials.flatMap((row) => {
    const parsed = LearnerMaterial.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}
