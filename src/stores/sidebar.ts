import { atom } from 'nanostores';
import { deviceClassFor } from './device-class.ts';
import { safeStorage } from './safe-storage.ts';

/** The menu state persists under this localStorage key (edu- like every key the widgets keep). */
export const SIDEBAR_STORAGE_KEY = 'edu-sidebar-open';
/**
 * The key the state was kept under before: read once, while the new key is unset, and copied
 * to it. It is left in place (written no more): on a host page it may be the page's own.
 */
export const LEGACY_SIDEBAR_STORAGE_KEY = 'sidebar-open';

/** Only the exact string 'true' means open; anything else (absent, corrupt) is closed. */
export function parseSidebarOpen(stored: string | null): boolean {
  return stored === 'true';
}

/** The stored state: the new key's, else the old key's (copied to the new key). */
export function readSidebarOpen(storage: Pick<typeof safeStorage, 'get' | 'set'> = safeStorage): boolean {
  const stored = storage.get(SIDEBAR_STORAGE_KEY);
  if (stored !== null) return parseSidebarOpen(stored);
  const legacy = storage.get(LEGACY_SIDEBAR_STORAGE_KEY);
  if (legacy === null) return false;
  const open = parseSidebarOpen(legacy);
  storage.set(SIDEBAR_STORAGE_KEY, String(open));
  return open;
}

export const $sidebarOpen = atom<boolean>(readSidebarOpen());

$sidebarOpen.listen((open) => safeStorage.set(SIDEBAR_STORAGE_KEY, String(open)));

export const openSidebar = (): void => $sidebarOpen.set(true);
export const closeSidebar = (): void => $sidebarOpen.set(false);
export const toggleSidebar = (): void => $sidebarOpen.set(!$sidebarOpen.get());

// On mobile, back navigation closes the open menu. One listener for the
// page, not one per header: headers mount and unmount as the host routes (a header inside a
// dashboard leaves on that very navigation) and must not take the rule with them.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    if ($sidebarOpen.get() && deviceClassFor(window.innerWidth) === 'mobile') closeSidebar();
  });
}
