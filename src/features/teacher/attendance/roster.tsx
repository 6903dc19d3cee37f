import { useMessages } from '../../../lib/i18n/use-language.ts';
import { markText, markTone, type Mark, type Marks, type RosterStudent } from './attendance-rules.ts';
import { attendanceMessages } from './messages.ts';
import { initials } from '../../../lib/format.ts';
import { TitleBlock } from '../../../lib/title-block.tsx';

const MARKS: readonly Mark[] = ['present', 'absent', 'late'];
const WHO_CLASSES = { block: 'text-stack at-roster__who', title: 'at-roster__name', sub: 'meta at-roster__id' };

/** 'Student Roster - {class}': Mark Present / Mark Absent / Mark Late per student and the chosen status. */
export function Roster({
  students,
  marks,
  onMark,
}: {
  students: readonly RosterStudent[];
  marks: Marks;
  onMark: (studentId: string, mark: Mark) => void;
}) {
  const m = useMessages(attendanceMessages);
  return (
    <ul className="at-roster">
      {students.map((s) => {
        const mark = marks[s.student_id];
        const nameId = `at-roster-${s.student_id}`;
        return (
          <li key={s.student_id} className={`at-roster__row${mark ? ` at-roster__row--${mark}` : ''}`}>
            <span className="disc at-avatar" aria-hidden="true">
              {initials(s.name, '?')}
            </span>
            <TitleBlock id={nameId} title={s.name} sub={s.student_id} classes={WHO_CLASSES} />
            <span className={`at-status ${mark ? markTone(mark) : 'at-status--unset'}`}>{markText(mark, m)}</span>
            <div className="at-roster__actions">
              {MARKS.map((choice) => (
                <button
                  key={choice}
                  type="button"
                  className={`edu-btn edu-btn--ghost edu-btn--small at-mark at-mark--${choice}`}
                  aria-pressed={mark === choice}
                  aria-describedby={nameId}
                  onClick={() => onMark(s.student_id, choice)}
                >
                  {m.markButtons[choice]}
                </button>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
