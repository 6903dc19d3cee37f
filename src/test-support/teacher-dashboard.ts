import '../elements/edu-teacher-dashboard.ts';
import { mount } from './mount.ts';
import { signInForTest } from './session.ts';

/** Mounts <edu-teacher-dashboard> (api-base http://api.test) for the signed-in test teacher. */
export function mountTeacherDashboard(attrs: Record<string, string> = {}): Promise<HTMLElement> {
  const all = { 'api-base': 'http://api.test', ...attrs };
  signInForTest('teacher', all['api-base']);
  return mount('edu-teacher-dashboard', all);
}
