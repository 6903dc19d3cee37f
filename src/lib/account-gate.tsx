import { createElement, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $refusal } from '../stores/session.ts';
import { AUTH_ERRORS, ROLE_LABELS, type AuthRole, type Me } from '../contract/auth.ts';
import { useElement } from './element-context.tsx';
import { useNestedAttributes } from './nested-attributes.ts';
import { ModalDialog } from './overlay/modal-dialog.tsx';
import { signOut } from './session.ts';
import { useSession } from './use-session.ts';

export interface AccountGateProps {
  /** The roles this element serves. */
  roles: readonly AuthRole[];
  /** What the element is, for the wrong-role message ("The teacher dashboard is for..."). */
  what: string;
  children: (user: Me) => ReactNode;
}

const STATUS_TEXT = (user: Me): string =>
  user.status === 'pending' ? AUTH_ERRORS.pendingTeacher : user.role === 'parent' ? AUTH_ERRORS.unlinkedParent : AUTH_ERRORS.unlinkedStudent;

/**
 * Shows its children only to a signed-in, active account of one of `roles`. Signed out, it
 * shows the sign-in form (an <edu-auth>); an account waiting for approval or a link, or of
 * another role, gets a plain sentence saying so. The server still decides every request.
 */
export function AccountGate({ roles, what, children }: AccountGateProps) {
  const session = useSession();
  const { apiBase } = useElement();
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
    return (
      <p className="edu-gate__loading" role="status">
        <span className="edu-spinner" aria-hidden="true" /> Checking your account...
      </p>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <section className="edu-gate" part="gate" aria-labelledby="edu-gate-title">
        <h2 id="edu-gate-title" className="edu-gate__title">{AUTH_ERRORS.signedOut}</h2>
        {session.expired && <p className="edu-gate__note" role="alert">{AUTH_ERRORS.expired}</p>}
        {session.error && <p className="edu-gate__note" role="alert">{session.error}</p>}
        {createElement('edu-auth', { mode: 'login', ...nested, class: 'edu-gate__form' })}
      </section>
    );
  }
  const { user } = session;
  if (!roles.includes(user.role)) {
    const wanted = roles.map((r) => ROLE_LABELS[r]).join(' or ');
    return (
      <GateMessage title="Not available for this account">
        {what} is for {wanted} accounts. You are signed in as {user.name} ({ROLE_LABELS[user.role]}).
      </GateMessage>
    );
  }
  return <GateMessage title={`Welcome, ${user.name}`}>{STATUS_TEXT(user)}</GateMessage>;
}

/** The server's last 403 for this server, in words, until dismissed (lists it emptied stay explained). */
function RefusalNotice({ apiBase }: { apiBase: string }) {
  const refusal = useStore($refusal);
  if (!refusal || refusal.apiBase !== apiBase) return null;
  return (
    <div className="edu-refusal" role="alert">
      <span>{refusal.message}</span>
      <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" onClick={() => $refusal.set(null)}>
        Dismiss
      </button>
    </div>
  );
}

function GateMessage({ title, children }: { title: string; children: ReactNode }) {
  const { apiBase, toast } = useElement();
  const [busy, setBusy] = useState(false);
  const leave = async (): Promise<void> => {
    setBusy(true);
    try {
      await signOut(apiBase);
    } catch (err) {
      toast.error(`Could not sign out: ${(err as Error).message}`);
      setBusy(false);
    }
  };
  return (
    <section className="edu-gate" part="gate" aria-labelledby="edu-gate-title">
      <h2 id="edu-gate-title" className="edu-gate__title">{title}</h2>
      <p className="edu-gate__note">{children}</p>
      <button type="button" className="edu-btn edu-btn--ghost" disabled={busy} onClick={() => void leave()}>
        Sign Out
      </button>
    </section>
  );
}

/** A modal sign-in over the screen whose session expired (closes itself once signed in again). */
function ExpiredDialog() {
  const nested = useNestedAttributes();
  return (
    // No onClose: Escape must not leave a screen that can no longer save; it stays until signed in.
    <ModalDialog open className="edu-gate__dialog" labelledBy="edu-gate-expired">
      <h2 id="edu-gate-expired" className="edu-gate__title">{AUTH_ERRORS.expired}</h2>
      <p className="edu-gate__note">Nothing on this page is lost: sign in, then carry on where you were.</p>
      {createElement('edu-auth', { mode: 'login', ...nested, class: 'edu-gate__form' })}
    </ModalDialog>
  );
}
