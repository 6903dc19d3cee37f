import { useStore } from '@nanostores/react';
import { useEffect, type RefObject } from 'react';
import { lockScroll } from '../../../lib/scroll-lock.ts';
import { $deviceClass } from '../../../stores/device-class.ts';
import { $sidebarOpen, closeSidebar } from '../../../stores/sidebar.ts';

/**
 * The navigation is a drawer below 1024 px (spec section 2), open while $sidebarOpen is.
 * The shared header handles mobile's outside click / Escape / back; tablet has no header
 * toggle, so Escape is handled here too. The page does not scroll behind an open drawer,
 * and focus moves to the current item when it opens.
 */
export function useDrawer(nav: RefObject<HTMLElement | null>): { isDrawer: boolean; open: boolean } {
  const device = useStore($deviceClass);
  const stored = useStore($sidebarOpen);
  const isDrawer = device !== 'desktop';
  const open = isDrawer && stored;

  useEffect(() => {
    if (!open) return;
    const unlock = lockScroll();
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') closeSidebar();
    };
    document.addEventListener('keydown', onKey);
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus({ preventScroll: true });
    return () => {
      unlock();
      document.removeEventListener('keydown', onKey);
    };
  }, [open, nav]);

  return { isDrawer, open };
}
