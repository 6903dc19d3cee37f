import type { DeviceClass } from '../../stores/device-class.ts';

/** Spec section 2: the menu toggle exists only for the dashboard areas... */
export function isDashboardPath(path: string): boolean {
  return /^\/(learners|teachers)(\/|$)/.test(path);
}

/** ...and only on mobile. */
export function showsMenuToggle(path: string, device: DeviceClass): boolean {
  return device === 'mobile' && isDashboardPath(path);
}

