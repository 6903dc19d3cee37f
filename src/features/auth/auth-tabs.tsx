import type { KeyboardEvent } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { authMessages } from './messages.ts';
import type { AuthTab } from './tab-rules.ts';

const TABS: readonly AuthTab[] = ['login', 'signup'];
export const tabId = (t: AuthTab): string => `auth-tab-${t}`;
export const panelId = (t: AuthTab): string => `auth-panel-${t}`;

/** The Sign In / Sign Up switch: an ARIA tablist (arrow keys, Home, End); it never navigates. */
export function AuthTabs({ active, onSelect }: { active: AuthTab; onSelect: (t: AuthTab) => void }) {
  const m = useMessages(authMessages);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const i = TABS.indexOf(active);
    const next =
      e.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(i - 1 + TABS.length) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    onSelect(next);
    (e.currentTarget.querySelector(`#${tabId(next)}`) as HTMLElement | null)?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label={m.account} onKeyDown={onKeyDown}>
      {TABS.map((t) => (
        <button
          key={t}
          id={tabId(t)}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={t === active}
          aria-controls={panelId(t)}
          tabIndex={t === active ? 0 : -1}
          onClick={() => onSelect(t)}
        >
          {m.tabs[t]}
        </button>
      ))}
    </div>
  );
}
