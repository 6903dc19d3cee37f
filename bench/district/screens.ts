import { BUNDLE_SCRIPT, type BenchPage } from '../lib/browser.ts';

export type Role = 'teacher' | 'learner' | 'parent';

/** A screen as a user opens it: a bench page, its hash route, and what shows its first data. */
export interface Screen {
  title: string;
  role: Role;
  page: string;
  hash: string;
  /** Selector (in the elements' shadow roots) of the first data rows: present only once the data came. */
  firstData: string;
}

/** The element of each bench page, signed in as the page's role: no attribute names the user. */
export const SCREEN_PAGES: BenchPage[] = [
  { name: 'district-teacher', body: `${BUNDLE_SCRIPT}<edu-teacher-dashboard></edu-teacher-dashboard>` },
  { name: 'district-learner', body: `${BUNDLE_SCRIPT}<edu-learner-dashboard></edu-learner-dashboard>` },
  { name: 'district-parents', body: `${BUNDLE_SCRIPT}<edu-parents></edu-parents>` },
];

export const SCREENS: readonly Screen[] = [
  {
    title: 'teacher Students',
    role: 'teacher',
    page: 'district-teacher',
    hash: '#students',
    firstData: '.scard, .stable tbody tr td',
  },
  {
    title: 'teacher Attendance',
    role: 'teacher',
    page: 'district-teacher',
    hash: '#attendance/mark',
    firstData: '.at-roster__row',
  },
  { title: 'teacher Tests', role: 'teacher', page: 'district-teacher', hash: '#tests/manage', firstData: '.tt-test-card' },
  {
    title: 'teacher Overview',
    role: 'teacher',
    page: 'district-teacher',
    hash: '#dashboard',
    firstData: '.stat__value:not(.stat__value--loading)',
  },
  { title: 'learner dashboard', role: 'learner', page: 'district-learner', hash: '', firstData: '.course__title' },
  { title: 'learner Materials', role: 'learner', page: 'district-learner', hash: '#material', firstData: '.material__name' },
  { title: 'learner Tests', role: 'learner', page: 'district-learner', hash: '#test', firstData: '.test-card__title' },
  { title: 'parents view', role: 'parent', page: 'district-parents', hash: '', firstData: '.pv-figure' },
];
