import { StudentsResponse, type Student } from '../../../contract/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { ApiError, callJson } from '../shared/api.ts';
import { useAsync } from '../shared/use-async.ts';

export interface StudentsState {
  loading: boolean;
  students: Student[];
  error: string | null;
  retry: () => void;
}

/**
 * Spec section 8: the server's message, else 'Failed to fetch students' for a refusal;
 * 'Error fetching students: {error}' when the call itself failed.
 */
export function studentsErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status > 0) return err.serverMessage || 'Failed to fetch students';
  return `Error fetching students: ${(err as Error | undefined)?.message || String(err)}`;
}

const NONE: Student[] = [];

/** GET /api/students; refetched when the class filter changes (spec section 4) and on Retry. */
export function useStudents(refetchKey: string): StudentsState {
  const { apiBase } = useElement();
  const r = useAsync(`${apiBase}|${refetchKey}`, (signal) =>
    callJson(apiBase, 'students', StudentsResponse, { signal }).then((b) => b.data),
  );
  return {
    loading: r.loading,
    students: r.data ?? NONE,
    error: !r.loading && r.error !== undefined ? studentsErrorMessage(r.error) : null,
    retry: r.reload,
  };
}
