import { useStore } from '@nanostores/react';
import { useElement } from '../../../lib/element-context.tsx';
import { $sidebarOpen } from '../../../stores/sidebar.ts';

/** The navigation is a drawer below 1024 px, open while $sidebarOpen is. */
export function useDrawer(): { isDrawer: boolean; open: boolean } {
  const { device } = useElement();
  const stored = useStore($sidebarOpen);
  const isDrawer = device !== 'desktop';
  return { isDrawer, open: isDrawer && stored };
}
