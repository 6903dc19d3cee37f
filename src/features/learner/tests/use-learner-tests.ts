import { useCallback, useEffect } from 'react';
import type { LearnerTest } from '../../../contract/attempts.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { attemptsApi } from '../../../lib/api/attempts-api.ts';
import { usePagedList, type PagedList } from '../../../lib/use-paged-list.ts';

/** Tests asked for at a time: more than a term's tests of one class. */
export const LEARNER_TEST_PAGE = 50;

export interface LearnerTestsState {
  /** True until the first page for the current learner has settled (success or failure alike). */
  loading: boolean;
  /** The tests of the pages loaded so far; undefined until the first page came. */
  tests: readonly LearnerTest[] | undefined;
  /** How many tests the learner has in all (the server's count). */
  total: number;
  error: unknown;
  /** Loads again from the first page (Retry, after an attempt, when time ran out). */
  reload: () => void;
  /** The pages, for the list's end to load the next one as it scrolls near. */
  pages: PagedList<LearnerTest>;
}

/** The tests assigned to the learner's classes (GET /api/learners/{id}/tests), newest first, every page in turn. */
export function useLearnerTests(studentId: string): LearnerTestsState {
  const { apiBase } = useElement();
  const api = useApi(attemptsApi);
  // Another server or learner is another list.
  const pages = usePagedList(
    `${apiBase}|${studentId}`,
    useCallback(
      (cursor: string | undefined, signal: AbortSignal) =>
        api.getLearnerTestPage(studentId, { cursor, limit: LEARNER_TEST_PAGE, signal }),
      [api, studentId],
    ),
  );
  // The section groups the tests by state with each group's count, so it reads every page (a
  // learner's classes have a few dozen tests a term: usually one page) rather than count a part.
  const { hasMore, loadingMore, moreError, loadMore } = pages;
  useEffect(() => {
    if (hasMore && !loadingMore && moreError === null) loadMore();
  }, [hasMore, loadingMore, moreError, loadMore]);
  // A reload keeps showing the learner's tests it replaces until the new answer arrives.
  const tests = pages.first ? pages.items : undefined;
  return {
    loading: pages.busy,
    tests,
    total: pages.total,
    error: pages.error === null ? undefined : pages.error,
    reload: pages.reload,
    pages,
  };
}
