import { useApi } from '../shared/use-api.ts';
import { useAsync } from '../shared/use-async.ts';
import { localDate } from './profile-data.ts';

export const RECENT_ATTENDANCE_DAYS = 7;

export interface DayMark {
  date: string;
  /** 'present' | 'absent' | 'late', or null when that day has no record. */
  status: string | null;
}

/** The last 7 local days, oldest first. */
export const recentDays = (today: Date): string[] =>
  Array.from({ length: RECENT_ATTENDANCE_DAYS }, (_, i) => localDate(today, RECENT_ATTENDANCE_DAYS - 1 - i));

/**
 * The student's last 7 days from the stored records: GET /api/attendance?date=&class= per
 * day (7 small parallel calls, the class narrows each). A failed day counts as no record.
 */
export function useRecentAttendance(studentId: string, klass: string): { loading: boolean; days: DayMark[] } {
  const api = useApi();
  const r = useAsync(`${studentId}|${klass}`, (signal) => {
    const dates = recentDays(new Date());
    return Promise.all(
      dates.map((date) =>
        // The client answers [] for a failed day: that day shows as not marked.
        api.getAttendance(date, klass, { signal }).then((rows) => rows.find((rec) => rec.student_id === studentId)?.status ?? null),
      ),
    ).then((statuses) => dates.map((date, i) => ({ date, status: statuses[i] ?? null })));
  });
  return { loading: r.loading, days: r.data ?? [] };
}
