import { AlertDialog } from '../../../lib/alert-dialog.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { learnerTestsMessages } from './messages.ts';

interface Props {
  /** 1-based numbers of the questions without an answer. */
  unanswered: readonly number[];
  total: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before submitting, naming each question still without an answer. */
export function SubmitDialog({ unanswered, total, onCancel, onConfirm }: Props) {
  const m = useMessages(learnerTestsMessages);
  return (
    <AlertDialog
      title={m.submitTitle}
      cancelLabel={m.keepAnswering}
      confirmLabel={m.submitNow}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{m.unansweredSummary(unanswered.length, total)}</p>
      {unanswered.length > 0 && (
        <ul className="edu-stack submit-dialog__missing">
          {unanswered.map((n) => (
            <li key={n}>{m.questionUnanswered(n)}</li>
          ))}
        </ul>
      )}
      <p>{m.cannotChange}</p>
    </AlertDialog>
  );
}
