import { atom } from 'nanostores';
import { deviceClassFor } from './device-class.ts';
import { safeStorage } from './safe-storage.ts';

/** Spec section 4: the menu state persists under this localStorage key. */
export const SIDEBAR_STORAGE_KEY = 'sidebar-open';

/** Only the exact string 'true' means open; anything else (absent, corrupt) is closed. */
export function parseSidebarOpen(stored: string | null): boolean {
  return stored === 'true';
}

export const $sidebarOpen = atom<boolean>(parseSidebarOpen(safeStorage.get(SIDEBAR_STORAGE_KEY)));

$sidebarOpen.listen((open) => safeStorage.set(SIDEBAR_STORAGE_KEY, String(open)));

export const openSidebar = (): void => $sidebarOpen.set(true);
export const closeSidebar = (): void => $sidebarOpen.set(false);
export const toggleSidebar = (): void => $sidebarOpen.set(!$sidebarOpen.get());

// Spec section 4: on mobile, back navigation closes the open menu. One listener for the
// page, not one per header: headers mount and unmount as the host routes (a header inside a
// dashboard leaves on that very navigation) and must not take the rule with them.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    if ($sidebarOpen.get() && deviceClassFor(window.innerWidth) === 'mobile') closeSidebar();
  });
}
