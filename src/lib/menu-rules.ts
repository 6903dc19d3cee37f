import { routeOf } from './base-path.ts';
import type { DeviceClass } from '../stores/device-class.ts';

/** The menu toggle exists only for the dashboard areas... */
export function isDashboardPath(path: string): boolean {
  return /^\/(learners|teachers|admin)(\/|$)/.test(path);
}

/** ...and only on mobile. */
export function showsMenuToggle(path: string, device: DeviceClass): boolean {
  return device === 'mobile' && isDashboardPath(path);
}

/** Whether the shared header shows its menu toggle on this page (a page URL under the base path). */
export const headerShowsToggle = (basePath: string, pagePath: string, device: DeviceClass): boolean =>
  showsMenuToggle(routeOf(basePath, pagePath), device);
