import type { DemoAccount } from './demo-accounts.ts';

/** Every width a reader may have, from a small phone to a wide desktop. */
export const WIDTHS = [320, 375, 768, 1280, 1920] as const;

/** Every route of the demo portal, who sees it, and the element whose heading says it is ready. */
export const ROUTES: { path: string; as?: DemoAccount; ready: string }[] = [
  { path: '/', ready: 'edu-home' },
  { path: '/login', ready: 'edu-auth' },
  { path: '/signup', ready: 'edu-auth' },
  { path: '/learners#syllabus', as: 'learner', ready: 'edu-learner-dashboard' },
  { path: '/learners#progress', as: 'learner', ready: 'edu-learner-dashboard' },
  { path: '/learners#profile', as: 'learner', ready: 'edu-learner-dashboard' },
  { path: '/teachers#dashboard', as: 'teacher', ready: 'edu-teacher-dashboard' },
  { path: '/teachers#tests/create', as: 'teacher', ready: 'edu-teacher-dashboard' },
  { path: '/teachers#attendance', as: 'teacher', ready: 'edu-teacher-dashboard' },
  { path: '/teachers#students', as: 'teacher', ready: 'edu-teacher-dashboard' },
  { path: '/parents', as: 'parent', ready: 'edu-parents' },
];

/** A route's name in test titles and file names: '/teachers#tests/create' as teacher -> 'teachers-tests-create'. */
export const routeName = (path: string): string => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
