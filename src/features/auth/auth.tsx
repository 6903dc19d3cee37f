import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { $path } from '../../stores/location.ts';
import { AuthTabs, panelId, tabId } from './auth-tabs.tsx';
import { LoginForm } from './login-form.tsx';
import { authMessages } from './messages.ts';
import { SidePanel } from './side-panel.tsx';
import { SignUpForm } from './signup-form.tsx';
import type { AuthSubmitHandler } from './submit.ts';
import { authTabFor, parseMode, type AuthTab } from './tab-rules.ts';
import { useAuthSubmit } from './use-auth-submit.ts';
import styles from './auth.css?inline';

export { styles };
export type { AuthSubmission, AuthSubmitHandler } from './submit.ts';

export interface AuthProps {
  /** 'login' | 'signup': fixes the first tab shown; otherwise the path decides. */
  mode?: string;
  /** DOM property: the host's own sign-in / sign-up; default: the API server's accounts. */
  submitHandler?: AuthSubmitHandler;
  /** A 2 s simulated submit instead of the server (a host's `submitHandler` still wins). */
  simulate?: boolean;
}

/**
 * The sign-in / sign-up screen. The tab follows the path (or `mode`) and re-syncs when
 * either changes; the tab buttons switch forms in place. Both forms stay mounted (the
 * inactive one hidden) so switching tabs keeps what the person typed.
 */
export default function Auth({ mode, submitHandler, simulate = false }: AuthProps) {
  const path = useStore($path);
  const source = `${parseMode(mode) ?? ''}|${path}`;
  // A tab picked by the person holds until the path or mode changes (derived, no effect).
  const [picked, setPicked] = useState<{ source: string; tab: AuthTab } | null>(null);
  const tab = picked?.source === source ? picked.tab : authTabFor(path, mode);
  const submit = useAuthSubmit(submitHandler, simulate);
  const m = useMessages(authMessages);

  return (
    <div className="auth" part="auth">
      <div className="auth__frame" part="frame">
        <div className="auth__card" part="card">
          <header className="auth__head">
            <h1 className="auth__title">{m.title[tab]}</h1>
            <p className="auth__subtitle">{m.subtitle[tab]}</p>
          </header>
          <AuthTabs active={tab} onSelect={(t) => setPicked({ source, tab: t })} />
          <div id={panelId('login')} role="tabpanel" aria-labelledby={tabId('login')} hidden={tab !== 'login'}>
            <LoginForm onSubmit={(data) => submit({ mode: 'login', data })} />
          </div>
          <div id={panelId('signup')} role="tabpanel" aria-labelledby={tabId('signup')} hidden={tab !== 'signup'}>
            <SignUpForm onSubmit={(data) => submit({ mode: 'signup', data })} />
          </div>
        </div>
        <SidePanel />
      </div>
    </div>
  );
}
