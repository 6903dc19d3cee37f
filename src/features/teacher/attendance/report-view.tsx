import type { AttendanceReport } from '../../../contract/index.ts';
import { attendanceTone } from '../shared/colour-thresholds.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { formatDay } from '../../../lib/i18n/format.ts';
import { attendanceMessages } from './messages.ts';
import { formatPercent } from '../shared/format.ts';
import { useTeacherLanguage } from '../shared/use-teacher-language.ts';
import { barHeight, dotLetter, shortDate, statusWord, trendComparison, trendText } from './report-rules.ts';
import { markTone } from './attendance-rules.ts';
import { ColumnHeads } from '../../../lib/column-heads.tsx';
import { TitledSection } from '../shared/section-frame.tsx';

/** The report's cards, 'Individual Student Records' and 'Attendance Trends' (computed by the server). */
export function ReportView({ report: r }: { report: AttendanceReport }) {
  const m = useMessages(attendanceMessages);
  const f = useFormat();
  const lang = useTeacherLanguage();
  const c = m.columns;
  const s = r.summary;
  const up = s.trend === 'up';
  const percent = (n: number): string => formatPercent(n, lang);
  const markedOn = s.date ? m.onDate(formatDay(f.tag, s.date)) : m.noMarksInRange;
  return (
    <>
      <ul className="at-stats" aria-label={m.summary}>
        <li className="at-stat">
          <span className="at-stat__label">{m.totalStudents}</span>
          <span className="at-stat__value">{f.number(s.totalStudents)}</span>
          <span className="meta at-stat__note">{m.inClass(r.class)}</span>
        </li>
        <li className="at-stat">
          <span className="at-stat__label">{m.averageAttendance}</span>
          <span className="at-stat__value">{percent(s.averageAttendance)}</span>
          <span className="meta at-stat__note">
            <span className={`at-trend at-trend--${up ? 'up' : 'down'}`}>
              <span aria-hidden="true">{up ? '▲' : '▼'}</span> <bdi>{trendText(s.change, lang)}</bdi>
            </span>{' '}
            {trendComparison(r.start, r.end, m)}
          </span>
        </li>
        <li className="at-stat at-stat--present">
          <span className="at-stat__label">{m.presentToday}</span>
          <span className="at-stat__value">{f.number(s.totalPresent)}</span>
          <span className="meta at-stat__note">{markedOn}</span>
        </li>
        <li className="at-stat at-stat--absent">
          <span className="at-stat__label">{m.absentToday}</span>
          <span className="at-stat__value">{f.number(s.totalAbsent)}</span>
          <span className="meta at-stat__note">{markedOn}</span>
        </li>
      </ul>

      <div className="at-report-grid">
        <TitledSection
          id="at-individual-heading"
          title={m.individualRecords}
          className="edu-card panel at-card"
          titleClassName="at-card__title"
        >
          {r.students.length === 0 ? (
            <p className="empty">{m.noStudentsFor(r.class)}</p>
          ) : (
            <table className="at-table at-table--report">
              <ColumnHeads labels={[c.student, c.rollNo, c.attendance, c.recentRecords]} />
              <tbody>
                {r.students.map((st) => (
                  <tr key={st.id}>
                    <td data-label="Student" className="at-col-who">
                      <div>
                        <span className="at-table__strong">{st.name}</span>
                        <span className="at-table__sub">{st.id}</span>
                      </div>
                    </td>
                    <td data-label="Roll No" className="at-col-roll">
                      <span className="at-col-roll__label" aria-hidden="true">
                        {c.rollNo}{' '}
                      </span>
                      {f.number(st.rollNo, { useGrouping: false })}
                    </td>
                    <td data-label="Attendance %" className="at-col-pct">
                      {/* A student never marked in the range has no figure, not 0 %. */}
                      {st.records.length === 0 ? (
                        <span className="at-table__sub">{m.noMarks}</span>
                      ) : (
                        <span className={`at-percent at-percent--${attendanceTone(st.attendance)}`}>
                          {percent(st.attendance)}
                        </span>
                      )}
                    </td>
                    <td data-label="Recent Records" className="at-col-dots">
                      {st.records.length === 0 ? (
                        <span className="at-table__sub">{m.noRecords}</span>
                      ) : (
                        <ol className="at-dots" aria-label={m.lastRecords(st.records.length)}>
                          {st.records.map((rec) => (
                            <li
                              key={rec.date}
                              className={`disc at-dot ${markTone(rec.status)}`}
                              title={`${shortDate(rec.date, f.tag)}: ${statusWord(rec.status, m)}`}
                            >
                              <span aria-hidden="true">{dotLetter(rec.status, m)}</span>
                              <span className="edu-visually-hidden">
                                {formatDay(f.tag, rec.date)}: {statusWord(rec.status, m)}
                              </span>
                            </li>
                          ))}
                        </ol>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </TitledSection>

        <TitledSection
          id="at-trends-heading"
          title={m.trendsHeading}
          className="edu-card panel at-card"
          titleClassName="at-card__title"
        >
          <figure className="at-chart">
            <ol className="at-chart__bars">
              {r.weeklyTrend.map((w) => (
                <li key={w.weekStart} className="at-chart__col">
                  <span className="at-chart__value" aria-hidden="true">
                    {w.marks ? percent(w.percentage) : '–'}
                  </span>
                  <span className="at-chart__track">
                    <span
                      className={`at-chart__bar at-chart__bar--${attendanceTone(w.percentage)}`}
                      style={{ height: `${barHeight(w.percentage, w.marks)}%` }}
                    />
                  </span>
                  <span className="at-chart__label" aria-hidden="true">
                    {shortDate(w.weekStart, f.tag)}
                  </span>
                  <span className="edu-visually-hidden">
                    {m.weekSummary(w.weekStart, w.weekEnd, w.marks ? percent(w.percentage) : m.weekNoRecords)}
                  </span>
                </li>
              ))}
            </ol>
            <figcaption className="at-chart__caption">{m.trendsCaption}</figcaption>
          </figure>
        </TitledSection>
      </div>
    </>
  );
}
