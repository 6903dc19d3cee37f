import { useState, type FormEvent } from 'react';
import type { ManagedTest } from '../../../contract/index.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { teacherSharedMessages } from '../shared/messages.ts';
import { useClasses } from '../shared/use-classes.ts';
import { testsMessages } from './messages.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { LoadingLine } from '../../../lib/loading-line.tsx';
import { FormActions } from '../../../lib/overlay/form-actions.tsx';
import { classOptions } from '../shared/class-option.ts';

/**
 * Assign to Classes: a checkbox per class of the element's class list (its name, course and
 * number of students), Cancel and Assign; the choice replaces assignedTo. Assign waits for the list (nothing to choose from without it).
 */
export function AssignDialog({
  test,
  onClose,
  onAssign,
}: {
  test: ManagedTest;
  onClose: () => void;
  onAssign: (classes: string[]) => Promise<boolean>;
}) {
  const m = useMessages(testsMessages);
  const t = useMessages(teacherSharedMessages);
  const classes = useClasses();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(test.assignedTo));
  const [busy, setBusy] = useState(false);
  const toggle = (c: string): void =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(c)) next.delete(c);
      else next.add(c);
      return next;
    });
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    setBusy(true);
    const ok = await onAssign(classes.classes.filter((c) => chosen.has(c)));
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Modal title={m.actions.assign} description={test.title} size="sm" busy={busy} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)}>
        {classes.loading ? (
          <LoadingLine className="empty" text={t.loadingClasses} />
        ) : classes.error ? (
          <LoadFailed className="empty" message={t.classesFailed(classes.error)} retryLabel={m.retry} onRetry={classes.retry} />
        ) : classes.classes.length === 0 ? (
          <p className="empty">{t.noClasses}</p>
        ) : (
          <fieldset className="tt-checks">
            <legend className="edu-visually-hidden">{m.classes}</legend>
            {classOptions(t, classes.classes, classes.summaries).map((c) => (
              <label key={c.value} className="tt-check">
                <input type="checkbox" checked={chosen.has(c.value)} onChange={() => toggle(c.value)} />
                <span>{c.label}</span>
              </label>
            ))}
          </fieldset>
        )}
        <FormActions
          cancelLabel={m.cancel}
          submitLabel={busy ? m.assigning : m.assign}
          disabled={busy || classes.loading || classes.error !== null}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
