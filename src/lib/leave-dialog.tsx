import { AlertDialog } from './alert-dialog.tsx';
import { useMessages } from './i18n/use-language.ts';
import { libMessages } from './messages.ts';

/** "Leave without saving?": what would be lost, Stay (also Escape) and Leave. */
export function LeaveDialog({ what, onStay, onLeave }: { what: readonly string[]; onStay: () => void; onLeave: () => void }) {
  const { leave: t } = useMessages(libMessages);
  return (
    <AlertDialog title={t.title} cancelLabel={t.stay} confirmLabel={t.leave} danger onCancel={onStay} onConfirm={onLeave}>
      <p className="edu-leave__lead">{t.lead}</p>
      <ul className="edu-leave__list">
        {what.map((w, i) => (
          <li key={i}>{w}</li>
        ))}
      </ul>
    </AlertDialog>
  );
}
