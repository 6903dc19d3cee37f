import { createElement, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $refusal } from '../stores/session.ts';
import type { Me } from '../contract/auth.ts';
import type { AccountRole } from '../contract/account-texts.ts';
import { contractText, errorText } from './api/error-text.ts';
import { useElement } from './element-context.tsx';
import { lazyComponent } from './lazy-component.tsx';
import { formatList } from './i18n/format.ts';
import { useLanguage, useMessages } from './i18n/use-language.ts';
import { libMessages, type LibMessages } from './messages.ts';
import { useNestedAttributes } from './nested-attributes.ts';
import { sessionErrorText, signOut } from './session.ts';
import { useSession } from './use-session.ts';
import { LoadingLine } from './loading-line.tsx';
import { ServerBusyStatus } from './server-busy-status.tsx';

// Rarely needed: a chunk of its own, fetched when a session expires.
const ExpiredDialog = lazyComponent(async () => (await import('./expired-dialog.tsx')).ExpiredDialog);

export interface AccountGateProps {
  /** The roles this element serves. */
  roles: readonly AccountRole[];
  /**
   * What the element is, for the wrong-role message ("The teacher dashboard is for..."), in
   * the element's language.
   */
  what: string;
  children: (user: Me) => ReactNode;
}

const statusText = (user: Me, m: LibMessages): string => {
  if (user.status === 'pending') return m.auth.pendingTeacher;
  if (user.status === 'declined')
    return user.declinedReason ? `${m.auth.declinedTeacher} ${m.declinedReason(user.declinedReason)}` : m.auth.declinedTeacher;
  return user.role === 'parent' ? m.auth.unlinkedParent : m.auth.unlinkedStudent;
};

/**
 * Shows its children only to a signed-in, active account of one of `roles`. Signed out, it
 * shows the sign-in form (an <edu-auth>); an account waiting for approval or a link, or of
 * another role, gets a plain sentence saying so. The server still decides every request.
 * Above it all, whatever it shows, the line that says when the server is busy.
 */
export function AccountGate(props: AccountGateProps) {
  return (
    <>
      <ServerBusyStatus />
      <GateContent {...props} />
    </>
  );
}

function GateContent({ roles, what, children }: AccountGateProps) {
  const session = useSession();
  const { apiBase } = useElement();
  const m = useMessages(libMessages);
  const { tag } = useLanguage();
  const nested = useNestedAttributes();
  // The account this element last showed: when its session expires mid-work, the screen stays
  // (with everything typed into it) under a sign-in dialog, so the person signs in and saves.
  const [shown, setShown] = useState<Me | null>(null);
  const allowed = (u: Me): boolean => roles.includes(u.role) && u.status === 'active';
  const expired = session.status === 'signed-out' && session.expired === true;
  const current = session.status === 'signed-in' ? (allowed(session.user) ? session.user : null) : expired ? shown : null;
  if (current !== shown) setShown(current); // derived during render, no effect needed

  if (current) {
    // One tree shape whether or not the session just expired, so the screen keeps its state.
    return (
      <>
        <RefusalNotice apiBase={apiBase} />
        {children(current)}
        {expired && <ExpiredDialog />}
      </>
    );
  }

  if (session.status === 'loading' || session.status === 'unknown') {
    return <LoadingLine className="edu-gate__loading" text={m.checkingAccount} />;
  }
  if (session.status === 'signed-out') {
    return (
      <section className="edu-gate" part="gate" aria-labelledby="edu-gate-title">
        <h2 id="edu-gate-title" className="edu-gate__title">
          {m.auth.signedOut}
        </h2>
        {session.expired && (
          <p className="edu-gate__note" role="alert">
            {m.auth.expired}
          </p>
        )}
        {session.error && (
          <p className="edu-gate__note" role="alert">
            {sessionErrorText(session, m)}
          </p>
        )}
        {createElement('edu-auth', { mode: 'login', ...nested, class: 'edu-gate__form' })}
      </section>
    );
  }
  const { user } = session;
  if (!roles.includes(user.role)) {
    return (
      <GateMessage title={m.notAvailable}>
        {m.wrongRole(
          what,
          formatList(
            tag,
            roles.map((r) => m.roles[r]),
            'disjunction',
          ),
          user.name,
          m.roles[user.role],
        )}
      </GateMessage>
    );
  }
  return <GateMessage title={m.welcome(user.name)}>{statusText(user, m)}</GateMessage>;
}

/** The server's last 403 for this server, in words, until dismissed (lists it emptied stay explained). */
function RefusalNotice({ apiBase }: { apiBase: string }) {
  const refusal = useStore($refusal);
  const m = useMessages(libMessages);
  if (!refusal || refusal.apiBase !== apiBase) return null;
  return (
    <div className="edu-refusal" role="alert">
      <span>{contractText(refusal.message, m)}</span>
      <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" onClick={() => $refusal.set(null)}>
        {m.dismiss}
      </button>
    </div>
  );
}

function GateMessage({ title, children }: { title: string; children: ReactNode }) {
  const { apiBase, toast } = useElement();
  const m = useMessages(libMessages);
  const [busy, setBusy] = useState(false);
  const leave = async (): Promise<void> => {
    setBusy(true);
    try {
      await signOut(apiBase);
    } catch (err) {
      toast.error(m.signOutFailed(errorText(err, m)));
      setBusy(false);
    }
  };
  return (
    <section className="edu-gate" part="gate" aria-labelledby="edu-gate-title">
      <h2 id="edu-gate-title" className="edu-gate__title">
        {title}
      </h2>
      <p className="edu-gate__note">{children}</p>
      <button type="button" className="edu-btn edu-btn--ghost" disabled={busy} onClick={() => void leave()}>
        {m.signOut}
      </button>
    </section>
  );
}
