import type { ClassSummary } from '../../../contract/classes.ts';
import { classesApi } from '../../../lib/api/classes-api.ts';
import { perElement, sharedFieldsHook, type SharedFieldsState } from '../../../lib/shared-load.ts';

/**
 * The class list's load state (loading, error in words, retry), then the classes' names in the
 * server's order and those that are LMS courses (their roster can be synced); both empty until loaded.
 */
export type ClassesState = SharedFieldsState<{
  summaries: readonly ClassSummary[];
  classes: readonly string[];
  lmsCourses: readonly string[];
}>;

/**
 * The classes a teacher chooses from (GET /api/classes): one list per element and server, which
 * every section, tab and dialog of the element shares.
 */
export const useClasses: () => ClassesState = sharedFieldsHook(perElement, classesApi, (api) => api.getClasses(), {
  summaries: [],
  classes: [],
  lmsCourses: [],
});
