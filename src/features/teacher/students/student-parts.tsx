import { useMessages } from '../../../lib/i18n/use-language.ts';
import { attendanceTone, gradeTone } from '../shared/colour-thresholds.ts';
import { formatPercent } from '../shared/format.ts';
import { useTeacherLanguage } from '../shared/use-teacher-language.ts';
import { studentsMessages } from './messages.ts';
import { initials } from '../../../lib/format.ts';
import type { DirectoryStudent } from './student-rules.ts';

/** A percentage badge coloured by its threshold: attendance or average grade. */
export function PercentBadge({ kind, value }: { kind: 'attendance' | 'grade'; value: number }) {
  const lang = useTeacherLanguage();
  const tone = kind === 'attendance' ? attendanceTone(value) : gradeTone(value);
  return <span className={`badge tone-${tone}`}>{formatPercent(value, lang)}</span>;
}

/** 'View Profile', named after the student for assistive technology. */
export function ViewProfileButton({
  student,
  className,
  onView,
}: {
  student: DirectoryStudent;
  className: string;
  onView: (s: DirectoryStudent) => void;
}) {
  const m = useMessages(studentsMessages);
  return (
    <button
      type="button"
      className={`edu-btn edu-btn--ghost ${className}`}
      aria-label={m.viewProfileOf(student.name)}
      onClick={() => onView(student)}
    >
      {m.viewProfile}
    </button>
  );
}

/** The student's initials, then name over id; the caller's box lays them out. */
export function StudentWho({ student }: { student: DirectoryStudent }) {
  return (
    <>
      <span className="disc avatar" aria-hidden="true">
        {initials(student.name, '?')}
      </span>
      <span className="text-stack who__text">
        <span className="who__name">{student.name}</span>
        <span className="meta who__id">{student.student_id}</span>
      </span>
    </>
  );
}
