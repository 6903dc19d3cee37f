import { AlertDialog } from '../../../lib/alert-dialog.tsx';
import { unansweredSummary } from './answers.ts';

interface Props {
  /** 1-based numbers of the questions without an answer. */
  unanswered: readonly number[];
  total: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before submitting, naming each question still without an answer. */
export function SubmitDialog({ unanswered, total, onCancel, onConfirm }: Props) {
  return (
    <AlertDialog title="Submit test?" cancelLabel="Keep answering" confirmLabel="Submit now" onCancel={onCancel} onConfirm={onConfirm}>
      <p>{unansweredSummary(unanswered.length, total)}</p>
      {unanswered.length > 0 && (
        <ul className="submit-dialog__missing">
          {unanswered.map((n) => (
            <li key={n}>Question {n} is unanswered</li>
          ))}
        </ul>
      )}
      <p>Once submitted, your answers cannot be changed.</p>
    </AlertDialog>
  );
}
