import { useRef, useState, type KeyboardEvent } from 'react';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useStyles } from '../../../lib/use-styles.ts';
import css from './tabs.css?inline';

export interface TabDef<T extends string> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for the tab and panel ids: tab `${idPrefix}-tab-${id}`, panel `${idPrefix}-panel-${id}`. */
  idPrefix: string;
  tabs: readonly TabDef<T>[];
  active: T;
  onChange: (id: T) => void;
}

/** The tab named `id`, or the first tab when no tab has that id. */
export const knownTab = <T extends string>(tabs: readonly TabDef<T>[], id: string | undefined): T =>
  tabs.find((t) => t.id === id)?.id ?? tabs[0]!.id;

/**
 * A section's active tab. Inside the dashboard the tab is the dashboard's (its URL):
 * `routed` names it and choosing one calls `onRouted`; without `onRouted` the section keeps
 * its own. Choosing the tab already shown changes nothing.
 */
export function useTab<T extends string>(
  tabs: readonly TabDef<T>[],
  routed: string | undefined,
  onRouted: ((tab: T) => void) | undefined,
): [T, (tab: T) => void] {
  const [own, setOwn] = useState<T>(tabs[0]!.id);
  const active = onRouted ? knownTab(tabs, routed) : own;
  const choose = (next: T): void => {
    if (next === active) return;
    if (onRouted) onRouted(next);
    else setOwn(next);
  };
  return [active, choose];
}

export const tabId = (prefix: string, id: string): string => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string): string => `${prefix}-panel-${id}`;

/**
 * WAI-ARIA tabs (automatic activation): arrows, Home and End move between tabs; right to left,
 * the right arrow goes to the previous tab (the one on its right). The caller
 * renders the active panel with role="tabpanel", id panelId() and aria-labelledby tabId().
 */
export function Tabs<T extends string>({ label, idPrefix, tabs, active, onChange }: TabsProps<T>) {
  useStyles(css);
  const list = useRef<HTMLDivElement>(null);
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
    e.preventDefault();
    const tab = tabs[next]!;
    onChange(tab.id);
    list.current?.querySelector<HTMLElement>(`#${tabId(idPrefix, tab.id)}`)?.focus();
  };

  return (
    <div ref={list} className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={tabId(idPrefix, t.id)}
          aria-selected={t.id === active}
          aria-controls={panelId(idPrefix, t.id)}
          tabIndex={t.id === active ? 0 : -1}
          className="tabs__tab"
          onClick={() => onChange(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
