import { useState, type ReactNode } from 'react';
import { panelId, tabId, TabList, type TabDef, type TabListProps } from '../../../lib/tab-list.tsx';
import { useStyles } from '../../../lib/use-styles.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import type { Catalogue, Messages } from '../../../lib/i18n/messages.ts';
import { useSectionStyles } from './use-section-styles.ts';
import css from './tabs.css?inline';

export { panelId, tabId, type TabDef } from '../../../lib/tab-list.tsx';

export type TabsProps<T extends string> = Omit<TabListProps<T>, 'classes'>;

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

/**
 * A tabbed section's props from the dashboard: the teacher, and the tab (the URL's) with what
 * it shows of one record (`results/12`), and how to change them.
 */
export interface TabbedSectionProps<T extends string> {
  teacherId: string;
  teacherName: string;
  /** The dashboard's tab (its URL); absent or unknown: the first tab. */
  tab?: string;
  /** What the tab shows of one record (the URL's); absent: none. */
  item?: string;
  onTabChange?: (tab: T, item?: string) => void;
}

/** A tabbed section's tabs, labelled from its messages, and the active one with its chooser (see useTab). */
export function useSectionTabs<T extends string>(ids: readonly T[], labels: Record<T, string>, props: TabbedSectionProps<T>) {
  const tabs = ids.map((id) => ({ id, label: labels[id] }));
  const [tab, choose] = useTab(tabs, props.tab, props.onTabChange);
  return { tabs, tab, choose };
}

/** A tabbed section's opening: its CSS adopted, its texts, and its tabs labelled from their `tabs`. */
export function useTabbedSection<T extends string, M extends Messages & { tabs: Record<T, string> }>(
  css: string,
  catalogue: Catalogue<M>,
  ids: readonly T[],
  props: TabbedSectionProps<T>,
) {
  useSectionStyles(css);
  const m = useMessages(catalogue);
  return { m, ...useSectionTabs(ids, m.tabs, props) };
}

/** The dashboard's tabs: the shared tab list in the dashboard's tab style. */
export function Tabs<T extends string>(props: TabsProps<T>) {
  useStyles(css);
  return <TabList {...props} classes={TAB_CLASSES} />;
}

const TAB_CLASSES = { list: 'tabs', tab: 'tabs__tab' };

/** The panel of tab `id`, labelled by its tab; a hidden panel stays mounted. */
export function TabPanel({
  prefix,
  id,
  hidden,
  children,
}: {
  prefix: string;
  id: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={panelId(prefix, id)} aria-labelledby={tabId(prefix, id)} hidden={hidden}>
      {children}
    </div>
  );
}
