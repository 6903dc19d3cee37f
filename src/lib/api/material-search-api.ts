import { MATERIAL_SEARCH_ROUTES, type MaterialSearchHit } from '../../contract/material-search.ts';
import { call, withAbsoluteUrl, type ApiContext, type Signal } from './api-context.ts';
import { limitQuery } from './page-query.ts';

/** Search across materials. */
export const materialSearchApi = (ctx: ApiContext) => ({
  /**
   * GET /api/materials/search?q=&limit=: the caller's materials whose text matches, best first
   * (a teacher's own, or the learners' list); throws ApiError.
   */
  async searchMaterials(q: string, o: Signal & { limit?: number } = {}): Promise<MaterialSearchHit[]> {
    const query = { q, limit: limitQuery(o.limit) };
    const body = await call(ctx, MATERIAL_SEARCH_ROUTES.searchMaterials, { query, signal: o.signal });
    return body.hits.map((hit) => ({ ...hit, material: withAbsoluteUrl(ctx, hit.material) }));
  },
});
