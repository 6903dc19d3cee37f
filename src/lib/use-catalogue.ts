import type { CatalogueCourse, CatalogueResponse } from '../contract/catalogue.ts';
import { catalogueApi } from './api/catalogue-api.ts';
import { useElement } from './element-context.tsx';
import { SharedLoads, useSharedLoad, withFields, type SharedFieldsState } from './shared-load.ts';
import { useApi } from './use-api.ts';

/**
 * The catalogue's load state (loading, error in words, retry), then its subjects in the server's
 * order (what a material or a test is filed under) and its courses; both empty until loaded.
 */
export type CatalogueState = SharedFieldsState<{ subjects: readonly string[]; courses: readonly CatalogueCourse[] }>;

// One catalogue per server, shared by every element and section.
const loads = new SharedLoads<string, CatalogueResponse>();

const EMPTY: CatalogueResponse = { subjects: [], courses: [] };

/** The server's catalogue of subjects and courses (GET /api/catalogue), the one list every element reads. */
export function useCatalogue(): CatalogueState {
  const { apiBase } = useElement();
  const api = useApi(catalogueApi);
  return withFields(
    useSharedLoad(loads, apiBase, () => api.getCatalogue()),
    EMPTY,
  );
}
