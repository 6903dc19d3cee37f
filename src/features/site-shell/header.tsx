import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { routeOf } from '../../lib/base-path.ts';
import { useElement } from '../../lib/element-context.tsx';
import { Link } from '../../lib/link.tsx';
import { signOut } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import type { SessionState } from '../../stores/session.ts';
import { $path } from '../../stores/location.ts';
import { $sidebarOpen, toggleSidebar } from '../../stores/sidebar.ts';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { libMessages } from '../../lib/messages.ts';
import { useServerBusy } from '../../lib/server-busy-status.tsx';
import { Logo } from './logo.tsx';
import { showsMenuToggle } from '../../lib/menu-rules.ts';
import { shellMessages } from './messages.ts';
import styles from './header.css?inline';

export { styles };

/** Signed in: the person's name and Sign Out; otherwise Sign In / Sign Up (nothing while asking). */
function AccountLinks({ path, session }: { path: string; session: SessionState }) {
  const { apiBase, toast, emit } = useElement();
  const m = useMessages(shellMessages);
  const [busy, setBusy] = useState(false);
  if (session.status === 'signed-in') {
    const leave = async (): Promise<void> => {
      setBusy(true);
      try {
        await signOut(apiBase);
        emit('edu-signed-out', {});
      } catch (err) {
        toast.error(m.signOutFailed((err as Error).message));
      } finally {
        setBusy(false);
      }
    };
    return (
      <>
        <span className="header__user" dir="auto" title={session.user.email}>
          {session.user.name}
        </span>
        <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" disabled={busy} onClick={() => void leave()}>
          {m.signOut}
        </button>
      </>
    );
  }
  if (session.status !== 'signed-out') return null;
  return (
    <>
      <Link href="/login" className="header__link" aria-current={path === '/login' ? 'page' : undefined}>
        {m.signIn}
      </Link>
      <Link href="/signup" className="edu-btn edu-btn--small" aria-current={path === '/signup' ? 'page' : undefined}>
        {m.signUp}
      </Link>
    </>
  );
}

/**
 * While the header asks who is signed in and the server answers 503, it says the server is busy
 * (a polite status kept in place, so the sentence is announced when it appears).
 */
function AskingStatus({ asking }: { asking: boolean }) {
  const busy = useServerBusy() && asking;
  const m = useMessages(libMessages);
  return (
    <span className="header__busy" role="status">
      {busy && (
        <>
          <span className="edu-spinner" aria-hidden="true" /> {m.serverBusy}
        </>
      )}
    </span>
  );
}

/** Shared header: logo and title, account links, and the mobile menu toggle of the dashboards. */
export default function Header() {
  const { emit, basePath, device } = useElement();
  const m = useMessages(shellMessages);
  // The portal route the page shows, inside the base path: '/portal/learners' -> '/learners'.
  const path = routeOf(basePath, useStore($path));
  const open = useStore($sidebarOpen);
  const session = useSession();
  const withToggle = showsMenuToggle(path, device);

  const onToggle = (): void => {
    toggleSidebar();
    emit('edu-menu-toggle', { open: !open });
  };

  return (
    <header className={session.status === 'signed-in' ? 'header header--signed-in' : 'header'} part="header">
      <div className="header__inner">
        {withToggle && (
          <button
            type="button"
            className="header__toggle"
            aria-label={open ? m.closeMenu : m.openMenu}
            aria-expanded={open}
            onClick={onToggle}
          >
            <span className={open ? 'burger burger--open' : 'burger'} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </button>
        )}
        <Link href="/" className="header__brand" part="brand">
          <Logo />
          <span className="header__title">{m.productName}</span>
        </Link>
        <nav className="header__nav" aria-label={m.account}>
          <AskingStatus asking={session.status === 'loading' || session.status === 'unknown'} />
          <AccountLinks path={path} session={session} />
        </nav>
      </div>
    </header>
  );
}
