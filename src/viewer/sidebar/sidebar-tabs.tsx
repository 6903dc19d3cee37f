import { useRef, type KeyboardEvent } from 'react';
import { useLanguage } from '../../lib/i18n/use-language.ts';

export interface SidebarTab<T extends string> {
  id: T;
  label: string;
}

export interface SidebarTabsProps<T extends string> {
  label: string;
  /** Tab `${idPrefix}-tab-${id}` controls panel `${idPrefix}-panel-${id}` (rendered by the caller). */
  idPrefix: string;
  tabs: readonly SidebarTab<T>[];
  active: T;
  onChange: (id: T) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: the arrow keys, Home and End move between the tabs
 * (right to left, the left arrow goes to the next one). Only the active tab is a Tab stop.
 */
export function SidebarTabs<T extends string>({ label, idPrefix, tabs, active, onChange }: SidebarTabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const forward = useLanguage().dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const i = tabs.findIndex((t) => t.id === active);
    const next =
      e.key === forward ? (i + 1) % tabs.length
      : e.key === back ? (i - 1 + tabs.length) % tabs.length
      : e.key === 'Home' ? 0
      : e.key === 'End' ? tabs.length - 1
      : -1;
    if (next < 0) return;
    e.preventDefault(); // not the viewer's page keys
    const tab = tabs[next]!;
    onChange(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className="sb-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.id}
          ref={(el) => {
            if (el) buttons.current.set(t.id, el);
            else buttons.current.delete(t.id);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${t.id}`}
          aria-selected={t.id === active}
          aria-controls={`${idPrefix}-panel-${t.id}`}
          tabIndex={t.id === active ? 0 : -1}
          className="sb-tab"
          onClick={() => onChange(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
