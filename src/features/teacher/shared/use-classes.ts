import { classesApi, type ClassList } from '../../../lib/api/classes-api.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { SharedLoads, useSharedLoad } from '../../../lib/shared-load.ts';
import { useApi } from '../../../lib/use-api.ts';

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

// One class list per element and server: every section, tab and dialog of the element shares it.
const loads = new SharedLoads<HTMLElement, ClassList>();

const NONE: readonly string[] = [];

/** The classes a teacher chooses from (GET /api/classes), loaded once per element. */
export function useClasses(): ClassesState {
  const { host } = useElement();
  const api = useApi(classesApi);
  const { value, loading, error, retry } = useSharedLoad(loads, host, () => api.getClasses());
  return {
    loading,
    classes: value?.classes ?? NONE,
    lmsCourses: value?.lmsCourses ?? NONE,
    error,
    retry,
  };
}
