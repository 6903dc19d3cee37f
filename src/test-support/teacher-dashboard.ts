import '../elements/edu-teacher-dashboard.ts';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { mount } from './mount.ts';
import { signInForTest } from './session.ts';

/** Mounts <edu-teacher-dashboard> (api-base http://api.test) for the signed-in test teacher. */
export function mountTeacherDashboard(attrs: Record<string, string> = {}): Promise<HTMLElement> {
  const all = { 'api-base': 'http://api.test', ...attrs };
  signInForTest('teacher', all['api-base']);
  return mount('edu-teacher-dashboard', all);
}

/** The teacher tools navigation called `name` and the texts of its buttons, in order. */
export async function toolsNav(el: HTMLElement, name: string): Promise<{ nav: HTMLElement; tools: (string | null)[] }> {
  const nav = await findByShadowRole(el, 'navigation', { name });
  return { nav, tools: queryAllByShadowRole(nav, 'button').map((b) => b.textContent) };
}
