import { useId, useState, type FormEvent } from 'react';
import type { ManagedTest } from '../../../contract/index.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { testsMessages } from './messages.ts';
import { FormActions } from '../../../lib/overlay/form-actions.tsx';

/** Schedule Test: a date-and-time input with Cancel and Schedule; a date and time is required. */
export function ScheduleDialog({
  test,
  onClose,
  onSchedule,
}: {
  test: ManagedTest;
  onClose: () => void;
  onSchedule: (scheduledDate: string) => Promise<boolean>;
}) {
  const id = useId();
  const m = useMessages(testsMessages);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (!value.trim()) {
      setError(m.pickDateAndTime);
      return;
    }
    setBusy(true);
    const ok = await onSchedule(value);
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Modal title={m.actions.schedule} description={test.title} size="sm" busy={busy} onClose={onClose}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <div className="tt-field">
          <label htmlFor={`${id}-when`}>{m.dateAndTime}</label>
          <input
            id={`${id}-when`}
            type="datetime-local"
            value={value}
            data-autofocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setError('');
            }}
          />
          {error && (
            <p id={`${id}-error`} className="tt-field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <FormActions cancelLabel={m.cancel} submitLabel={busy ? m.scheduling : m.schedule} disabled={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
