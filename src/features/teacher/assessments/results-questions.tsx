import type { QuestionFigure } from '../../../contract/index.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { testsMessages } from './messages.ts';
import { testResultsMessages } from './results-messages.ts';
import { barWidth, percentText } from './results-rules.ts';
import { ResultsPanel, ResultsTable } from './results-table.tsx';

/**
 * Per question, over the latest submitted attempts: how many learners answered it and the
 * share who got it fully right, as a figure and a bar.
 */
export function ResultsQuestions({ questions, submitted }: { questions: readonly QuestionFigure[]; submitted: number }) {
  const m = useMessages(testResultsMessages);
  const tm = useMessages(testsMessages);
  const f = useFormat();
  const col = m.questionColumns;
  return (
    <ResultsPanel heading={m.questionsHeading(questions.length)}>
      {submitted === 0 && <p className="empty">{m.noSubmissions}</p>}
      {questions.length > 0 && (
        <ResultsTable variant="questions" heads={['#', col.question, col.type, col.points, col.answered, col.correct]}>
          {questions.map((q, i) => (
            <tr key={q.questionId}>
              <td className="tt-res-col-number">
                <span className="tt-question__number">{tm.questionNumber(i + 1)}</span>
              </td>
              <th scope="row" className="tt-res-col-question">
                <span className="tt-res-clamp" title={q.question}>
                  {q.question}
                </span>
              </th>
              <td data-label={col.type}>{tm.questionTypes[q.type]}</td>
              <td data-label={col.points}>{f.number(q.points)}</td>
              <td data-label={col.answered}>{m.ofCount(q.answered, submitted)}</td>
              <td data-label={col.correct} className="tt-res-col-share">
                <span className="tt-res-share">
                  <span className="meter tt-res-share__bar" aria-hidden="true">
                    <span className="meter__fill" style={{ width: barWidth(q.shareCorrect) }} />
                  </span>
                  <span className="tt-res-share__value">{percentText(f.tag, q.shareCorrect)}</span>
                </span>
              </td>
            </tr>
          ))}
        </ResultsTable>
      )}
    </ResultsPanel>
  );
}
