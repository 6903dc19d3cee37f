/** Spec section 2 "Home page" and section 9 "Classes and schedule (home page)". */
export const HERO_HEADLINE = 'For every student, every classroom. Real results.';
export const MISSION_TEXT =
  'We’re a nonprofit with the mission to provide a free, world-class education for anyone, anywhere. ' +
  'Learners, teachers and parents work together here, in one place.';

export interface ClassOffering {
  className: 'Class 11' | 'Class 12';
  timing: string;
  fees: string;
}

export const CLASS_OFFERINGS: readonly ClassOffering[] = [
  { className: 'Class 11', timing: '6:00 AM - 8:00 AM', fees: '₹15,000/month' },
  { className: 'Class 12', timing: '8:30 AM - 10:30 AM', fees: '₹18,000/month' },
];

export interface ScheduleEntry {
  subject: 'Mathematics' | 'Physics' | 'Chemistry' | 'Biology';
  time: string;
}

export const TEACHING_SCHEDULE: readonly ScheduleEntry[] = [
  { subject: 'Mathematics', time: '11:00 AM-12:00 PM' },
  { subject: 'Physics', time: '12:00 PM-1:00 PM' },
  { subject: 'Chemistry', time: '1:30 PM-2:30 PM' },
  { subject: 'Biology', time: '2:30 PM-3:30 PM' },
];

export const SESSION_NOTE = '45min Teaching + 15min Doubt Session';

export const STUDENT_ROWS = [
  { title: 'Mock Tests', button: 'Take Test', action: 'take-test' },
  { title: 'Study Materials', button: 'Download', action: 'download-materials' },
  { title: 'Progress Tracking', button: 'View Report', action: 'view-report' },
] as const;

export const AUDIENCES = [
  { label: 'Learners', href: '/learners' },
  { label: 'Teachers', href: '/teachers' },
  { label: 'Parents', href: '/parents' },
] as const;
