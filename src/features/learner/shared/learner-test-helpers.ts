import { findByShadowRole } from 'shadow-dom-testing-library';
import '../../../elements/edu-learner-dashboard.ts';
import '../../../elements/edu-header.ts';
import '../../../elements/edu-footer.ts';
import { closeSidebar } from '../../../stores/sidebar.ts';
import { cleanup, mount, setPath, setWidth } from '../../../test-support/mount.ts';
import { catalogueResponse, isCatalogueUrl } from '../../../test-support/catalogue.ts';
import { resetSession, signInForTest } from '../../../test-support/session.ts';

/** Component-test helpers for <edu-learner-dashboard>: a fetch double and mounting. */
export interface MaterialRowData {
  name: string;
  size: number;
  uploaded_at: string;
  url: string;
  type?: string;
}

export const MATERIALS: MaterialRowData[] = [
  { name: 'Algebra Notes.pdf', size: 1536, uploaded_at: '2024-03-10T09:30:00.000Z', url: '/api/files/a1', type: 'application/pdf' },
  { name: 'Diagram.png', size: 2 * 1024 * 1024, uploaded_at: '2024-03-09T09:30:00.000Z', url: '/api/files/b2', type: 'image/png' },
  { name: 'Missing.pdf', size: 0, uploaded_at: '2024-03-08T09:30:00.000Z', url: '' },
  { name: '<img src=x onerror="window.__pwned=1">.pdf', size: 1023, uploaded_at: '2024-03-07T09:30:00.000Z', url: 'javascript:window.__pwned=1' },
];

export interface FetchDouble {
  calls: string[];
  restore: () => void;
}

/**
 * Replaces window.fetch: `respond` answers each request (default: the materials above), but
 * GET /api/catalogue, which `catalogue` answers (default: the test catalogue) and which is not
 * recorded (the page loads it once per server, in whichever test comes first).
 */
export function stubFetch(
  respond: (url: string) => Promise<Response> | Response = () => json({ studyMaterials: MATERIALS }),
  catalogue: () => Response = () => catalogueResponse(),
): FetchDouble {
  const original = window.fetch;
  const calls: string[] = [];
  window.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (isCatalogueUrl(url)) return catalogue();
    calls.push(url);
    return respond(url);
  }) as typeof fetch;
  return { calls, restore: () => (window.fetch = original) };
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function clearLearnerStorage(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('edu-learner:')) localStorage.removeItem(key);
}

/** Mounts the dashboard for a signed-in student (the sample profile's name); `title` is its heading in the element's language. */
export async function showDashboard(attrs: Record<string, string> = {}, width = 1280, title = 'Learner Dashboard'): Promise<HTMLElement> {
  setPath('/learners');
  await setWidth(width);
  signInForTest('student', attrs['api-base']);
  const el = await mount('edu-learner-dashboard', attrs);
  // The first mount loads the element's lazy chunk (and Vite transforms it): allow time.
  await findByShadowRole(el, 'heading', { name: title, level: 1 }, { timeout: 15_000 });
  return el;
}

export async function openSection(el: HTMLElement, name: string): Promise<void> {
  (await findByShadowRole(el, 'button', { name })).click();
}

export function resetAll(): void {
  resetSession();
  closeSidebar();
  cleanup();
  clearLearnerStorage();
}

/** Collects events of one type dispatched to the document while a test runs. */
export function recordEvents<T>(type: string): { details: T[]; stop: () => void } {
  const details: T[] = [];
  const on = (e: Event): void => {
    details.push((e as CustomEvent<T>).detail);
  };
  document.addEventListener(type, on);
  return { details, stop: () => document.removeEventListener(type, on) };
}
