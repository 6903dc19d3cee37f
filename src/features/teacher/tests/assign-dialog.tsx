import { useState, type FormEvent } from 'react';
import { CLASSES, type ClassName, type ManagedTest } from '../../../contract/index.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';

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
    <Modal title="Assign to Classes" description={test.title} size="sm" busy={busy} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)}>
        <fieldset className="tt-checks">
          <legend className="edu-visually-hidden">Classes</legend>
          {CLASSES.map((c) => (
            <label key={c} className="tt-check">
              <input type="checkbox" checked={chosen.has(c)} onChange={() => toggle(c)} />
              <span>{c}</span>
            </label>
          ))}
        </fieldset>
        <div className="edu-modal__actions">
          <button type="button" className="edu-btn edu-btn--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="edu-btn" disabled={busy}>
            {busy ? 'Assigning...' : 'Assign'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
