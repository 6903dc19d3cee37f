import { atom, onMount } from 'nanostores';

const currentPath = (): string => (typeof location === 'undefined' ? '/' : location.pathname);

/** The page's current path, kept in sync with history navigation. */
export const $path = atom<string>(currentPath());

onMount($path, () => {
  const sync = (): void => $path.set(currentPath());
  sync();
  window.addEventListener('popstate', sync);
  return () => window.removeEventListener('popstate', sync);
});

/** Client-side navigation for hosts that route in the page (the demo portal does). */
export function navigate(path: string): void {
  if (path === currentPath()) return;
  history.pushState(null, '', path);
  $path.set(currentPath());
}

/** For host routers that change history themselves: tell the elements. */
export function syncPath(): void {
  $path.set(currentPath());
}
