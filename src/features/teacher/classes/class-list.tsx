import { useState } from 'react';
import type { ClassSummary } from '../../../contract/classes.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { LoadingLine } from '../../../lib/loading-line.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { teacherSharedMessages } from '../shared/messages.ts';
import type { ClassesState } from '../shared/use-classes.ts';
import { ClassDialog } from './class-dialog.tsx';
import { ClassFacts, JoinCodeLine } from './class-facts.tsx';
import { classesMessages } from './messages.ts';
import { useCopyCode } from './use-copy-code.ts';

/** My classes: a card per class (its facts, join code and Open), and New class. */
export function ClassList({
  classes,
  teacherId,
  onOpen,
  onCreated,
  deleted,
}: {
  classes: ClassesState;
  teacherId: string;
  onOpen: (id: number) => void;
  /** A class was created: its page opens. */
  onCreated: (c: ClassSummary) => void;
  /** A class just deleted, left out while the class list loads again. */
  deleted?: number;
}) {
  const m = useMessages(classesMessages);
  const t = useMessages(teacherSharedMessages);
  const { toast } = useElement();
  const copy = useCopyCode();
  const [creating, setCreating] = useState(false);
  const shown = classes.summaries.filter((c) => c.id !== deleted);

  const created = (c: ClassSummary): void => {
    setCreating(false);
    toast.success(m.created(c.name));
    classes.refresh();
    onCreated(c);
  };

  return (
    <section className="stack cclasses" aria-labelledby="classes-mine">
      <div className="cluster cluster--spread">
        <h3 id="classes-mine" className="panel__title cclasses__title">
          {m.myClasses}
        </h3>
        <button type="button" className="edu-btn" onClick={() => setCreating(true)}>
          {m.newClass}
        </button>
      </div>
      {classes.loading ? (
        <LoadingLine className="empty" text={t.loadingClasses} />
      ) : classes.error ? (
        <LoadFailed className="empty" message={t.classesFailed(classes.error)} retryLabel={m.retry} onRetry={classes.retry} />
      ) : shown.length === 0 ? (
        <p className="empty">{m.noClasses}</p>
      ) : (
        <ul className="ccards">
          {shown.map((c) => (
            <li key={c.id} className="ccard edu-card">
              <div className="cluster cluster--spread ccard__head">
                <h4 className="ccard__name">{c.name}</h4>
                {c.lms && <span className="badge ccard__badge">{m.lmsCourse}</span>}
              </div>
              <ClassFacts summary={c} teacherId={teacherId} />
              <div className="cluster cluster--spread ccard__foot">
                <JoinCodeLine summary={c} onCopy={copy} />
                <button
                  type="button"
                  className="edu-btn edu-btn--small"
                  aria-label={m.openClassLabel(c.name)}
                  onClick={() => onOpen(c.id)}
                >
                  {m.openClass}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {creating && <ClassDialog onClose={() => setCreating(false)} onSaved={created} />}
    </section>
  );
}
