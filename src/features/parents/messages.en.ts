import { countOf } from '../../lib/i18n/plural.ts';
import { SHARED_EN } from '../../lib/i18n/shared-texts.ts';
import type { LearnerTestState } from '../../contract/attempts.ts';

/** What a card loads, by id, in the words its English failure text names it with. */
const loadNames = {
  attendance: 'attendance',
  testResults: 'test results',
  upcomingTests: 'upcoming tests',
  materials: 'materials',
};
export type LoadWhat = keyof typeof loadNames;

/**
 * The parents page: the placeholder for anyone who is not a parent, and each child's attendance,
 * test results, upcoming tests and materials (the account sentences are the shared ones, libMessages.auth). Numbers come in as numbers (plurals); dates,
 * percentages and sizes already formatted in the element's language.
 */
const en = {
  // The placeholder and the page.
  parentsPage: 'Parents Page',
  comingSoon: 'Coming soon...',
  checkingAccount: 'Checking your account...',
  loadingPage: "Loading your children's page...",
  /** Names the page in "Could not load your children's page. Check your connection and try again." */
  childrensPage: "your children's page",
  welcome: (name: string) => `Welcome, ${name}`,
  intro: (children: number) => `Attendance, tests and class materials of your ${children === 1 ? 'child' : 'children'}.`,
  yourChildren: 'Your children',
  student: (id: string) => `Student ${id}`,

  // Loading and failing cards.
  loading: {
    attendance: 'Loading attendance...',
    testResults: 'Loading test results...',
    upcomingTests: 'Loading upcoming tests...',
    materials: 'Loading materials...',
  } satisfies Record<LoadWhat, string>,
  couldNotLoad: (what: LoadWhat, reason: string) => `Could not load ${loadNames[what]}: ${reason}`,
  retry: 'Retry',
  unreachable: 'The server could not be reached. Check your connection and try again.',
  serverProblem: (status: number) => `The server had a problem (error ${status}). Try again later.`,
  unreadable: 'The server sent an answer this page could not read. Try again later.',
  noAnswer: 'No answer for this child.',

  // Attendance.
  attendanceThisTerm: 'Attendance this term',
  noAttendance: 'No attendance marked this term yet.',
  attended: 'of marked school days attended',
  since: (day: string) => `Since ${day}`,
  status: SHARED_EN.attendanceStatus,
  daysMarked: 'Days marked',
  recentMarks: 'Recent marks',
  noMarks: 'No marks yet.',
  latestMarks: (n: number) => `Latest ${n} marks, newest first`,
  absencesThisTerm: 'Absences this term',
  noAbsences: 'No absences this term.',
  absenceCount: (n: number) => countOf(n, 'absence', 'absences'),

  // Test results.
  testResults: 'Test results',
  noResults: 'No graded tests yet.',
  columns: { test: 'Test', date: 'Date', marks: 'Marks', score: 'Score', result: 'Result' },
  passed: 'Passed',
  notPassed: 'Not passed',

  // Upcoming tests.
  upcomingTests: 'Upcoming tests',
  noUpcoming: 'No upcoming tests.',
  minutesShort: (n: number) => `${n} min`,
  testState: { 'in-progress': 'In progress', open: 'Open now', upcoming: 'Upcoming' } satisfies Partial<
    Record<LearnerTestState, string>
  >,
  noDateSet: 'No date set',

  // Materials.
  recentMaterials: 'Recent materials',
  filterCourse: 'Course',
  filterClass: 'Class',
  allCourses: 'All courses',
  allClasses: 'All classes',
  materialCourse: (course: string) => `Course: ${course}`,
  /** The classes of the material's audience the learner is in, listed. */
  materialClasses: (classes: string) => `Class: ${classes}`,
  noMaterials: 'No materials for this class yet.',
  view: SHARED_EN.view,
  viewMaterial: (name: string) => `View ${name}`,
  fileNotAvailable: SHARED_EN.fileNotAvailable,
  sizeUnits: SHARED_EN.sizeUnits,
};

export default en;
