import type { ReactNode } from 'react';
import type { AttendanceSummary } from '../../contract/attendance.ts';
import { useFormat, useMessages } from '../../lib/i18n/use-language.ts';
import { parentsMessages } from './messages.ts';
import { bandOf } from '../../lib/band.ts';
import { formatDay, formatNearbyDay } from '../../lib/i18n/format.ts';
import { formatPercent, statusWord } from './parent-rules.ts';
import { DescriptionList } from '../../lib/description-list.tsx';

/** The term's attendance: the figure, the counts, the latest marks and every absence. */
export function AttendanceCard({ summary: s }: { summary: AttendanceSummary }) {
  const m = useMessages(parentsMessages);
  const f = useFormat();
  const tag = f.tag;
  const id = `pv-att-${s.studentId}`;
  return (
    <section className="pv-card edu-card pv-card--attendance" aria-labelledby={id}>
      <h3 id={id} className="pv-card__title">
        {m.attendanceThisTerm}
      </h3>
      <div className="edu-split pv-figure">
        {s.percentage === null ? (
          <p className="pv-figure__none">{m.noAttendance}</p>
        ) : (
          <p>
            <span className={`pv-figure__value pv-tone--${tone(s.percentage)}`}>{formatPercent(tag, s.percentage)}</span>{' '}
            <span className="pv-figure__label">{m.attended}</span>
          </p>
        )}
        <p className="edu-meta">{m.since(formatDay(tag, s.termStart))}</p>
      </div>
      <DescriptionList
        className="pv-counts"
        items={(
          [
            [m.status.present, s.present],
            [m.status.late, s.late],
            [m.status.absent, s.absent],
            [m.daysMarked, s.markedDays],
          ] as const
        ).map(([label, n]) => ({ label, value: f.number(n), className: 'edu-tile pv-count' }))}
      />

      <Part title={m.recentMarks} empty={s.recent.length === 0} emptyText={m.noMarks}>
        <ol className="pv-marks" aria-label={m.latestMarks(s.recent.length)}>
          {s.recent.map((mark) => (
            <li key={mark.date} className={`pv-mark pv-mark--${mark.status}`}>
              <time dateTime={mark.date}>{formatNearbyDay(tag, mark.date)}</time> {statusWord(mark.status, m)}
            </li>
          ))}
        </ol>
      </Part>

      <Part title={m.absencesThisTerm} empty={s.absences.length === 0} emptyText={m.noAbsences}>
        <ul className="pv-absences" aria-label={m.absenceCount(s.absences.length)}>
          {s.absences.map((d) => (
            <li key={d}>
              <time dateTime={d}>{formatDay(tag, d)}</time>
            </li>
          ))}
        </ul>
      </Part>
    </section>
  );
}

/** A titled part of the card: its list, or what it says when the list is empty. */
function Part({ title, empty, emptyText, children }: { title: string; empty: boolean; emptyText: string; children: ReactNode }) {
  return (
    <>
      <h4 className="pv-subtitle">{title}</h4>
      {empty ? <p className="edu-meta">{emptyText}</p> : children}
    </>
  );
}

/** Attendance: 90 and above green, 80 and above yellow, else red. */
const tone = (percent: number): 'good' | 'fair' | 'low' => bandOf(percent, [90, 80], ['good', 'fair', 'low'] as const);
