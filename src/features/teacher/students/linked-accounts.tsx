import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, emailField, type AccountSummary } from '../../../contract/auth.ts';
import { ApiError } from '../../../lib/api/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { useApi } from '../../../lib/use-api.ts';
import { authApi } from '../../../lib/api/auth-api.ts';
import { useAsync } from '../../../lib/use-async.ts';
import { AccountAction, AccountRow } from '../shared/account-row.tsx';
import { studentsMessages, type StudentsMessages } from './messages.ts';

/** The server's reason, or a plea to try again when there is none. */
const reason = (err: unknown, m: StudentsMessages): string =>
  err instanceof ApiError ? (err.serverMessage ?? err.message) : m.tryAgain;

/** Why the typed email is refused, by the email rule it broke: empty, too long, or not an email. */
function emailProblem(issue: { code: string; message: string } | undefined, m: StudentsMessages): string {
  if (issue?.code === 'too_small') return m.emailErrors.required;
  if (issue?.code === 'too_big') return m.emailErrors.tooLong;
  if (issue?.message === AUTH_MESSAGES.emailInvisible) return m.emailErrors.invisible;
  if (issue?.message === AUTH_MESSAGES.emailMixedScripts) return m.emailErrors.mixedScripts;
  return m.emailErrors.invalid;
}

/**
 * The Student and Parent sign-ins linked to this student record. Linking is how a learner sees
 * their own dashboard and a parent their child's: the account signs up, a teacher links it here.
 */
export function LinkedAccounts({ studentId, studentName }: { studentId: string; studentName: string }) {
  const api = useApi(authApi);
  const { toast } = useElement();
  const m = useMessages(studentsMessages);
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
      setError(emailProblem(parsed.error.issues[0], m));
      return;
    }
    setBusy(true);
    try {
      setChanged({ key: studentId, list: await api.linkAccount(studentId, parsed.data) });
      setEmail('');
      setError(null);
      toast.success(m.linked(parsed.data, studentName));
    } catch (err) {
      toast.error(m.linkFailed(parsed.data, reason(err, m)));
    } finally {
      setBusy(false);
    }
  };

  const unlink = async (a: AccountSummary): Promise<void> => {
    setBusy(true);
    try {
      setChanged({ key: studentId, list: await api.unlinkAccount(studentId, a.id) });
      toast.success(m.unlinked(a.name, studentName));
    } catch (err) {
      toast.error(m.unlinkFailed(a.name, reason(err, m)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="box profile__block" aria-labelledby="p-accounts" aria-busy={loaded.status === 'loading'}>
      <h3 id="p-accounts">{m.portalAccounts}</h3>
      {loaded.status === 'loading' && !accounts ? (
        <p className="muted-line">
          <span className="edu-spinner" aria-hidden="true" /> {m.loadingAccounts}
        </p>
      ) : loaded.error && !accounts ? (
        <p className="muted-line" role="alert">
          {m.accountsFailed(reason(loaded.error, m))}{' '}
          <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" onClick={loaded.reload}>
            {m.retry}
          </button>
        </p>
      ) : accounts && accounts.length > 0 ? (
        <ul className="account-list">
          {accounts.map((a) => (
            <AccountRow key={a.id} account={a}>
              <span className="badge tone-info">{m.roles[a.role]}</span>
              <AccountAction label={m.unlink} name={m.unlinkName(a.name)} ghost disabled={busy} onClick={() => void unlink(a)} />
            </AccountRow>
          ))}
        </ul>
      ) : (
        <p className="muted-line">{m.noLinkedAccounts}</p>
      )}
      <form className="account-link" noValidate onSubmit={(e) => void link(e)}>
        <label className="field" htmlFor="link-email">
          <span className="field__label">{m.linkEmailLabel}</span>
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
          {m.linkAccount}
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
