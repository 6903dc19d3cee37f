import type { TestResults } from '../../../contract/index.ts';
import { formatDateTime } from './test-actions.ts';
import { passedLabel, percentText, pointsText, RESULT_STATE_LABELS, RESULT_STATE_TONES, RESULTS_MSG } from './results-rules.ts';

export type StudentRow = TestResults['students'][number];

export const viewButtonId = (attemptId: number): string => `tt-res-view-${attemptId}`;

/**
 * Per student: state, attempts, score, percentage, pass and when the latest attempt was
 * submitted. A submitted or graded attempt opens with its answers.
 */
export function ResultsStudents({
  students,
  totalPoints,
  locale,
  onView,
}: {
  students: StudentRow[];
  totalPoints: number;
  locale: string | undefined;
  onView: (s: StudentRow & { attemptId: number }) => void;
}) {
  return (
    <div className="tt-res-panel">
      <h3 className="tt-res-heading">Students ({students.length})</h3>
      {students.length === 0 ? (
        <p className="tt-empty">{RESULTS_MSG.noStudents}</p>
      ) : (
        <div className="tt-res-scroll">
          <table className="tt-res-table tt-res-table--students">
            <thead>
              <tr>
                <th scope="col">Student</th>
                <th scope="col">Class</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Score</th>
                <th scope="col">
                  <span aria-hidden="true">%</span>
                  <span className="edu-visually-hidden">Percentage</span>
                </th>
                <th scope="col">Result</th>
                <th scope="col">Submitted</th>
                <th scope="col">
                  <span className="edu-visually-hidden">Answers</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {students.map((s) => {
                const attemptId = s.attemptId;
                const viewable = attemptId !== null && (s.state === 'submitted' || s.state === 'graded');
                return (
                  <tr key={s.studentId}>
                    <th scope="row" className="tt-res-col-name">
                      {s.name}
                    </th>
                    <td data-label="Class">{s.class}</td>
                    <td data-label="State">
                      <span className={`badge ${RESULT_STATE_TONES[s.state]}`}>{RESULT_STATE_LABELS[s.state]}</span>
                    </td>
                    <td data-label="Attempts">{s.attempts}</td>
                    <td data-label="Score">
                      {s.score === null ? '—' : `${pointsText(s.score)} / ${totalPoints}`}
                      {s.state === 'submitted' && s.score !== null && <span className="tt-res-sub"> so far</span>}
                    </td>
                    <td data-label="%">{percentText(s.percentage)}</td>
                    <td data-label="Result">
                      <span className={s.passed === null ? undefined : s.passed ? 'tt-res-pass' : 'tt-res-fail'}>{passedLabel(s.passed)}</span>
                    </td>
                    <td data-label="Submitted">
                      {s.submittedAt ? <time dateTime={s.submittedAt}>{formatDateTime(s.submittedAt, locale)}</time> : '—'}
                    </td>
                    <td className="tt-res-col-action">
                      {viewable && (
                        <button
                          type="button"
                          id={viewButtonId(attemptId)}
                          className="edu-btn edu-btn--small edu-btn--ghost"
                          onClick={() => onView({ ...s, attemptId })}
                        >
                          View answers<span className="edu-visually-hidden"> of {s.name}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
