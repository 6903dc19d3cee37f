import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useElement } from '../element-context.tsx';
import { $sidebarOpen, closeSidebar } from '../../stores/sidebar.ts';
import type { SidebarState } from './dashboard-sidebar.tsx';

export interface Drawer {
  /** The navigation is a drawer (below 1024 px). */
  isDrawer: boolean;
  /** The drawer is open. */
  open: boolean;
  /** After a choice in the navigation: a drawer closes, then `focus` runs once the choice has rendered. */
  picked: () => void;
}

/** The navigation is a drawer below 1024 px, open while $sidebarOpen is. */
export function useDrawer(focus: () => void): Drawer {
  const { device } = useElement();
  const stored = useStore($sidebarOpen);
  const isDrawer = device !== 'desktop';
  const [focusRequest, setFocusRequest] = useState(0);
  const moveFocus = useEffectEvent(focus);
  useEffect(() => {
    if (focusRequest !== 0) moveFocus();
  }, [focusRequest]);
  const picked = useCallback(() => {
    if (!isDrawer) return;
    closeSidebar();
    setFocusRequest((n) => n + 1);
  }, [isDrawer]);
  return { isDrawer, open: isDrawer && stored, picked };
}

export interface DashboardNavOptions<Id extends string> {
  /** The section shown now. */
  current: Id;
  /** Shows the section chosen. */
  onChoose: (id: Id) => void;
  /** The pointer or focus reached an item: a chance to load its section. */
  onIntent: (id: Id) => void;
  /** Where focus goes after a choice in the drawer. */
  focus: () => void;
}

/**
 * A dashboard's section navigation: `choose` shows a section and then closes the drawer (see
 * useDrawer); `sidebar` is what DashboardSidebar takes for it.
 */
export function useDashboardNav<Id extends string>({ current, onChoose, onIntent, focus }: DashboardNavOptions<Id>) {
  const { isDrawer, open, picked } = useDrawer(focus);
  const choose = (id: Id): void => {
    onChoose(id);
    picked();
  };
  const sidebar: SidebarState<Id> = { current, onChoose: choose, onIntent, drawer: isDrawer, open, onClose: closeSidebar };
  return { choose, sidebar };
}
