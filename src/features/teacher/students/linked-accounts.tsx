import { useState, type FormEvent } from 'react';
import { emailField, ROLE_LABELS, type AccountSummary } from '../../../contract/auth.ts';
import { ApiError } from '../../../lib/api/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useApi } from '../shared/use-api.ts';
import { useAsync } from '../shared/use-async.ts';
import { AccountRow } from '../shared/account-row.tsx';

const reason = (err: unknown): string => (err instanceof ApiError ? (err.serverMessage ?? err.message) : 'Please try again.');

/**
 * The Student and Parent sign-ins linked to this student record. Linking is how a learner sees
 * their own dashboard and a parent their child's: the account signs up, a teacher links it here.
 */
export function LinkedAccounts({ studentId, studentName }: { studentId: string; studentName: string }) {
  const api = useApi();
  const { toast } = useElement();
  const loaded = useAsync(studentId, (signal) => api.getStudentLinks(studentId, { signal }));
  // The server's answer to a link or unlink replaces the loaded list.
  const [changed, setChanged] = useState<{ key: string; list: AccountSummary[] } | null>(null);
  const accounts = changed?.key === studentId ? changed.list : loaded.data;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const link = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid email format');
      return;
    }
    setBusy(true);
    try {
      setChanged({ key: studentId, list: await api.linkAccount(studentId, parsed.data) });
      setEmail('');
      setError(null);
      toast.success(`${parsed.data} can now see ${studentName}'s dashboard.`);
    } catch (err) {
      toast.error(`Could not link ${parsed.data}: ${reason(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const unlink = async (a: AccountSummary): Promise<void> => {
    setBusy(true);
    try {
      setChanged({ key: studentId, list: await api.unlinkAccount(studentId, a.id) });
      toast.success(`${a.name} is no longer linked to ${studentName}.`);
    } catch (err) {
      toast.error(`Could not unlink ${a.name}: ${reason(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile__block" aria-labelledby="p-accounts" aria-busy={loaded.loading}>
      <h3 id="p-accounts">Portal Accounts</h3>
      {loaded.loading && !accounts ? (
        <p className="profile__muted">
          <span className="edu-spinner" aria-hidden="true" /> Loading accounts...
        </p>
      ) : loaded.error && !accounts ? (
        <p className="profile__muted" role="alert">
          Could not load the linked accounts: {reason(loaded.error)}{' '}
          <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" onClick={loaded.reload}>
            Retry
          </button>
        </p>
      ) : accounts && accounts.length > 0 ? (
        <ul className="account-list">
          {accounts.map((a) => (
            <AccountRow key={a.id} account={a}>
              <span className="badge tone-info">{ROLE_LABELS[a.role]}</span>
              <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" disabled={busy} aria-label={`Unlink ${a.name}`} onClick={() => void unlink(a)}>
                Unlink
              </button>
            </AccountRow>
          ))}
        </ul>
      ) : (
        <p className="profile__muted">No Student or Parent account is linked yet.</p>
      )}
      <form className="account-link" noValidate onSubmit={(e) => void link(e)}>
        <label className="field" htmlFor="link-email">
          <span className="field__label">Link an account by its email</span>
          <input
            id="link-email"
            className="input"
            type="email"
            autoComplete="off"
            value={email}
            aria-invalid={error !== null}
            aria-describedby={error ? 'link-email-error' : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
          />
        </label>
        <button type="submit" className="edu-btn edu-btn--small" disabled={busy}>
          Link account
        </button>
        {error && (
          <p id="link-email-error" className="account-link__error">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
