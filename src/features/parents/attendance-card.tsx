import type { AttendanceSummary } from '../../contract/attendance.ts';
import { formatDay, formatShortDay, statusWord } from './parent-rules.ts';

/** The term's attendance: the figure, the counts, the latest marks and every absence. */
export function AttendanceCard({ summary: s }: { summary: AttendanceSummary }) {
  const id = `pv-att-${s.studentId}`;
  return (
    <section className="pv-card edu-card pv-card--attendance" aria-labelledby={id}>
      <h3 id={id} className="pv-card__title">Attendance this term</h3>
      <div className="pv-figure">
        {s.percentage === null ? (
          <p className="pv-figure__none">No attendance marked this term yet.</p>
        ) : (
          <p>
            <span className={`pv-figure__value pv-tone--${tone(s.percentage)}`}>{s.percentage}%</span>
            <span className="pv-figure__label"> of marked school days attended</span>
          </p>
        )}
        <p className="pv-muted">Since {formatDay(s.termStart)}</p>
      </div>
      <dl className="pv-counts">
        <Count label="Present" value={s.present} />
        <Count label="Late" value={s.late} />
        <Count label="Absent" value={s.absent} />
        <Count label="Days marked" value={s.markedDays} />
      </dl>

      <h4 className="pv-subtitle">Recent marks</h4>
      {s.recent.length === 0 ? (
        <p className="pv-muted">No marks yet.</p>
      ) : (
        <ol className="pv-marks" aria-label={`Latest ${s.recent.length} marks, newest first`}>
          {s.recent.map((m) => (
            <li key={m.date} className={`pv-mark pv-mark--${m.status}`}>
              <time dateTime={m.date}>{formatShortDay(m.date)}</time> {statusWord(m.status)}
            </li>
          ))}
        </ol>
      )}

      <h4 className="pv-subtitle">Absences this term</h4>
      {s.absences.length === 0 ? (
        <p className="pv-muted">No absences this term.</p>
      ) : (
        <ul className="pv-absences" aria-label={`${s.absences.length} ${s.absences.length === 1 ? 'absence' : 'absences'}`}>
          {s.absences.map((d) => (
            <li key={d}>
              <time dateTime={d}>{formatDay(d)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="pv-count">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Attendance: 90 and above green, 80 and above yellow, else red. */
const tone = (percent: number): 'good' | 'fair' | 'low' => (percent >= 90 ? 'good' : percent >= 80 ? 'fair' : 'low');
