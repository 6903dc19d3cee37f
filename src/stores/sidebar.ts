import { atom } from 'nanostores';
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
