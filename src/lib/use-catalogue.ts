import type { CatalogueCourse, CatalogueResponse } from '../contract/catalogue.ts';
import { catalogueApi } from './api/catalogue-api.ts';
import { useElement } from './element-context.tsx';
import { SharedLoads, useSharedLoad } from './shared-load.ts';
import { useApi } from './use-api.ts';

export interface CatalogueState {
  /** True until the catalogue has loaded or failed. */
  loading: boolean;
  /** The subjects in the server's order: what a material or a test is filed under. Empty until loaded. */
  subjects: readonly string[];
  /** The courses in the server's order; empty until loaded. */
  courses: readonly CatalogueCourse[];
  /** The failure in words, in the element's language; null when there is none. */
  error: string | null;
  /** Asks the server again (after a failure). */
  retry: () => void;
}

// One catalogue per server, shared by every element and section.
const loads = new SharedLoads<string, CatalogueResponse>();

const NO_SUBJECTS: readonly string[] = [];
const NO_COURSES: readonly CatalogueCourse[] = [];

/** The server's catalogue of subjects and courses (GET /api/catalogue), the one list every element reads. */
export function useCatalogue(): CatalogueState {
  const { apiBase } = useElement();
  const api = useApi(catalogueApi);
  const { value, loading, error, retry } = useSharedLoad(loads, apiBase, () => api.getCatalogue());
  return {
    loading,
    subjects: value?.subjects ?? NO_SUBJECTS,
    courses: value?.courses ?? NO_COURSES,
    error,
    retry,
  };
}
