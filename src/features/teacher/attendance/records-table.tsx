import type { AttendanceRecord } from '../../../contract/index.ts';
import { formatDay } from '../../../lib/i18n/format.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { recordBadge } from './attendance-rules.ts';
import { attendanceMessages } from './messages.ts';
import type { Loaded } from '../../../lib/use-async.ts';
import { ColumnHeads } from '../../../lib/column-heads.tsx';
import { LoadingLine } from '../../../lib/loading-line.tsx';
import { TitledSection } from '../shared/section-frame.tsx';

/** "Today's Attendance Records - {date}": what the server stored for the date and class. */
export function RecordsTable({ date, records }: { date: string; records: Loaded<AttendanceRecord[]> }) {
  // Fetch failures show as an empty list.
  const rows = records.status === 'ok' ? records.data : [];
  const m = useMessages(attendanceMessages);
  const { tag } = useFormat();
  const c = m.columns;
  return (
    <TitledSection
      id="at-records-heading"
      title={m.recordsHeading(formatDay(tag, date))}
      className="edu-card panel at-card"
      titleClassName="at-card__title"
    >
      {records.status === 'loading' ? (
        <LoadingLine className="empty" text={m.loadingRecords} />
      ) : rows.length === 0 ? (
        <p className="empty">{m.noRecordsFor(formatDay(tag, date))}</p>
      ) : (
        <table className="at-table at-table--records">
          <ColumnHeads labels={[c.studentId, c.studentName, c.status, c.teacher, c.date]} />
          <tbody>
            {rows.map((r) => {
              const badge = recordBadge(r.status, m);
              return (
                <tr key={`${r.student_id}-${r.date}`}>
                  <td data-label="Student ID" className="at-col-id">
                    {r.student_id}
                  </td>
                  <td data-label="Student Name" className="at-table__strong at-col-name">
                    {r.name}
                  </td>
                  <td data-label="Status" className="at-col-status">
                    <span className={`at-badge at-badge--${badge.tone}`}>{badge.label}</span>
                  </td>
                  <td data-label="Teacher" className="at-col-teacher">
                    {r.teacher_name}
                  </td>
                  <td data-label="Date" className="at-col-date">
                    {formatDay(tag, r.date)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </TitledSection>
  );
}
