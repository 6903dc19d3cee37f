import type { LearnerResult } from '../../contract/attempts.ts';
import { useFormat, useMessages } from '../../lib/i18n/use-language.ts';
import { ListCard } from './load-state.tsx';
import { pagedState } from '../../lib/use-paged-list.ts';
import { useResultPages } from './use-child-data.ts';
import { parentsMessages } from './messages.ts';
import { formatDay } from '../../lib/i18n/format.ts';
import { formatPercent, marksText } from './parent-rules.ts';
import { ColumnHeads } from '../../lib/column-heads.tsx';

/**
 * Graded tests, newest first: test and subject, date, marks, % and whether it was passed; the
 * next ones load as the card's end scrolls near.
 */
export function ResultsCard({ studentId }: { studentId: string }) {
  const m = useMessages(parentsMessages);
  const list = useResultPages(studentId);
  const { tag } = useFormat();
  const col = m.columns;
  return (
    <ListCard<typeof list, LearnerResult>
      kind="results"
      studentId={studentId}
      state={pagedState(list)}
      select={(l) => l.items}
      pages={list}
    >
      {(results) => (
        <table className="pv-table">
          <ColumnHeads labels={[col.test, col.date, col.marks, col.score, col.result]} />
          <tbody>
            {results.map((r) => (
              <tr key={r.id}>
                <th scope="row" className="pv-table__test">
                  {r.testName}
                  <span className="edu-meta">{r.subject}</span>
                </th>
                {/* data-label heads each line when a narrow card stacks the row. */}
                <td data-label={col.date}>{formatDay(tag, r.date)}</td>
                <td data-label={col.marks}>{marksText(r.marks, r.totalMarks, tag)}</td>
                <td data-label={col.score}>{formatPercent(tag, Math.round(r.percentage))}</td>
                <td data-label={col.result}>
                  <span className={`pv-badge pv-badge--${r.passed ? 'pass' : 'fail'}`}>{r.passed ? m.passed : m.notPassed}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListCard>
  );
}
