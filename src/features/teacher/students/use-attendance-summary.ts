import type { AttendanceSummary } from '../../../contract/index.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useApi } from '../shared/use-api.ts';
import { useAsync } from '../shared/use-async.ts';

export interface SummaryState {
  loading: boolean;
  summary: AttendanceSummary | undefined;
  /** The server's message when the summary could not be loaded. */
  error: string | null;
  retry: () => void;
}

/** GET /api/students/{studentId}/attendance: the term's figure, counts and latest marks. */
export function useAttendanceSummary(studentId: string): SummaryState {
  const api = useApi();
  const r = useAsync(studentId, (signal) => api.getAttendanceSummary(studentId, { signal }));
  return {
    loading: r.loading,
    summary: r.data,
    error: !r.loading && r.error !== undefined ? problemText(r.error) : null,
    retry: r.reload,
  };
}

/** The server's message, or in words when the server could not be reached. */
function problemText(err: unknown): string {
  if (err instanceof ApiError && err.status === 0) return 'The server could not be reached. Check your connection and try again.';
  return (err as Error | undefined)?.message || String(err);
}
