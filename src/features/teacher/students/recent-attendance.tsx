import type { AttendanceSummary } from '../../../contract/index.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { calendarDate, formatDay, formatNearbyDay } from '../../../lib/i18n/format.ts';
import { studentsMessages, type StudentsMessages } from './messages.ts';
import type { SummaryState } from './use-attendance-summary.ts';
import { LoadingLine } from '../../../lib/loading-line.tsx';

/** The profile shows the student's latest 7 marked days. */
export const RECENT_ATTENDANCE_DAYS = 7;

const STATUS_TONE: Record<string, string> = { present: 'tone-success', absent: 'tone-danger', late: 'tone-warning' };

const isStatus = (status: string, m: StudentsMessages): status is keyof StudentsMessages['statuses'] =>
  Object.hasOwn(m.statuses, status);

/** The profile's 'Recent Attendance': the latest 7 marks from the server, oldest first, and the term's counts. */
export function RecentAttendance({ state }: { state: SummaryState }) {
  const m = useMessages(studentsMessages);
  const { tag } = useFormat();
  const { loading, summary, error, retry } = state;
  const days = summary ? summary.recent.slice(0, RECENT_ATTENDANCE_DAYS).reverse() : [];
  return (
    <section className="box profile__block" aria-labelledby="p-attendance" aria-busy={loading}>
      <h3 id="p-attendance">{m.recentAttendance}</h3>
      {loading ? (
        <LoadingLine className="muted-line" text={m.loadingAttendance} />
      ) : error !== null || !summary ? (
        <div className="cluster profile__error" role="alert">
          <p>{m.attendanceFailed(error ?? '')}</p>
          <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" onClick={retry}>
            {m.retry}
          </button>
        </div>
      ) : days.length === 0 ? (
        <p className="muted-line">{m.noAttendance}</p>
      ) : (
        <>
          <ol className="days" aria-label={m.latestMarks(days.length)}>
            {days.map((d) => (
              <MarkDay key={d.date} date={d.date} status={d.status} />
            ))}
          </ol>
          <p className="meta profile__term">{termLine(summary, m, tag)}</p>
        </>
      )}
    </section>
  );
}

function MarkDay({ date, status }: { date: string; status: string }) {
  const m = useMessages(studentsMessages);
  const f = useFormat();
  const known = isStatus(status, m);
  const local = /^\d{4}-\d{2}-\d{2}$/.test(date) ? calendarDate(date) : null;
  return (
    <li className="day">
      <span className="day__name" aria-hidden="true">
        {local ? f.date(local, { weekday: 'short' }) : ''}
      </span>
      <span className={`disc day__mark ${STATUS_TONE[status] ?? ''}`} aria-hidden="true">
        {known ? m.statusLetters[status] : '–'}
      </span>
      <span className="day__date" aria-hidden="true">
        {local ? formatNearbyDay(f.tag, local) : date}
      </span>
      <span className="edu-visually-hidden">{m.dayMark(formatDay(f.tag, date), known ? m.statuses[status] : status)}</span>
    </li>
  );
}

/** 'This term (since Jan 1, 2026): 2 present, 1 late, 1 absent of 4 marked days.' in the language of `tag`. */
export function termLine(
  s: Pick<AttendanceSummary, 'termStart' | 'present' | 'late' | 'absent' | 'markedDays'>,
  m: StudentsMessages,
  tag: string,
): string {
  const since = formatDay(tag, s.termStart);
  if (s.markedDays === 0) return m.termNone(since);
  return m.termCounts(since, s.present, s.late, s.absent, s.markedDays);
}
