import type { TestResults } from '../../../contract/index.ts';
import { QUESTION_TYPE_LABELS } from './test-builder-rules.ts';
import { barWidth, percentText, RESULTS_MSG } from './results-rules.ts';

/**
 * Per question, over the latest submitted attempts: how many learners answered it and the
 * share who got it fully right, as a figure and a bar.
 */
export function ResultsQuestions({ questions, submitted }: { questions: TestResults['questions']; submitted: number }) {
  return (
    <div className="tt-res-panel">
      <h3 className="tt-res-heading">Questions ({questions.length})</h3>
      {submitted === 0 && <p className="tt-empty">{RESULTS_MSG.noSubmissions}</p>}
      {questions.length > 0 && (
        <div className="tt-res-scroll">
          <table className="tt-res-table tt-res-table--questions">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Question</th>
                <th scope="col">Type</th>
                <th scope="col">Points</th>
                <th scope="col">Answered</th>
                <th scope="col">Correct</th>
              </tr>
            </thead>
            <tbody>
              {questions.map((q, i) => (
                <tr key={q.questionId}>
                  <td className="tt-res-col-number">
                    <span className="tt-question__number">Q{i + 1}</span>
                  </td>
                  <th scope="row" className="tt-res-col-question">
                    <span className="tt-res-clamp" title={q.question}>
                      {q.question}
                    </span>
                  </th>
                  <td data-label="Type">{QUESTION_TYPE_LABELS[q.type]}</td>
                  <td data-label="Points">{q.points}</td>
                  <td data-label="Answered">
                    {q.answered} of {submitted}
                  </td>
                  <td data-label="Correct" className="tt-res-col-share">
                    <span className="tt-res-share">
                      <span className="meter tt-res-share__bar" aria-hidden="true">
                        <span className="meter__fill" style={{ width: barWidth(q.shareCorrect) }} />
                      </span>
                      <span className="tt-res-share__value">{percentText(q.shareCorrect)}</span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
