import type { ReactNode } from 'react';
import type { RosterStudent } from '../../../contract/class-roster.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { usePageVirtualizer } from '../../../lib/use-page-virtualizer.ts';
import { teacherSharedMessages } from '../shared/messages.ts';
import { classesMessages } from './messages.ts';

/**
 * Students as a list virtualized against the page's scroll (a roster may have thousands): each
 * with their name, id, grade and classes, and the row's `action`.
 */
export function RosterList({
  label,
  students,
  action,
}: {
  label: string;
  students: readonly RosterStudent[];
  action: (s: RosterStudent) => ReactNode;
}) {
  const m = useMessages(classesMessages);
  const t = useMessages(teacherSharedMessages);
  const { setList, rows, totalSize, measureElement } = usePageVirtualizer({
    count: students.length,
    estimateSize: () => 64,
    overscan: 10,
    getItemKey: (i) => students[i]!.studentId,
  });
  const top = rows[0]?.start ?? 0;
  const bottom = totalSize - (rows[rows.length - 1]?.end ?? 0);
  return (
    <ul ref={setList} className="crows" aria-label={label} style={{ paddingBlockStart: top, paddingBlockEnd: bottom }}>
      {rows.map((row) => {
        const s = students[row.index]!;
        return (
          <li
            key={row.key}
            ref={measureElement}
            data-index={row.index}
            className="crow"
            aria-setsize={students.length}
            aria-posinset={row.index + 1}
          >
            <span className="text-stack crow__who">
              <span className="crow__name">{s.name}</span>
              <span className="meta">
                {s.studentId} · {s.grade || m.gradeNotSet}
                {s.classes.length > 0 && ` · ${s.classes.join(t.listSeparator)}`}
              </span>
            </span>
            {action(s)}
          </li>
        );
      })}
    </ul>
  );
}
