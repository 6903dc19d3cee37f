import { useStore } from '@nanostores/react';
import { $deviceClass } from '../../../stores/device-class.ts';
import { $sidebarOpen } from '../../../stores/sidebar.ts';

/** The navigation is a drawer below 1024 px, open while $sidebarOpen is. */
export function useDrawer(): { isDrawer: boolean; open: boolean } {
  const device = useStore($deviceClass);
  const stored = useStore($sidebarOpen);
  const isDrawer = device !== 'desktop';
  return { isDrawer, open: isDrawer && stored };
}
