import { classesApi, type ClassesApi, type ClassList } from '../../../lib/api/classes-api.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { useAsync } from '../../../lib/use-async.ts';

export interface ClassesState {
  /** True until the list has loaded or failed. */
  loading: boolean;
  /** The classes' names in the server's order; empty while loading and after a failure. */
  classes: readonly string[];
  /** The classes that are LMS courses (their roster can be synced from the LMS). */
  lmsCourses: readonly string[];
  /** The failure in words, in the element's language; null when there is none. */
  error: string | null;
  /** Asks the server again (after a failure). */
  retry: () => void;
}

interface Load {
  apiBase: string;
  list: Promise<ClassList>;
  /** The list once it has loaded. */
  value?: ClassList;
}

// The class list is loaded once per element and server: every section, tab and dialog of the
// element shares that load. A failed load is forgotten, so asking again fetches again.
const loads = new WeakMap<object, Load>();

function loadClasses(host: object, apiBase: string, api: ClassesApi): Promise<ClassList> {
  const known = loads.get(host);
  if (known?.apiBase === apiBase) return known.list;
  const load: Load = { apiBase, list: api.getClasses() };
  loads.set(host, load);
  load.list.then(
    (value) => {
      load.value = value;
    },
    () => {
      if (loads.get(host) === load) loads.delete(host);
    },
  );
  return load.list;
}

const NONE: readonly string[] = [];

/** The classes a teacher chooses from (GET /api/classes), loaded once per element. */
export function useClasses(): ClassesState {
  const { host, apiBase } = useElement();
  const api = useApi(classesApi);
  const describe = useErrorText();
  const r = useAsync(apiBase, () => loadClasses(host, apiBase, api));
  // A list this element loaded already shows at once, without a loading state in between.
  const known = loads.get(host);
  const list = r.data ?? (known?.apiBase === apiBase ? known.value : undefined);
  const failed = r.status === 'error';
  return {
    loading: list === undefined && !failed,
    classes: list?.classes ?? NONE,
    lmsCourses: list?.lmsCourses ?? NONE,
    error: list === undefined && failed ? describe(r.error) : null,
    retry: r.reload,
  };
}
