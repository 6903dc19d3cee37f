import type { CatalogueCourse, CatalogueResponse } from '../contract/catalogue.ts';
import { catalogueApi, type CatalogueApi } from './api/catalogue-api.ts';
import { useElement } from './element-context.tsx';
import { useApi } from './use-api.ts';
import { useAsync } from './use-async.ts';
import { useErrorText } from './use-error-text.ts';

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

interface Load {
  catalogue: Promise<CatalogueResponse>;
  /** The catalogue once it has loaded. */
  value?: CatalogueResponse;
}

// One catalogue per server, shared by every element and section: it is loaded once per API
// base. A failed load is forgotten, so asking again fetches again.
const loads = new Map<string, Load>();

function loadCatalogue(apiBase: string, api: CatalogueApi): Promise<CatalogueResponse> {
  const known = loads.get(apiBase);
  if (known) return known.catalogue;
  const load: Load = { catalogue: api.getCatalogue() };
  loads.set(apiBase, load);
  load.catalogue.then(
    (value) => {
      load.value = value;
    },
    () => {
      if (loads.get(apiBase) === load) loads.delete(apiBase);
    },
  );
  return load.catalogue;
}

const NO_SUBJECTS: readonly string[] = [];
const NO_COURSES: readonly CatalogueCourse[] = [];

/** The server's catalogue of subjects and courses (GET /api/catalogue), the one list every element reads. */
export function useCatalogue(): CatalogueState {
  const { apiBase } = useElement();
  const api = useApi(catalogueApi);
  const describe = useErrorText();
  const r = useAsync(apiBase, () => loadCatalogue(apiBase, api));
  // A catalogue loaded already shows at once, without a loading state in between.
  const catalogue = r.data ?? loads.get(apiBase)?.value;
  const failed = r.status === 'error';
  return {
    loading: catalogue === undefined && !failed,
    subjects: catalogue?.subjects ?? NO_SUBJECTS,
    courses: catalogue?.courses ?? NO_COURSES,
    error: catalogue === undefined && failed ? describe(r.error) : null,
    retry: r.reload,
  };
}
