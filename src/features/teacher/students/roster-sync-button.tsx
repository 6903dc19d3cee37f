import { useState } from 'react';
import { ApiError } from '../../../lib/api/index.ts';
import { classesApi } from '../../../lib/api/classes-api.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { useApi } from '../../../lib/use-api.ts';
import { studentsMessages } from './messages.ts';

/**
 * 'Sync roster from LMS' for a class that is an LMS course: the course's learners are brought
 * into the class, then the directory is loaded again (`onSynced`). The outcome is a toast.
 */
export function RosterSyncButton({ className, onSynced }: { className: string; onSynced: () => void }) {
  const api = useApi(classesApi);
  const { toast } = useElement();
  const m = useMessages(studentsMessages);
  const [busy, setBusy] = useState(false);

  const sync = async (): Promise<void> => {
    setBusy(true);
    try {
      const result = await api.syncRoster(className);
      toast.success(m.rosterSynced(className, result.learners, result.added));
      onSynced();
    } catch (err) {
      toast.error(m.rosterSyncFailed(className, err instanceof ApiError ? (err.serverMessage ?? err.message) : m.tryAgain));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="edu-btn edu-btn--ghost stoolbar__sync"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void sync()}
    >
      {busy ? m.rosterSyncing : m.rosterSync}
    </button>
  );
}
