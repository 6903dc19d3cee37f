import type { AttendanceSummary } from '../../../contract/index.ts';
import { formatDay } from './profile-data.ts';
import type { SummaryState } from './use-attendance-summary.ts';

/** The profile shows the student's latest 7 marked days. */
export const RECENT_ATTENDANCE_DAYS = 7;

const STATUS_TEXT: Record<string, { label: string; short: string; tone: string }> = {
  present: { label: 'Present', short: 'P', tone: 'tone-success' },
  absent: { label: 'Absent', short: 'A', tone: 'tone-danger' },
  late: { label: 'Late', short: 'L', tone: 'tone-warning' },
};

/** The profile's 'Recent Attendance': the latest 7 marks from the server, oldest first, and the term's counts. */
export function RecentAttendance({ state }: { state: SummaryState }) {
  const { loading, summary, error, retry } = state;
  const days = summary ? summary.recent.slice(0, RECENT_ATTENDANCE_DAYS).reverse() : [];
  return (
    <section className="profile__block" aria-labelledby="p-attendance" aria-busy={loading}>
      <h3 id="p-attendance">Recent Attendance</h3>
      {loading ? (
        <p className="profile__muted" role="status">
          <span className="edu-spinner" aria-hidden="true" /> Loading attendance...
        </p>
      ) : error !== null || !summary ? (
        <div className="profile__error" role="alert">
          <p>Could not load attendance: {error}</p>
          <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" onClick={retry}>
            Retry
          </button>
        </div>
      ) : days.length === 0 ? (
        <p className="profile__muted">No attendance marked yet.</p>
      ) : (
        <>
          <ol className="days" aria-label={`Latest ${days.length} marks`}>
            {days.map((d) => (
              <MarkDay key={d.date} date={d.date} status={d.status} />
            ))}
          </ol>
          <p className="profile__term">{termLine(summary)}</p>
        </>
      )}
    </section>
  );
}

function MarkDay({ date, status }: { date: string; status: string }) {
  const s = STATUS_TEXT[status];
  const [y, m, day] = date.split('-').map(Number);
  const local = new Date(y!, m! - 1, day!);
  return (
    <li className="day">
      <span className="day__name" aria-hidden="true">{local.toLocaleDateString(undefined, { weekday: 'short' })}</span>
      <span className={`day__mark ${s?.tone ?? ''}`} aria-hidden="true">
        {s?.short ?? '–'}
      </span>
      <span className="day__date" aria-hidden="true">{local.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}</span>
      <span className="edu-visually-hidden">
        {formatDay(date)}: {s?.label ?? status}
      </span>
    </li>
  );
}

/** 'This term (since 1 Sep 2026): 2 present, 1 late, 1 absent of 4 marked days.' */
export function termLine(s: Pick<AttendanceSummary, 'termStart' | 'present' | 'late' | 'absent' | 'markedDays'>): string {
  const since = `This term (since ${formatDay(s.termStart)})`;
  if (s.markedDays === 0) return `${since}: no days marked yet.`;
  return `${since}: ${s.present} present, ${s.late} late, ${s.absent} absent of ${s.markedDays} marked ${s.markedDays === 1 ? 'day' : 'days'}.`;
}
