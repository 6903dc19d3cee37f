import type { Grade } from '../../../contract/index.ts';
import { useApi } from '../../../lib/use-api.ts';
import { studentsApi } from '../../../lib/api/students-api.ts';
import { useAsync } from '../../../lib/use-async.ts';
import { useSearchedPages } from '../../../lib/use-paged-list.ts';
import { toDirectoryStudents, type DirectoryStudent } from './student-rules.ts';

/** Students per page: a screenful of cards or rows several times over; the next page loads as the list's end nears. */
export const STUDENT_PAGE_SIZE = 50;

/** What the directory asks the server for: '' means no filter. */
export interface DirectoryFilters {
  klass: string;
  grade: Grade | '';
  search: string;
}

export interface StudentsState {
  /** The first page is loading and no students show. */
  loading: boolean;
  /** The students of the pages loaded so far, in the server's order. */
  students: readonly DirectoryStudent[];
  /** How many students match the filters. */
  total: number;
  /** How many students the caller's directory has, whatever the filters. */
  all: number;
  /** The failure, worded by the client: the server's message, 'Failed to fetch students' or 'Error fetching students: {error}'. */
  error: string | null;
  retry: () => void;
  /** Another page is there to load, and whether it is loading. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the next page failed, worded as `error`; null when it did not. */
  moreError: string | null;
  /** Loads the next page (once at a time; again after a failure). */
  loadMore: () => void;
}

const wording = (err: unknown): string | null => (err ? (err as Error).message || String(err) : null);

/**
 * GET /api/students a page at a time, filtered by class, school year and search on the server
 * (a search once typing pauses); a new filter starts again from the first page. The count of
 * every student (GET /api/getAllStudentcount) is asked for only while a filter applies.
 */
export function useStudents({ klass, grade, search }: DirectoryFilters): StudentsState {
  const api = useApi(studentsApi);
  const list = useSearchedPages(JSON.stringify([klass, grade]), search, async (q, cursor, signal) => {
    const page = await api.getStudentPage({
      class: klass || undefined,
      grade: grade || undefined,
      q,
      cursor,
      limit: STUDENT_PAGE_SIZE,
      signal,
    });
    return { ...page, data: toDirectoryStudents(page.data) };
  });
  const filtered = Boolean(klass || grade || search.trim());
  const count = useAsync(filtered ? 'student-count' : null, (signal) => api.getStudentCount({ signal }));
  return {
    loading: list.loading,
    students: list.items,
    total: list.total,
    all: filtered ? Math.max(count.data ?? 0, list.total) : list.total,
    error: wording(list.error),
    retry: () => {
      list.reload();
      if (filtered) count.reload();
    },
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    moreError: wording(list.moreError),
    loadMore: list.loadMore,
  };
}
