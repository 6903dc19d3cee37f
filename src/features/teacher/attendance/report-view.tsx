import type { AttendanceReport } from '../../../contract/index.ts';
import { attendanceTone } from '../shared/colour-thresholds.ts';
import { ATT_MSG } from './attendance-rules.ts';
import { barHeight, dotLetter, shortDate, statusWord, trendComparison, trendText } from './report-rules.ts';

/** The report's cards, 'Individual Student Records' and 'Attendance Trends' (computed by the server). */
export function ReportView({ report: r }: { report: AttendanceReport }) {
  const s = r.summary;
  const up = s.trend === 'up';
  return (
    <>
      <ul className="at-stats" aria-label="Summary">
        <li className="at-stat">
          <span className="at-stat__label">Total Students</span>
          <span className="at-stat__value">{s.totalStudents}</span>
          <span className="at-stat__note">in {r.class}</span>
        </li>
        <li className="at-stat">
          <span className="at-stat__label">Average Attendance</span>
          <span className="at-stat__value">{s.averageAttendance}%</span>
          <span className="at-stat__note">
            <span className={`at-trend at-trend--${up ? 'up' : 'down'}`}>
              <span aria-hidden="true">{up ? '▲' : '▼'}</span> {trendText(s.change)}
            </span>{' '}
            {trendComparison(r.start, r.end)}
          </span>
        </li>
        <li className="at-stat at-stat--present">
          <span className="at-stat__label">Present Today</span>
          <span className="at-stat__value">{s.totalPresent}</span>
          <span className="at-stat__note">{s.date ? `on ${s.date}` : 'no marks in this range'}</span>
        </li>
        <li className="at-stat at-stat--absent">
          <span className="at-stat__label">Absent Today</span>
          <span className="at-stat__value">{s.totalAbsent}</span>
          <span className="at-stat__note">{s.date ? `on ${s.date}` : 'no marks in this range'}</span>
        </li>
      </ul>

      <div className="at-report-grid">
        <section className="at-card" aria-labelledby="at-individual-heading">
          <h3 id="at-individual-heading" className="at-card__title">
            Individual Student Records
          </h3>
          {r.students.length === 0 ? (
            <p className="at-empty">{ATT_MSG.noStudentsFor(r.class)}</p>
          ) : (
            <table className="at-table at-table--report">
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  <th scope="col">Roll No</th>
                  <th scope="col">Attendance %</th>
                  <th scope="col">Recent Records</th>
                </tr>
              </thead>
              <tbody>
                {r.students.map((st) => (
                  <tr key={st.id}>
                    <td data-label="Student" className="at-col-who">
                      <div>
                        <span className="at-table__strong">{st.name}</span>
                        <span className="at-table__sub">{st.id}</span>
                      </div>
                    </td>
                    <td data-label="Roll No" className="at-col-roll">{st.rollNo}</td>
                    <td data-label="Attendance %" className="at-col-pct">
                      {/* A student never marked in the range has no figure, not 0 %. */}
                      {st.records.length === 0 ? (
                        <span className="at-table__sub">No marks</span>
                      ) : (
                        <span className={`at-percent at-percent--${attendanceTone(st.attendance)}`}>{st.attendance}%</span>
                      )}
                    </td>
                    <td data-label="Recent Records" className="at-col-dots">
                      {st.records.length === 0 ? (
                        <span className="at-table__sub">No records</span>
                      ) : (
                        <ol className="at-dots" aria-label={`Last ${st.records.length} records`}>
                          {st.records.map((rec) => (
                            <li
                              key={rec.date}
                              className={`at-dot at-dot--${rec.status}`}
                              title={`${shortDate(rec.date)}: ${statusWord(rec.status)}`}
                            >
                              <span aria-hidden="true">{dotLetter(rec.status)}</span>
                              <span className="edu-visually-hidden">
                                {rec.date}: {statusWord(rec.status)}
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
        </section>

        <section className="at-card" aria-labelledby="at-trends-heading">
          <h3 id="at-trends-heading" className="at-card__title">
            Attendance Trends
          </h3>
          <figure className="at-chart">
            <ol className="at-chart__bars">
              {r.weeklyTrend.map((w) => (
                <li key={w.weekStart} className="at-chart__col">
                  <span className="at-chart__value" aria-hidden="true">{w.marks ? `${w.percentage}%` : '–'}</span>
                  <span className="at-chart__track">
                    <span
                      className={`at-chart__bar at-chart__bar--${attendanceTone(w.percentage)}`}
                      style={{ height: `${barHeight(w.percentage, w.marks)}%` }}
                    />
                  </span>
                  <span className="at-chart__label" aria-hidden="true">{shortDate(w.weekStart)}</span>
                  <span className="edu-visually-hidden">
                    {`Week of ${w.weekStart} to ${w.weekEnd}: ${w.marks ? `${w.percentage}%` : 'no records'}`}
                  </span>
                </li>
              ))}
            </ol>
            <figcaption className="at-chart__caption">Weekly attendance percentage over the last 7 weeks</figcaption>
          </figure>
        </section>
      </div>
    </>
  );
}
