import type { DeviceClass } from '../../stores/device-class.ts';

/** Spec section 2: the menu toggle exists only for the dashboard areas... */
export function isDashboardPath(path: string): boolean {
  return /^\/(learners|teachers)(\/|$)/.test(path);
}

/** ...and only on mobile. */
export function showsMenuToggle(path: string, device: DeviceClass): boolean {
  return device === 'mobile' && isDashboardPath(path);
}

export const menuToggleLabel = (open: boolean): string => (open ? 'Close menu' : 'Open menu');

/** Elements marked with this attribute count as "inside the sidebar" for outside clicks. */
export const SIDEBAR_MARK = 'data-edu-sidebar';
export const MENU_TOGGLE_MARK = 'data-edu-menu-toggle';

/** True when a click's composed path touches the sidebar or the toggle. */
export function isInsideMenu(path: EventTarget[]): boolean {
  return path.some(
    (t) => t instanceof Element && (t.hasAttribute(SIDEBAR_MARK) || t.hasAttribute(MENU_TOGGLE_MARK)),
  );
}
