import { useState, type FormEvent } from 'react';
import { CLASSES, type ClassName, type ManagedTest } from '../../../contract/index.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { testsMessages } from './messages.ts';

/** Assign to Classes: a checkbox per class, Cancel and Assign; the choice replaces assignedTo. */
export function AssignDialog({
  test,
  onClose,
  onAssign,
}: {
  test: ManagedTest;
  onClose: () => void;
  onAssign: (classes: ClassName[]) => Promise<boolean>;
}) {
  const m = useMessages(testsMessages);
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
    const ok = await onAssign(CLASSES.filter((c) => chosen.has(c)));
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Modal title={m.actions.assign} description={test.title} size="sm" busy={busy} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)}>
        <fieldset className="tt-checks">
          <legend className="edu-visually-hidden">{m.classes}</legend>
          {CLASSES.map((c) => (
            <label key={c} className="tt-check">
              <input type="checkbox" checked={chosen.has(c)} onChange={() => toggle(c)} />
              <span>{c}</span>
            </label>
          ))}
        </fieldset>
        <div className="edu-modal__actions">
          <button type="button" className="edu-btn edu-btn--ghost" onClick={onClose}>
            {m.cancel}
          </button>
          <button type="submit" className="edu-btn" disabled={busy}>
            {busy ? m.assigning : m.assign}
          </button>
        </div>
      </form>
    </Modal>
  );
}
