import { useEffect, useId, useRef } from 'react';
import { unansweredSummary } from './answers.ts';

interface Props {
  /** 1-based numbers of the questions without an answer. */
  unanswered: readonly number[];
  total: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before submitting, naming each question still without an answer. A modal alert dialog
 * in the top layer; Escape and 'Keep answering' close it, focus starts on 'Keep answering'.
 */
export function SubmitDialog({ unanswered, total, onCancel, onConfirm }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="submit-dialog"
      part="dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="submit-dialog__title">
        Submit test?
      </h2>
      <div id={bodyId} className="submit-dialog__body">
        <p>{unansweredSummary(unanswered.length, total)}</p>
        {unanswered.length > 0 && (
          <ul className="submit-dialog__missing">
            {unanswered.map((n) => (
              <li key={n}>Question {n} is unanswered</li>
            ))}
          </ul>
        )}
        <p>Once submitted, your answers cannot be changed.</p>
      </div>
      <div className="submit-dialog__actions">
        <button type="button" className="edu-btn edu-btn--ghost" data-autofocus="" onClick={onCancel}>
          Keep answering
        </button>
        <button type="button" className="edu-btn" onClick={onConfirm}>
          Submit now
        </button>
      </div>
    </dialog>
  );
}
