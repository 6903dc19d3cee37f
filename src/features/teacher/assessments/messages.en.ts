import { countOf } from '../../../lib/i18n/plural.ts';
import { SHARED_EN } from '../../../lib/i18n/shared-texts.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';

const num = (x: number): string => formatNumber('en', x);

/**
 * The Tests section's texts for building and managing tests (the Create and Manage tabs and
 * their dialogs). Tables are keyed by the id the contract uses (status, question type, action).
 */
const en = {
  /** The section's heading and the line under it. */
  heading: { title: 'Test Management', lead: 'Build tests, then schedule them and assign them to your classes.' },
  tabs: { create: 'Create', manage: 'Manage' },

  // Create tab
  draftRestored: 'Your unsaved test was restored from this browser.',
  discardDraft: 'Discard draft',
  questionsHeading: (n: number) => `Questions (${n})`,
  totalPoints: (n: number) => `Total: ${countOf(n, 'point', 'points')}`,
  noQuestionsYet: 'No questions yet. Add one with the form.',
  builderSummary: (questions: number, points: number) =>
    `${countOf(questions, 'question', 'questions')} · ${countOf(points, 'point', 'points')}`,
  saving: 'Saving...',
  saveTest: 'Save Test',
  saved: 'Test saved successfully!',
  saveFailed: (reason: string) => `Failed to save test: ${reason}`,
  /** Names the test in the unsaved-work notice: by its title, or as the one being built. */
  namedTest: (title: string) => `The test "${title}"`,
  testBeingBuilt: 'The test you are building',
  /** `test` is `namedTest(title)` or `testBeingBuilt`. */
  unsavedTest: (test: string, questions: number) =>
    `${test} (${countOf(questions, 'question', 'questions')}) is not saved yet. Its draft stays in this browser until you save it.`,
  /** The builder's checks, in the order they are made. */
  invalid: {
    question: 'Please enter a question.',
    options: 'Please fill all options for multiple choice questions.',
    correct: 'Please select the correct answer.',
    title: 'Please enter a test title.',
    course: 'Please select a course.',
    noQuestions: 'Please add at least one question.',
  },
  /** A number outside its field's bounds (or not a number): said under the field, nothing is saved. */
  invalidTimeLimit: (min: number, max: number) => `Time limit must be a whole number from ${num(min)} to ${num(max)}.`,
  invalidMaxAttempts: (min: number, max: number) => `Max attempts must be a whole number from ${num(min)} to ${num(max)}.`,
  invalidPassingScore: (min: number, max: number) => `Passing score must be a number from ${num(min)} to ${num(max)}.`,
  invalidPoints: (min: number, max: number) => `Points must be a whole number from ${num(min)} to ${num(max)}.`,

  // Test settings
  settingsHeading: 'Test Settings',
  testTitle: 'Test Title',
  testTitlePlaceholder: 'e.g. Algebra Unit 2 Quiz',
  testCourse: 'Course',
  selectCourse: 'Select course',
  timeLimitMinutes: 'Time Limit (minutes)',
  maxAttempts: 'Max Attempts',
  passingScorePercent: 'Passing Score (%)',

  // Review options: what learners (and their parents) see of a submitted attempt, and when
  reviewShowsLegend: 'After an attempt, learners see',
  reviewShows: {
    score: 'Their score only',
    outcomes: 'Their score and which answers were right',
    answers: 'Also the correct answers and your comments',
  },
  reviewWhenLegend: 'They see it',
  reviewWhen: {
    'after-attempt': 'Right after each attempt',
    'no-attempts-left': 'Once no attempt is left or the test closes',
    'test-closed': 'After the test closes',
  },
  /** What shows until the chosen moment: the level below the chosen one. */
  reviewUntil: {
    score: 'Until then they see their score.',
    outcomes: 'Until then they see their score only.',
    answers: 'Until then they see their score and which answers were right.',
  },
  reviewRightAway: 'Nothing waits: with more than one attempt, what they see can help the next one.',
  reviewScoreOnly: 'They see their score right after each attempt, and never how each question went.',
  reviewParents: 'Parents see what their child sees.',
  reviewAppliesToPast: 'The change applies to attempts already submitted too.',
  savingReview: 'Saving...',
  saveReview: 'Save',
  reviewSavedToast: (title: string) => `Review options of "${title}" saved.`,
  reviewFailed: (title: string, reason: string) => `Failed to save the review options of "${title}": ${reason}`,

  // Question builder
  addQuestion: 'Add Question',
  questionType: 'Question Type',
  questionTypes: {
    'multiple-choice': 'Multiple Choice',
    'true-false': 'True/False',
    'short-answer': 'Short Answer',
    essay: 'Essay',
  },
  points: 'Points',
  questionText: 'Question Text',
  questionTextPlaceholder: 'Type the question students will answer',
  options: 'Options',
  /** The options' letters as the language writes them, keyed by the option's English letter (`optionLetterIn`). */
  optionLetters: { A: 'A', B: 'B', C: 'C', D: 'D' },
  option: (letter: string) => `Option ${letter}`,
  correctAnswer: 'Correct Answer',
  selectCorrectOption: 'Select the correct option',
  correctOptionChoice: (letter: string, text: string) => (text ? `${letter}: ${text}` : letter),
  selectTrueOrFalse: 'Select True or False',
  trueFalse: { true: 'True', false: 'False' },
  expectedAnswer: 'Expected Answer',
  essayHint: 'Essay answers are graded by hand; no answer key is needed.',

  // A question as the teacher reviews it
  question: (n: number) => `Question ${n}`,
  questionNumber: (n: number) => `Q${n}`,
  pointCount: (n: number) => countOf(n, 'point', 'points'),
  removeQuestion: (n: number) => `Remove question ${n}`,
  removeQuestionTitle: 'Remove question',
  correctOptionMark: '(correct answer)',
  correctTrueFalse: (answer: string) => `Correct: ${answer}`,
  expected: (answer: string) => `Expected: ${answer}`,

  // Manage tab
  allTests: 'All Tests',
  allTestsCount: (n: number) => `All Tests (${n})`,
  loadTestsFailed: (reason: string) => `Could not load tests: ${reason}`,
  retry: 'Retry',
  loadingTests: 'Loading tests...',
  noTests: 'No tests yet. Build one in the Create tab.',
  /** A link to one test's results (`#tests/manage/results/12`) that could not open them. */
  resultsLinkFailed: (reason: string) => `Could not open the results of this test: ${reason}`,
  scheduledToast: (title: string, when: string) => `"${title}" scheduled for ${when}.`,
  scheduleFailed: (title: string, reason: string) => `Failed to schedule "${title}": ${reason}`,
  /** `classes` are the classes, already listed (`formatNames`). */
  assignedToast: (title: string, classes: string) => `"${title}" assigned to ${classes}.`,
  unassignedToast: (title: string) => `"${title}" is no longer assigned to any class.`,
  assignFailed: (title: string, reason: string) => `Failed to assign "${title}": ${reason}`,

  // A test's card
  statusPrefix: 'Status: ',
  status: { draft: 'Draft', scheduled: 'Scheduled', active: 'Active', completed: 'Completed' },
  actions: {
    schedule: 'Schedule Test',
    assign: 'Assign to Classes',
    start: 'Start Test',
    results: 'View Results',
    review: 'Review Options',
    details: 'View Details',
  },
  factQuestions: 'Questions',
  factPoints: 'Points',
  factCreated: 'Created',
  factScheduled: 'Scheduled',
  factAssignedTo: 'Assigned to',
  factSubmissions: 'Submissions',
  factAverageScore: 'Average Score',
  notScheduled: 'Not scheduled',
  notAssigned: 'Not assigned',

  // Start Test and View Details
  detailsTitle: { start: 'Start Test', details: 'Test Details' },
  /** Opens the Start Test notice of a test that has a date. */
  startScheduled: (when: string) => `Scheduled for ${when}.`,
  /** `classes` are the assigned classes, already listed (`formatNames`); `classCount` how many they are. */
  startNotice: (classes: string, classCount: number, minutes: number, attempts: number) =>
    `Students in ${classCount ? classes : 'no class yet'} take it from their dashboard; they have ${minutes} minutes and ${countOf(attempts, 'attempt', 'attempts')}.`,
  factCourse: 'Course',
  factStatus: 'Status',
  factTimeLimit: 'Time Limit',
  minutesShort: (n: number) => `${n} min`,
  factMaxAttempts: 'Max Attempts',
  factPassingScore: 'Passing Score',
  factTotalPoints: 'Total Points',
  loadQuestionsFailed: (reason: string) => `Could not load the questions: ${reason}`,
  loadingQuestions: 'Loading questions...',
  done: 'Done',

  // Assign to Classes and Schedule Test
  classes: 'Classes',
  cancel: SHARED_EN.cancel,
  assigning: 'Assigning...',
  assign: 'Assign',
  dateAndTime: 'Date and time',
  pickDateAndTime: 'Please select a date and time.',
  scheduling: 'Scheduling...',
  schedule: 'Schedule',
};

export default en;
