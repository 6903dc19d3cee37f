import { CATALOGUE_ROUTES, type CatalogueResponse } from '../../contract/catalogue.ts';
import { call, type ApiContext, type Signal } from './api-context.ts';

/** The school's catalogue of subjects and courses. */
export const catalogueApi = (ctx: ApiContext) => ({
  /**
   * GET /api/catalogue: the subjects and courses in the server's order, each subject and course
   * id once (a repeat the server sent is dropped); throws ApiError.
   */
  async getCatalogue(o: Signal = {}): Promise<CatalogueResponse> {
    const res = await call(ctx, CATALOGUE_ROUTES.catalogue, { signal: o.signal });
    const ids = new Set<string>();
    const courses = res.courses.filter((c) => {
      if (ids.has(c.id)) return false;
      ids.add(c.id);
      return true;
    });
    return { subjects: [...new Set(res.subjects)], courses };
  },
});

export type CatalogueApi = ReturnType<typeof catalogueApi>;
