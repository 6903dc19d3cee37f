import type { TeacherMaterial } from '../../../contract/index.ts';
import { useApi } from '../../../lib/use-api.ts';
import { materialsApi } from '../../../lib/api/materials-api.ts';
import { useSearchedPages, type PagedList } from '../../../lib/use-paged-list.ts';
import { ALL, type MaterialFilters } from './material-rules.ts';

/** Materials per page: the Manage list several screens over. */
export const MATERIAL_PAGE_SIZE = 50;

const orNone = (v: string): string | undefined => (v === ALL ? undefined : v.trim() || undefined);

/**
 * GET /api/getStudyMaterials/{teacherId} a page at a time, filtered by title, category and course
 * on the server (a title search once typing pauses); a new filter starts again from the first
 * page, `reload` after a change. A failed fetch is an empty list; the client only records the error.
 */
export function useMaterials(teacherId: string, { search, category, course }: MaterialFilters): PagedList<TeacherMaterial> {
  const api = useApi(materialsApi);
  return useSearchedPages(JSON.stringify([teacherId, category, course]), search, (q, cursor, signal) =>
    api.getTeacherMaterialPage(teacherId, {
      q,
      category: orNone(category),
      course: orNone(course),
      cursor,
      limit: MATERIAL_PAGE_SIZE,
      signal,
    }),
  );
}
