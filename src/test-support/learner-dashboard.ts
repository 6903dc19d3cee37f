/// <reference types="mocha" />
import { findByShadowRole } from 'shadow-dom-testing-library';
import '../elements/edu-learner-dashboard.ts';
import '../elements/edu-header.ts';
import '../elements/edu-footer.ts';
import { closeSidebar } from '../stores/sidebar.ts';
import { fakeFetch, json, type Answer, type FetchDouble, type Routes } from './fetch-double.ts';
import { cleanup, mount, setPath, setWidth } from './mount.ts';
import { resetSession, signInForTest } from './session.ts';

/** Component-test setup for <edu-learner-dashboard>: its materials, its network and mounting. */
export interface MaterialRowData {
  name: string;
  size: number;
  uploaded_at: string;
  url: string;
  type?: string;
}

export const MATERIALS: MaterialRowData[] = [
  {
    name: 'Algebra Notes.pdf',
    size: 1536,
    uploaded_at: '2024-03-10T09:30:00.000Z',
    url: '/api/files/a1',
    type: 'application/pdf',
  },
  {
    name: 'Diagram.png',
    size: 2 * 1024 * 1024,
    uploaded_at: '2024-03-09T09:30:00.000Z',
    url: '/api/files/b2',
    type: 'image/png',
  },
  { name: 'Missing.pdf', size: 0, uploaded_at: '2024-03-08T09:30:00.000Z', url: '' },
  {
    name: '<img src=x onerror="window.__pwned=1">.pdf',
    size: 1023,
    uploaded_at: '2024-03-07T09:30:00.000Z',
    url: 'javascript:window.__pwned=1',
  },
];

/** The dashboard's network: `routes` as named, every other request answered by `otherwise` (default: the materials above). */
export function serveLearner(otherwise: Answer = json({ studyMaterials: MATERIALS }), routes: Routes = {}): FetchDouble {
  return fakeFetch(routes, { otherwise });
}

export function clearLearnerStorage(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('edu-learner:')) localStorage.removeItem(key);
}

/** Mounts the dashboard for a signed-in student (the sample profile's name); `title` is its heading in the element's language. */
export async function showDashboard(
  attrs: Record<string, string> = {},
  width = 1280,
  title = 'Learner Dashboard',
): Promise<HTMLElement> {
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

/**
 * For the suite it is called in: the dashboard's network (serveLearner) before each test, which
 * `serve` replaces, and after each the network put back and a clean page, session and storage.
 */
export function learnerSuite(): { readonly api: FetchDouble; serve: (otherwise?: Answer, routes?: Routes) => FetchDouble } {
  let api: FetchDouble | undefined;
  const suite = {
    get api(): FetchDouble {
      return api!;
    },
    serve(otherwise?: Answer, routes?: Routes): FetchDouble {
      api?.restore();
      api = serveLearner(otherwise, routes);
      return api;
    },
  };
  beforeEach(() => void suite.serve());
  afterEach(() => {
    api?.restore();
    api = undefined;
    resetAll();
  });
  return suite;
}
