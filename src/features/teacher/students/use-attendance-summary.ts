import type { AttendanceSummary } from '../../../contract/index.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { useApi } from '../../../lib/use-api.ts';
import { attendanceApi } from '../../../lib/api/attendance-api.ts';
import { useAsync } from '../../../lib/use-async.ts';
import { studentsMessages, type StudentsMessages } from './messages.ts';

export interface SummaryState {
  loading: boolean;
  summary: AttendanceSummary | undefined;
  /** The server's message when the summary could not be loaded. */
  error: string | null;
  retry: () => void;
}

/** GET /api/students/{studentId}/attendance: the term's figure, counts and latest marks. */
export function useAttendanceSummary(studentId: string): SummaryState {
  const api = useApi(attendanceApi);
  const m = useMessages(studentsMessages);
  const r = useAsync(studentId, (signal) => api.getAttendanceSummary(studentId, { signal }));
  return {
    loading: r.status === 'loading',
    summary: r.data,
    error: r.status === 'error' ? problemText(r.error, m) : null,
    retry: r.reload,
  };
}

/** The server's message, or in words when the server could not be reached. */
function problemText(err: unknown, m: StudentsMessages): string {
  if (err instanceof ApiError && err.status === 0) return m.serverUnreachable;
  return (err as Error | undefined)?.message || String(err);
}
