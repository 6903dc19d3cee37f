import { classesApi, type ClassList } from '../../../lib/api/classes-api.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { SharedLoads, useSharedLoad, withFields, type SharedFieldsState } from '../../../lib/shared-load.ts';
import { useApi } from '../../../lib/use-api.ts';

/**
 * The class list's load state (loading, error in words, retry), then the classes' names in the
 * server's order and those that are LMS courses (their roster can be synced); both empty until loaded.
 */
export type ClassesState = SharedFieldsState<{ classes: readonly string[]; lmsCourses: readonly string[] }>;

// One class list per element and server: every section, tab and dialog of the element shares it.
const loads = new SharedLoads<HTMLElement, ClassList>();

const EMPTY: ClassList = { classes: [], lmsCourses: [] };

/** The classes a teacher chooses from (GET /api/classes), loaded once per element. */
export function useClasses(): ClassesState {
  const { host } = useElement();
  const api = useApi(classesApi);
  return withFields(
    useSharedLoad(loads, host, () => api.getClasses()),
    EMPTY,
  );
}
