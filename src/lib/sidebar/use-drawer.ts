import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useElement } from '../element-context.tsx';
import { $sidebarOpen, closeSidebar } from '../../stores/sidebar.ts';

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
