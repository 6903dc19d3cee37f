import type { Student } from '../../../contract/index.ts';
import { useApi } from '../../../lib/use-api.ts';
import { studentsApi } from '../../../lib/api/students-api.ts';
import { useAsync } from '../../../lib/use-async.ts';

export interface StudentsState {
  loading: boolean;
  students: Student[];
  /** The failure, worded by the client: the server's message, 'Failed to fetch students' or 'Error fetching students: {error}'. */
  error: string | null;
  retry: () => void;
}

const NONE: Student[] = [];

/** GET /api/students; refetched when the class filter changes and on Retry. */
export function useStudents(refetchKey: string): StudentsState {
  const api = useApi(studentsApi);
  const r = useAsync(refetchKey, (signal) => api.getStudents({ signal }));
  return {
    loading: r.status === 'loading',
    students: r.data ?? NONE,
    error: r.status === 'error' ? (r.error as Error).message || String(r.error) : null,
    retry: r.reload,
  };
}
