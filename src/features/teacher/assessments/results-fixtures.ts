import type { Attempt, ManagedTest, TestResults } from '../../../contract/index.ts';

/** Test data for the results views: a managed test, a student's row, a graded attempt. */
export const SUBMITTED_AT = '2025-03-15T10:30:00.000Z';

/** 'Algebra Fundamentals Quiz' (id 1, Mathematics, active); `over` changes any field. */
export const managedTest = (over: Partial<ManagedTest> = {}): ManagedTest => ({
  id: 1,
  title: 'Algebra Fundamentals Quiz',
  course: 'Mathematics',
  questions: 4,
  totalPoints: 20,
  status: 'active',
  createdDate: '2025-03-01',
  scheduledDate: '',
  assignedTo: ['Class A', 'Class B'],
  submissions: 3,
  averageScore: 65,
  timeLimit: 60,
  maxAttempts: 2,
  review: { shows: 'answers', when: 'no-attempts-left' },
  passingScore: 60,
  ...over,
});

/** A draft of `managedTest`: assigned to no class, never taken, one attempt, 70 % to pass. */
export const draftTest = (over: Partial<ManagedTest> = {}): ManagedTest =>
  managedTest({ status: 'draft', assignedTo: [], submissions: 0, averageScore: 0, maxAttempts: 1, passingScore: 70, ...over });

export type ResultRow = TestResults['students'][number];

/** A student's row in a test's results: Class A, not started, unless `over` says otherwise. */
export const resultRow = (over: Partial<ResultRow>): ResultRow => ({
  studentId: 'S000',
  name: '',
  class: 'Class A',
  state: 'not-started',
  attempts: 0,
  attemptId: null,
  score: null,
  percentage: null,
  passed: null,
  submittedAt: null,
  ...over,
});

/** Ana Lima's row (S001) once her attempt 11 is graded, submitted at SUBMITTED_AT: 80 %, passed. */
/** A results summary: the server's figures over every learner; none by default (nobody, nothing graded). */
export const resultsSummary = (over: Partial<TestResults['summary']> = {}): TestResults['summary'] => ({
  students: 0,
  submitted: 0,
  graded: 0,
  averagePercent: null,
  passed: 0,
  passRate: null,
  ...over,
});

export const anaGraded = (over: Partial<ResultRow>): ResultRow =>
  resultRow({
    studentId: 'S001',
    name: 'Ana Lima',
    state: 'graded',
    attemptId: 11,
    percentage: 80,
    passed: true,
    submittedAt: SUBMITTED_AT,
    ...over,
  });

/** Ana Lima's attempt 11 at `test`, graded 80 % and passed as her row says, submitted at SUBMITTED_AT; `over` gives its questions, answers and score. */
export const gradedAttempt = (test: ManagedTest, over: Partial<Attempt>): Attempt => ({
  id: 11,
  testId: test.id,
  studentId: 'S001',
  studentName: 'Ana Lima',
  title: test.title,
  course: test.course,
  attemptNo: 1,
  maxAttempts: test.maxAttempts,
  status: 'graded',
  startedAt: '2025-03-15T10:00:00.000Z',
  deadline: '2025-03-15T11:00:00.000Z',
  remainingSeconds: 0,
  submittedAt: SUBMITTED_AT,
  autoSubmitted: false,
  questions: [],
  answers: {},
  totalPoints: test.totalPoints,
  passingScore: test.passingScore,
  score: null,
  percentage: 80,
  passed: true,
  results: [],
  review: { shows: 'answers', later: null },
  ...over,
});
