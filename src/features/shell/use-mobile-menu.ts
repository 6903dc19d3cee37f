import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { lockScroll } from '../../lib/scroll-lock.ts';
import { $deviceClass } from '../../stores/device-class.ts';
import { $sidebarOpen, closeSidebar } from '../../stores/sidebar.ts';
import { isInsideMenu } from './menu-rules.ts';

/**
 * Spec section 4: while the menu is open on mobile the page does not scroll, and it
 * closes on a click outside the sidebar and its toggle and on Escape (back navigation:
 * see stores/sidebar.ts).
 * Everything is removed again when the menu closes or the element unmounts.
 */
export function useMobileMenu(enabled: boolean): void {
  const open = useStore($sidebarOpen);
  const device = useStore($deviceClass);
  const active = enabled && open && device === 'mobile';

  useEffect(() => {
    if (!active) return;
    const unlock = lockScroll();
    const onClick = (e: MouseEvent): void => {
      if (!isInsideMenu(e.composedPath())) closeSidebar();
    };
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') closeSidebar();
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKey);
    return () => {
      unlock();
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [active]);
}
