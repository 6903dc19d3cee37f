import { useState } from 'react';
import type { AccountSummary } from '../../../contract/auth.ts';
import { ApiError } from '../../../lib/api/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { useApi } from '../../../lib/use-api.ts';
import { authApi } from '../../../lib/api/auth-api.ts';
import { useAsync } from '../../../lib/use-async.ts';
import { AccountAction, AccountRow } from '../shared/account-row.tsx';
import { overviewMessages } from './messages.ts';
import { TitledSection } from '../shared/section-frame.tsx';

/**
 * Teacher sign-ups waiting for a teacher of the school to approve them (a sign-up alone gives
 * no access). Shown only while there are some.
 */
export function PendingTeachers() {
  const api = useApi(authApi);
  const { toast } = useElement();
  const m = useMessages(overviewMessages);
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
      toast.success(m.approved(a.name));
    } catch (err) {
      toast.error(m.approveFailed(a.name, err instanceof ApiError ? (err.serverMessage ?? err.message) : m.tryAgain));
    } finally {
      setBusy(null);
    }
  };

  return (
    <TitledSection id="pending-title" title={m.pendingTitle} className="edu-card panel pending" titleClassName="panel__title">
      <ul className="account-list">
        {waiting.map((a) => (
          <AccountRow key={a.id} account={a}>
            <AccountAction
              label={m.approve}
              name={m.approveName(a.name)}
              disabled={busy !== null}
              onClick={() => void approve(a)}
            />
          </AccountRow>
        ))}
      </ul>
    </TitledSection>
  );
}
