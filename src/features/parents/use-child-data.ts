import { useCallback } from 'react';
import type { AttendanceSummary } from '../../contract/attendance.ts';
import type { LearnerResult, LearnerTest } from '../../contract/attempts.ts';
import type { LearnerMaterial } from '../../contract/materials.ts';
import { isAbort } from '../../lib/api/api-error.ts';
import { apiContext } from '../../lib/api/api-context.ts';
import { attemptsApi } from '../../lib/api/attempts-api.ts';
import { attendanceApi } from '../../lib/api/attendance-api.ts';
import { materialsApi, type LearnerMaterialPage } from '../../lib/api/materials-api.ts';
import type { MaterialFilterValue } from '../../lib/material-filters.ts';
import { usePagedList, type PagedList } from '../../lib/use-paged-list.ts';
import { CHILD_PAGE, RECENT_MATERIALS } from './parent-rules.ts';
import { useElement } from '../../lib/element-context.tsx';
import { useApi } from '../../lib/use-api.ts';
import { useAsync, type AsyncState } from '../../lib/use-async.ts';

/** One child's summary, or why it could not be loaded. */
export type SummaryResult = { ok: true; summary: AttendanceSummary } | { ok: false; error: unknown };

/** Every child's attendance summary (their names and classes come from it), one request each, together. */
export function useSummaries(studentIds: readonly string[]): AsyncState<SummaryResult[]> {
  const api = useApi(attendanceApi);
  return useAsync(studentIds.join(','), (signal) =>
    Promise.all(
      studentIds.map((id) =>
        api.getAttendanceSummary(id, { signal }).then(
          (summary): SummaryResult => ({ ok: true, summary }),
          (err: unknown): SummaryResult => {
            if (isAbort(err)) throw err;
            return { ok: false, error: err };
          },
        ),
      ),
    ),
  );
}

/** The child's graded results, newest first, a page of CHILD_PAGE at a time. */
export function useResultPages(studentId: string): PagedList<LearnerResult> & { first?: unknown } {
  const { apiBase } = useElement();
  const api = useApi(attemptsApi);
  return usePagedList(
    `${apiBase}|${studentId}`,
    useCallback(
      (cursor: string | undefined, signal: AbortSignal) =>
        api.getLearnerResultPage(studentId, { cursor, limit: CHILD_PAGE, signal }),
      [api, studentId],
    ),
  );
}

/** The tests coming up for the child (in progress, open, upcoming), newest first, a page of CHILD_PAGE at a time. */
export function useTestPages(studentId: string): PagedList<LearnerTest> & { first?: unknown } {
  const { apiBase } = useElement();
  const api = useApi(attemptsApi);
  return usePagedList(
    `${apiBase}|${studentId}`,
    useCallback(
      (cursor: string | undefined, signal: AbortSignal) =>
        api.getLearnerTestPage(studentId, { cursor, limit: CHILD_PAGE, comingUp: true, signal }),
      [api, studentId],
    ),
  );
}

/**
 * The newest materials of the child's classes, filtered on the server, a page of
 * RECENT_MATERIALS at a time; unlike the learner's list, a failure is reported, not shown as an
 * empty list.
 */
export function useMaterialPages(
  studentId: string,
  filter: MaterialFilterValue,
): PagedList<LearnerMaterial> & { first?: LearnerMaterialPage } {
  const { apiBase } = useElement();
  return usePagedList(
    JSON.stringify([apiBase, studentId, filter]),
    useCallback(
      async (cursor: string | undefined, signal: AbortSignal) => {
        let failure: Error | undefined;
        const api = materialsApi(apiContext(apiBase, { onError: (err) => (failure = err) }));
        const page = await api.getLearnerMaterialPage(studentId, { ...filter, cursor, limit: RECENT_MATERIALS, signal });
        if (failure) throw failure;
        return page;
      },
      [apiBase, studentId, filter],
    ),
  );
}
