import { useState } from 'react';
import type { ClassSummary } from '../../../contract/classes.ts';
import { AlertDialog } from '../../../lib/alert-dialog.tsx';
import { classesApi } from '../../../lib/api/classes-api.ts';
import { BusyButton } from '../../../lib/busy-button.tsx';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { LoadingLine } from '../../../lib/loading-line.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { teacherSharedMessages } from '../shared/messages.ts';
import type { ClassesState } from '../shared/use-classes.ts';
import { ClassDialog } from './class-dialog.tsx';
import { ClassFacts, JoinCodeLine } from './class-facts.tsx';
import { managesClass } from './class-rules.ts';
import { ClassTeachers } from './class-teachers.tsx';
import { classesMessages } from './messages.ts';
import { RosterPanel } from './roster-panel.tsx';
import { useCopyCode } from './use-copy-code.ts';

/**
 * A class's page: its facts, Edit and Delete (its owner), its join code with New code, its
 * teachers and its roster. A change answered with the class shows at once; the shared class
 * list loads again behind it.
 */
export function ClassPage({
  id,
  classes,
  created,
  teacherId,
  onBack,
  onDeleted,
}: {
  id: number;
  classes: ClassesState;
  /** The class as its creation answered it (the class list may not have it yet). */
  created?: ClassSummary;
  teacherId: string;
  onBack: () => void;
  /** The class was deleted: the list of my classes shows without it. */
  onDeleted: (id: number) => void;
}) {
  const m = useMessages(classesMessages);
  const t = useMessages(teacherSharedMessages);
  const api = useApi(classesApi);
  const { toast } = useElement();
  const describe = useErrorText();
  const copy = useCopyCode();
  // The class as the last change answered it, shown until the class list loads again.
  const [answered, setAnswered] = useState<{ summary: ClassSummary; list: ClassesState['summaries'] } | null>(() =>
    created ? { summary: created, list: classes.summaries } : null,
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState<'code' | 'delete' | null>(null);

  const summary = answered?.list === classes.summaries ? answered.summary : classes.summaries.find((c) => c.id === id);

  const back = (
    <button type="button" className="edu-btn edu-btn--ghost edu-btn--small cpage__back" onClick={onBack}>
      <span aria-hidden="true" className="cpage__back-arrow">
        ←
      </span>{' '}
      {m.allClasses}
    </button>
  );
  if (!summary) {
    return (
      <div className="stack cpage">
        {back}
        {classes.loading ? (
          <LoadingLine className="empty" text={t.loadingClasses} />
        ) : classes.error ? (
          <LoadFailed className="empty" message={t.classesFailed(classes.error)} retryLabel={m.retry} onRetry={classes.retry} />
        ) : (
          <p className="empty" role="alert">
            {m.classMissing}
          </p>
        )}
      </div>
    );
  }

  const manages = managesClass(summary, teacherId);
  const changed = (c: ClassSummary): void => {
    setAnswered({ summary: c, list: classes.summaries });
    classes.refresh();
  };
  const newCode = async (): Promise<void> => {
    setBusy('code');
    try {
      const c = await api.newJoinCode(summary.id);
      changed(c);
      if (c.joinCode) toast.success(m.newCodeDone(c.joinCode));
    } catch (err) {
      toast.error(describe(err));
    } finally {
      setBusy(null);
    }
  };
  const remove = async (): Promise<void> => {
    setBusy('delete');
    try {
      await api.deleteClass(summary.id);
      toast.success(m.deleted(summary.name));
      classes.refresh();
      onDeleted(summary.id);
    } catch (err) {
      toast.error(describe(err));
      setBusy(null);
      setDeleting(false);
    }
  };

  return (
    <div className="stack cpage">
      {back}
      <div className="edu-card panel cpage__head">
        <div className="cluster cluster--spread">
          <h3 className="cpage__name">{summary.name}</h3>
          {manages && (
            <div className="cluster">
              <button type="button" className="edu-btn edu-btn--ghost edu-btn--small" onClick={() => setEditing(true)}>
                {m.editClass}
              </button>
              <button type="button" className="edu-btn edu-btn--danger edu-btn--small" onClick={() => setDeleting(true)}>
                {m.deleteClass}
              </button>
            </div>
          )}
        </div>
        <ClassFacts summary={summary} teacherId={teacherId} />
        <div className="cpage__code">
          <JoinCodeLine summary={summary} onCopy={copy}>
            <BusyButton
              type="button"
              className="edu-btn edu-btn--ghost edu-btn--small"
              busy={busy === 'code'}
              onClick={() => void newCode()}
            >
              {m.newCode}
            </BusyButton>
          </JoinCodeLine>
          <p className="meta">
            {m.joinCodeLead} {m.newCodeNote}
          </p>
        </div>
        {!manages && <p className="meta">{m.onlyOwner}</p>}
      </div>

      <div className="cpage__grid">
        <RosterPanel summary={summary} onChanged={classes.refresh} />
        <ClassTeachers summary={summary} manages={manages} onChanged={changed} />
      </div>

      {editing && (
        <ClassDialog
          editing={summary}
          onClose={() => setEditing(false)}
          onSaved={(c) => {
            setEditing(false);
            toast.success(m.saved(c.name));
            changed(c);
          }}
        />
      )}
      {deleting && (
        <AlertDialog
          title={m.deleteTitle}
          cancelLabel={m.cancel}
          confirmLabel={m.delete}
          danger
          busy={busy === 'delete'}
          onCancel={() => setDeleting(false)}
          onConfirm={() => void remove()}
        >
          <p>{m.deleteBody(summary.name)}</p>
        </AlertDialog>
      )}
    </div>
  );
}
