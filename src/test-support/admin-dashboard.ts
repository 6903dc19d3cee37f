import '../elements/edu-admin-dashboard.ts';
import { mount } from './mount.ts';
import { signInForTest } from './session.ts';

/** Mounts <edu-admin-dashboard> (api-base http://api.test) for the signed-in test administrator. */
export function mountAdminDashboard(attrs: Record<string, string> = {}): Promise<HTMLElement> {
  const all = { 'api-base': 'http://api.test', ...attrs };
  signInForTest('admin', all['api-base']);
  return mount('edu-admin-dashboard', all);
}
