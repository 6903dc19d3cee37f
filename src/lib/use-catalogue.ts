import type { CatalogueCourse } from '../contract/catalogue.ts';
import { catalogueApi } from './api/catalogue-api.ts';
import { perServer, sharedFieldsHook, type SharedFieldsState } from './shared-load.ts';

/**
 * The catalogue's load state (loading, error in words, retry), then its subjects in the server's
 * order (what a material or a test is filed under) and its courses; both empty until loaded.
 */
export type CatalogueState = SharedFieldsState<{ subjects: readonly string[]; courses: readonly CatalogueCourse[] }>;

/**
 * The server's catalogue of subjects and courses (GET /api/catalogue), the one list every element
 * reads: one per server, shared by every element and section.
 */
export const useCatalogue: () => CatalogueState = sharedFieldsHook(perServer, catalogueApi, (api) => api.getCatalogue(), {
  subjects: [],
  courses: [],
});
