import type { ReactNode } from 'react';
import type { ClassSummary } from '../../../contract/classes.ts';
import { DescriptionList } from '../../../lib/description-list.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { roleIn } from './class-rules.ts';
import { classesMessages } from './messages.ts';

/** A class's course, grade, term, roster size and the caller's role in it. */
export function ClassFacts({ summary: c, teacherId }: { summary: ClassSummary; teacherId: string }) {
  const m = useMessages(classesMessages);
  return (
    <DescriptionList
      className="cfacts"
      items={[
        { label: m.course, value: c.courseTitle ?? m.noCourse },
        { label: m.grade, value: c.grade || m.gradeMixed },
        { label: m.term, value: c.term || m.noTerm },
        { label: m.students, value: m.studentCount(c.studentCount) },
        { label: m.myRole, value: m.roles[roleIn(c, teacherId)] },
      ]}
    />
  );
}

/** The join code, in a box the user may select, with Copy beside it. */
export function JoinCodeLine({
  summary: c,
  onCopy,
  children,
}: {
  summary: ClassSummary;
  onCopy: (code: string) => void;
  children?: ReactNode;
}) {
  const m = useMessages(classesMessages);
  return (
    <div className="ccode">
      <span className="ccode__label">{m.joinCode}</span>
      {c.joinCode ? (
        <>
          <code className="ccode__value">{c.joinCode}</code>
          <button
            type="button"
            className="edu-btn edu-btn--ghost edu-btn--small"
            aria-label={m.copyLabel(c.name)}
            onClick={() => onCopy(c.joinCode!)}
          >
            {m.copy}
          </button>
        </>
      ) : (
        <span className="meta">{m.noJoinCode}</span>
      )}
      {children}
    </div>
  );
}
