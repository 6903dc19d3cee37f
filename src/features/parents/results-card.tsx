import type { LearnerResult } from '../../contract/attempts.ts';
import { LoadState } from './load-state.tsx';
import { formatDay, marksText } from './parent-rules.ts';
import type { Fetched } from './use-fetch.ts';

/** Graded tests, newest first: test and subject, date, marks, % and whether it was passed. */
export function ResultsCard({ studentId, state }: { studentId: string; state: Fetched<LearnerResult[]> & { retry: () => void } }) {
  const id = `pv-results-${studentId}`;
  return (
    <section className="pv-card edu-card" aria-labelledby={id}>
      <h3 id={id} className="pv-card__title">Test results</h3>
      <LoadState state={state} what="test results">
        {(results) =>
          results.length === 0 ? (
            <p className="pv-muted">No graded tests yet.</p>
          ) : (
            <table className="pv-table">
              <thead>
                <tr>
                  <th scope="col">Test</th>
                  <th scope="col">Date</th>
                  <th scope="col">Marks</th>
                  <th scope="col">Score</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {results.map((r) => (
                  <tr key={r.id}>
                    <th scope="row" className="pv-table__test">
                      {r.testName}
                      <span className="pv-muted">{r.subject}</span>
                    </th>
                    <td data-label="Date">{formatDay(r.date)}</td>
                    <td data-label="Marks">{marksText(r.marks, r.totalMarks)}</td>
                    <td data-label="Score">{Math.round(r.percentage)}%</td>
                    <td data-label="Result">
                      <span className={`pv-badge pv-badge--${r.passed ? 'pass' : 'fail'}`}>{r.passed ? 'Passed' : 'Not passed'}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadState>
    </section>
  );
}
