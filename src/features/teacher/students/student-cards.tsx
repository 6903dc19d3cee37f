import { useLayoutEffect, useState } from 'react';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { usePageVirtualizer } from '../../../lib/use-page-virtualizer.ts';
import { studentsMessages } from './messages.ts';
import type { DirectoryStudent } from './student-rules.ts';
import { PercentBadge, StudentWho, ViewProfileButton } from './student-parts.tsx';
import { WrapPoints } from '../../../lib/wrap-points.tsx';
import { DescriptionList } from '../../../lib/description-list.tsx';
import { useLoadNearEnd, type NextPage } from './use-load-near-end.ts';

interface ViewProps {
  /** The students loaded so far. */
  students: readonly DirectoryStudent[];
  /** How many students the list has in all (loaded or not). */
  total: number;
  next: NextPage;
  onView: (s: DirectoryStudent) => void;
}

const MIN_CARD = 260;
const GAP = 16;
/** Cards have a fixed height (CSS .scard), so rows need no measuring. */
export const CARD_HEIGHT = 256;

/** Cards per row for a width: as many as fit at MIN_CARD px, at least one. */
export const columnsFor = (width: number): number => Math.max(1, Math.floor((width + GAP) / (MIN_CARD + GAP)));

/**
 * Cards view, virtualized by rows of cards against the page's scroll: the list grows with the
 * page as pages of students load (the next one when the window nears the last card loaded), and
 * the column count follows the list's own width.
 */
export function StudentCards({ students, total, next, onView }: ViewProps) {
  const m = useMessages(studentsMessages);
  const [cols, setCols] = useState(1);
  const { setList, list, rows, totalSize } = usePageVirtualizer({
    count: Math.ceil(students.length / cols),
    estimateSize: () => CARD_HEIGHT + GAP,
    overscan: 3,
  });

  const lastRow = rows[rows.length - 1];
  useLoadNearEnd(lastRow ? (lastRow.index + 1) * cols - 1 : -1, students.length, next);

  useLayoutEffect(() => {
    if (!list) return;
    const update = (): void => setCols(columnsFor(list.clientWidth));
    update();
    const ro = new ResizeObserver(update);
    ro.observe(list);
    return () => ro.disconnect();
  }, [list]);

  return (
    <ul ref={setList} className="scards" style={{ height: totalSize }}>
      {rows.flatMap((row) =>
        students.slice(row.index * cols, row.index * cols + cols).map((s, i) => (
          <li
            key={s.student_id}
            className="scard edu-card"
            aria-setsize={total}
            aria-posinset={row.index * cols + i + 1}
            style={{
              transform: `translateY(${row.start}px)`,
              width: `calc((100% - ${(cols - 1) * GAP}px) / ${cols})`,
              insetInlineStart: `calc(((100% - ${(cols - 1) * GAP}px) / ${cols} + ${GAP}px) * ${i})`,
            }}
          >
            <div className="scard__head">
              <StudentWho student={s} />
            </div>
            <div className="scard__tags">
              <span className="badge tone-info scard__classes" title={s.classes.join(', ')}>
                {s.classes.join(', ')}
              </span>
              <span className="badge">{s.grade ? m.gradeBadge(s.grade) : m.gradeNotSet}</span>
            </div>
            <DescriptionList
              className="scard__facts"
              items={[
                { label: m.email, value: <WrapPoints text={s.email} /> },
                { label: m.phone, value: s.phone },
              ]}
            />
            <div className="scard__stats">
              <div>
                <span className="meta scard__stat-label">{m.attendance}</span>
                <PercentBadge kind="attendance" value={s.attendance} />
              </div>
              <div>
                <span className="meta scard__stat-label">{m.avgGrade}</span>
                <PercentBadge kind="grade" value={s.averageGrade} />
              </div>
            </div>
            <ViewProfileButton student={s} className="scard__btn" onView={onView} />
          </li>
        )),
      )}
    </ul>
  );
}
