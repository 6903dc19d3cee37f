import { useMessages } from '../../../lib/i18n/use-language.ts';
import { usePageVirtualizer } from '../../../lib/use-page-virtualizer.ts';
import { WrapPoints } from '../../../lib/wrap-points.tsx';
import { studentsMessages } from './messages.ts';
import type { DirectoryStudent } from './student-rules.ts';
import { PercentBadge, StudentWho, ViewProfileButton } from './student-parts.tsx';
import { useLoadNearEnd, type NextPage } from './use-load-near-end.ts';

interface ViewProps {
  /** The students loaded so far. */
  students: readonly DirectoryStudent[];
  /** How many students the list has in all (loaded or not). */
  total: number;
  next: NextPage;
  onView: (s: DirectoryStudent) => void;
}

const COLUMNS = 7;

/**
 * Table view, virtualized against the page's scroll with spacer rows: real table semantics, the
 * table grows with the page as pages of students load (the next one when the window nears the
 * last row loaded) and only the rows in the window are rendered. When the table's own box
 * is too narrow for its columns, each row stacks its cells, each under its column's name
 * (`data-label`).
 */
export function StudentTable({ students, total, next, onView }: ViewProps) {
  const m = useMessages(studentsMessages);
  const { setList, rows, totalSize, measureElement } = usePageVirtualizer({
    count: students.length,
    estimateSize: () => 80,
    overscan: 10,
    getItemKey: (i) => students[i]!.student_id,
  });
  useLoadNearEnd(rows[rows.length - 1]?.index ?? -1, students.length, next);
  const top = rows[0]?.start ?? 0;
  const bottom = totalSize - (rows[rows.length - 1]?.end ?? 0);

  return (
    <table className="stable" aria-label={m.tableLabel} aria-rowcount={total + 1}>
      <thead>
        <tr aria-rowindex={1}>
          <th scope="col">{m.columns.student}</th>
          <th scope="col">{m.columns.class}</th>
          <th scope="col">{m.columns.grade}</th>
          <th scope="col">{m.columns.contact}</th>
          <th scope="col">{m.columns.attendance}</th>
          <th scope="col">{m.columns.avgGrade}</th>
          <th scope="col">
            <span className="edu-visually-hidden">{m.columns.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody ref={setList}>
        {top > 0 && (
          <tr aria-hidden="true" className="stable__spacer">
            <td colSpan={COLUMNS} style={{ height: top }} />
          </tr>
        )}
        {rows.map((row) => {
          const s = students[row.index]!;
          return (
            <tr key={row.key} ref={measureElement} data-index={row.index} aria-rowindex={row.index + 2}>
              <td>
                <span className="who">
                  <StudentWho student={s} />
                </span>
              </td>
              <td data-label={m.columns.class} className="stable__wrap">
                {s.classes.join(', ')}
              </td>
              <td data-label={m.columns.grade} className="stable__wrap">
                {s.grade || m.gradeNotSet}
              </td>
              <td data-label={m.columns.contact} className="stable__contact">
                <span className="stable__email">
                  <WrapPoints text={s.email} />
                </span>
                <span className="stable__phone">{s.phone}</span>
              </td>
              <td data-label={m.columns.attendance}>
                <PercentBadge kind="attendance" value={s.attendance} />
              </td>
              <td data-label={m.columns.avgGrade}>
                <PercentBadge kind="grade" value={s.averageGrade} />
              </td>
              <td className="stable__action">
                <ViewProfileButton student={s} className="edu-btn--small stable__nowrap" onView={onView} />
              </td>
            </tr>
          );
        })}
        {bottom > 0 && (
          <tr aria-hidden="true" className="stable__spacer">
            <td colSpan={COLUMNS} style={{ height: bottom }} />
          </tr>
        )}
      </tbody>
    </table>
  );
}
