import { useRef, type KeyboardEvent } from 'react';
import { useLanguage } from './i18n/use-language.ts';

export interface TabDef<T extends string> {
  id: T;
  label: string;
}

export interface TabListProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for the tab and panel ids: tab `${idPrefix}-tab-${id}`, panel `${idPrefix}-panel-${id}`. */
  idPrefix: string;
  tabs: readonly TabDef<T>[];
  active: T;
  onChange: (id: T) => void;
  /** The class names of the list and of each tab (the caller's stylesheet). */
  classes: { list: string; tab: string };
}

export const tabId = (prefix: string, id: string): string => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string): string => `${prefix}-panel-${id}`;

/**
 * WAI-ARIA tabs (automatic activation): arrows, Home and End move between tabs; right to left,
 * the right arrow goes to the previous tab (the one on its right). Only the active tab is a
 * Tab stop. The caller renders the active panel with role="tabpanel", id panelId() and
 * aria-labelledby tabId().
 */
export function TabList<T extends string>({ label, idPrefix, tabs, active, onChange, classes }: TabListProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const forward = useLanguage().dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const i = tabs.findIndex((t) => t.id === active);
    const next =
      e.key === forward
        ? (i + 1) % tabs.length
        : e.key === back
          ? (i - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault(); // nor the page's own keys (a viewer's page turning)
    const tab = tabs[next]!;
    onChange(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, tab.id))}`)?.focus();
  };

  return (
    <div ref={list} className={classes.list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={tabId(idPrefix, t.id)}
          aria-selected={t.id === active}
          aria-controls={panelId(idPrefix, t.id)}
          tabIndex={t.id === active ? 0 : -1}
          className={classes.tab}
          onClick={() => onChange(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
