import { useState } from 'react';
import type { AccountSummary } from '../../../contract/auth.ts';
import { ApiError } from '../../../lib/api/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useApi } from '../shared/use-api.ts';
import { useAsync } from '../shared/use-async.ts';

/**
 * Teacher sign-ups waiting for a teacher of the school to approve them (a sign-up alone gives
 * no access). Shown only while there are some.
 */
export function PendingTeachers() {
  const api = useApi();
  const { toast } = useElement();
  const pending = useAsync('pending-teachers', (signal) => api.getPendingAccounts({ signal }));
  const [approved, setApproved] = useState<number[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const waiting = (pending.data ?? []).filter((a) => !approved.includes(a.id));
  if (waiting.length === 0) return null;

  const approve = async (a: AccountSummary): Promise<void> => {
    setBusy(a.id);
    try {
      await api.approveAccount(a.id);
      setApproved((ids) => [...ids, a.id]);
      toast.success(`${a.name} can now use the teacher dashboard.`);
    } catch (err) {
      toast.error(`Could not approve ${a.name}: ${err instanceof ApiError ? (err.serverMessage ?? err.message) : 'Please try again.'}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="edu-card panel pending" aria-labelledby="pending-title">
      <h3 id="pending-title" className="panel__title">Teacher accounts waiting for approval</h3>
      <ul className="pending__list">
        {waiting.map((a) => (
          <li key={a.id} className="pending__item">
            <span className="pending__text">
              <span className="pending__name">{a.name}</span>
              <span className="pending__email">{a.email}</span>
            </span>
            <button type="button" className="edu-btn edu-btn--small" disabled={busy !== null} aria-label={`Approve ${a.name}`} onClick={() => void approve(a)}>
              Approve
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
