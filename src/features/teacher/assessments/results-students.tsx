import type { TestResults } from '../../../contract/index.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { testResultsMessages } from './results-messages.ts';
import { passedLabel, percentText, pointsText, RESULT_STATE_TONES } from './results-rules.ts';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { ResultsPanel, ResultsTable } from './results-table.tsx';
import { LoadOnScroll } from '../../../lib/load-on-scroll.tsx';
import type { PagedList } from '../../../lib/use-paged-list.ts';

export type StudentRow = TestResults['students'][number];

export const viewButtonId = (attemptId: number): string => `tt-res-view-${attemptId}`;

/**
 * Per student: state, attempts, score, percentage, pass and when the latest attempt was
 * submitted, a page at a time (the next one loading as the table's end nears). A submitted or
 * graded attempt opens with its answers.
 */
export function ResultsStudents({
  list,
  totalPoints,
  onView,
}: {
  list: PagedList<StudentRow>;
  totalPoints: number;
  onView: (s: StudentRow & { attemptId: number }) => void;
}) {
  const m = useMessages(testResultsMessages);
  const f = useFormat();
  const col = m.studentColumns;
  const students = list.items;
  return (
    <ResultsPanel heading={m.studentsHeading(list.total)}>
      {students.length === 0 ? (
        <p className="empty">{m.noStudents}</p>
      ) : (
        <ResultsTable
          variant="students"
          heads={[
            col.student,
            col.class,
            col.state,
            col.attempts,
            col.score,
            <>
              <span aria-hidden="true">%</span>
              <span className="edu-visually-hidden">{col.percentage}</span>
            </>,
            col.result,
            col.submitted,
            <span className="edu-visually-hidden">{col.answers}</span>,
          ]}
        >
          {students.map((s) => {
            const attemptId = s.attemptId;
            const viewable = attemptId !== null && (s.state === 'submitted' || s.state === 'graded');
            return (
              <tr key={s.studentId}>
                <th scope="row" className="tt-res-col-name">
                  {s.name}
                </th>
                <td data-label={col.class}>{s.class}</td>
                <td data-label={col.state}>
                  <span className={`badge ${RESULT_STATE_TONES[s.state]}`}>{m.state[s.state]}</span>
                </td>
                <td data-label={col.attempts}>{f.number(s.attempts)}</td>
                <td data-label={col.score}>
                  {s.score === null ? '—' : `${pointsText(f.tag, s.score)} / ${f.number(totalPoints)}`}
                  {s.state === 'submitted' && s.score !== null && <span className="meta tt-res-sub"> {m.scoreSoFar}</span>}
                </td>
                <td data-label="%">{percentText(f.tag, s.percentage)}</td>
                <td data-label={col.result}>
                  <span className={s.passed === null ? undefined : s.passed ? 'tt-res-pass' : 'tt-res-fail'}>
                    {passedLabel(s.passed, m)}
                  </span>
                </td>
                <td data-label={col.submitted} className="tt-res-col-when">
                  {s.submittedAt ? <time dateTime={s.submittedAt}>{formatMoment(f.tag, s.submittedAt)}</time> : '—'}
                </td>
                <td className="tt-res-col-action">
                  {viewable && (
                    <button
                      type="button"
                      id={viewButtonId(attemptId)}
                      className="edu-btn edu-btn--small edu-btn--ghost"
                      onClick={() => onView({ ...s, attemptId })}
                    >
                      {m.viewAnswers}
                      <span className="edu-visually-hidden"> {m.ofStudent(s.name)}</span>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </ResultsTable>
      )}
      <LoadOnScroll list={list} className="tt-res-more" />
    </ResultsPanel>
  );
}
