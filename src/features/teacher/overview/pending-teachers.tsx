import { useState } from 'react';
import type { AccountSummary } from '../../../contract/auth.ts';
import { ApiError } from '../../../lib/api/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useApi } from '../shared/use-api.ts';
import { useAsync } from '../shared/use-async.ts';
import { AccountRow } from '../shared/account-row.tsx';

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
      <ul className="account-list">
        {waiting.map((a) => (
          <AccountRow key={a.id} account={a}>
            <button type="button" className="edu-btn edu-btn--small" disabled={busy !== null} aria-label={`Approve ${a.name}`} onClick={() => void approve(a)}>
              Approve
            </button>
          </AccountRow>
        ))}
      </ul>
    </section>
  );
}
