import type { LearnerTestState, QuestionOutcome } from '../../../contract/attempts.ts';
import type { SaveStatus } from './answer-queue.ts';

/** What a results card's loading and failure texts are about (the Test and Progress sections). */
export type ResultsTopic = 'testResults' | 'progress';

const topicNames = { testResults: 'your test results', progress: 'your progress' } satisfies Record<ResultsTopic, string>;

/** '1 question', '3 questions' (same for point, minute). */
const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The groups of the list, by the state of their tests. */
const groups = {
  'in-progress': 'In progress',
  open: 'Open',
  upcoming: 'Upcoming',
  completed: 'Completed',
  closed: 'Closed',
} satisfies Record<LearnerTestState, string>;

/**
 * The learner's Test section: the list of assigned tests, taking a test, its result, and the
 * 'Test Results' card. Numbers come in as numbers (plurals), percentages and dates already
 * formatted in the element's language.
 */
const en = {
  // The list of assigned tests.
  myTests: 'My Tests',
  testCount: (n: number) => (n === 1 ? '1 test' : `${n} tests`),
  groups,
  showAll: (n: number, state: LearnerTestState) => `Show all ${n} ${groups[state].toLowerCase()} tests`,
  loadingTests: 'Loading your tests...',
  couldNotLoadTests: (reason: string) => `Could not load your tests. ${reason}`,
  noTests: 'No tests assigned to your class yet.',
  retry: 'Retry',

  // One test's own screen (a link to it: `#test/12`).
  allTests: 'All tests',
  testNotAvailable: 'This test is not available to you: it is not assigned to your class, or it has been removed.',

  // One test's card.
  timeLimit: 'Time limit',
  questionsLabel: 'Questions',
  pointsLabel: 'Points',
  attemptsLabel: 'Attempts',
  minutes: (n: number) => count(n, 'minute'),
  attemptsUsed: (used: number, max: number) => `${used} of ${max} used`,
  opensOn: (when: string) => `Opens on ${when}`,
  opensLater: 'Opens on a date still to be set',
  testClosed: 'This test has closed.',
  score: (percent: string) => `Score: ${percent}`,
  lastScore: (percent: string) => `Last score: ${percent}`,
  passed: 'Passed',
  notPassed: 'Not passed',
  waitingForGrading: 'Waiting for grading',
  onlyLearner: 'Only the learner can take this test.',
  starting: 'Starting...',
  opening: 'Opening...',
  startTest: 'Start Test',
  resumeTest: 'Resume Test',
  viewResult: 'View Result',
  timeLeftChecking: 'Time left: checking...',
  timeLeftUnknown: (reason: string) => `Time left unknown: ${reason}`,
  timeLeftIs: (clock: string) => `Time left: ${clock}`,
  timeUpSubmitting: 'Time is up: your saved answers are being submitted.',

  // Taking a test.
  backToTests: 'Back to tests',
  questions: (n: number) => count(n, 'question'),
  points: (n: number) => count(n, 'point'),
  attemptOf: (n: number, max: number) => `Attempt ${n} of ${max}`,
  attemptHint: 'Your answers are saved as you go. The clock keeps running if you leave this page: Resume Test brings you back.',
  timeLeft: 'Time left',
  minutesLeft: (n: number) => (n === 1 ? '1 minute left.' : `${n} minutes left.`),
  submitting: {
    learner: 'Submitting your answers...',
    time: 'Time is up. Submitting your answers...',
    closed: 'This attempt has already been submitted. Loading your result...',
  },
  notSubmitted: (reason: string) => `Your test was not submitted: ${reason}`,
  timeUpNotSubmitted: (reason: string) => `Time is up, but your answers could not be submitted: ${reason}`,
  resultNotLoaded: (reason: string) => `Your result could not be loaded: ${reason}`,
  tryAgain: 'Try again',
  submitTest: 'Submit Test',
  unsavedWork: 'Some answers of this test are not saved yet.',
  saveStatus: {
    saving: 'Saving...',
    saved: 'All answers saved',
    waiting: 'Server unavailable: your answers are kept and sent when it is back',
    error: 'Not saved yet: trying again',
  } satisfies Record<SaveStatus, string>,
  notSavedAnnouncement: 'Your latest answers are not saved yet. Trying again.',
  waitingAnnouncement: 'The server is unavailable. Your answers are kept on this page and sent when it is back.',
  retryNow: 'Retry now',
  /**
   * A question by its place in the test, as the language writes the number (or its id when the
   * test no longer has it).
   */
  questionNumber: (n: string) => `Question ${n}`,
  /** True/false answers are stored as 'true' / 'false'. */
  trueFalse: { true: 'True', false: 'False' },

  // The confirmation before submitting.
  submitTitle: 'Submit test?',
  keepAnswering: 'Keep answering',
  submitNow: 'Submit now',
  unansweredSummary: (unanswered: number, total: number) => {
    if (unanswered === 0) return total === 1 ? 'The question is answered.' : `All ${total} questions are answered.`;
    return `${unanswered} of ${count(total, 'question')} ${unanswered === 1 ? 'is' : 'are'} unanswered:`;
  },
  questionUnanswered: (n: number) => `Question ${n} is unanswered`,
  cannotChange: 'Once submitted, your answers cannot be changed.',

  // A submitted attempt.
  resultTitle: (title: string) => `${title}: your result`,
  yourScore: 'Your score',
  autoSubmitted: 'Time ran out, so your saved answers were submitted automatically.',
  pointsOf: (score: number, total: number) => `${score} of ${count(total, 'point')}`,
  passingScore: (percent: string) => `Passing score: ${percent}`,
  waitingTitle: "Submitted: waiting for your teacher's grading",
  stillToGrade: (n: number) => `${count(n, 'question')} ${n === 1 ? 'is' : 'are'} still to be graded.`,
  gradingExplained:
    "Your score, whether you passed and each question's result appear here once your teacher has graded your answers.",
  pointsSoFar: (score: number, total: number, passing: string) =>
    `Points so far: ${score} of ${total}. Passing score: ${passing}.`,
  outcome: {
    correct: 'Correct',
    incorrect: 'Incorrect',
    partial: 'Partly correct',
    pending: 'Waiting for grading',
  } satisfies Record<QuestionOutcome, string>,
  yourAnswer: 'Your answer',
  noAnswer: 'No answer',
  correctAnswer: 'Correct answer',
  notGradedYet: (max: number) => `Not graded yet (of ${max})`,
  pointsOutOf: (points: number, max: number) => `${points} of ${max}`,
  teachersComment: "Teacher's comment",
  /** What the test's review options still hold back, and when it shows: keyed 'what/when'. */
  reviewLater: {
    'answers/no-attempts-left':
      "Correct answers and your teacher's comments are shown once you have no attempts left or the test closes.",
    'answers/test-closed': "Correct answers and your teacher's comments are shown after the test closes.",
    'outcomes/no-attempts-left': 'Which answers were right is shown once you have no attempts left or the test closes.',
    'outcomes/test-closed': 'Which answers were right is shown after the test closes.',
  },
  scoreOnlyReview: 'Your teacher shows only the score for this test.',

  // The 'Test Results' card (its loading, failure and empty texts serve the Progress section too).
  testResults: 'Test Results',
  resultScoreLabel: (testName: string) => `${testName} score`,
  viewAllResults: 'View All Test Results',
  noResults: 'No graded tests yet. Your results appear here once a teacher has graded your first test.',
  loadingTopic: {
    testResults: 'Loading your test results...',
    progress: 'Loading your progress...',
  } satisfies Record<ResultsTopic, string>,
  couldNotLoadTopic: (topic: ResultsTopic, reason: string) => `Could not load ${topicNames[topic]}. ${reason}`,

  // Failed calls without a message of the server's.
  unreachable: 'The server could not be reached. Check your connection.',
  somethingWrong: 'Something went wrong.',
};

export default en;
