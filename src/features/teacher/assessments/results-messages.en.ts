/**
 * The texts of a test's results (View Results): the summary, the students, the questions, the
 * grading queue, one learner's attempt and the CSV export. Tables are keyed by the contract's ids.
 */
const en = {
  title: 'Test Results',
  loadFailed: (reason: string) => `Could not load the results: ${reason}`,
  refreshFailed: (reason: string) => `Could not refresh the results: ${reason}`,
  retry: 'Retry',
  loading: 'Loading results...',
  tabsLabel: 'Results',
  tabStudents: 'Students',
  tabQuestions: 'Questions',
  tabGrading: (n: number) => `Grading (${n})`,
  exportCsv: 'Export CSV',
  exportFailed: (reason: string) => `Could not export the results: ${reason}`,
  gradeSaved: (name: string) => `Grade saved for ${name}.`,
  /** "3 of 5". */
  ofCount: (part: number, whole: number) => `${part} of ${whole}`,

  // Summary
  assignedClasses: 'Assigned classes',
  notAssigned: 'Not assigned',
  submitted: 'Submitted',
  averageGraded: 'Average (graded)',
  passRate: 'Pass rate',
  noneGraded: 'None graded yet',
  passRateValue: (percent: string, passed: number, graded: number) => `${percent} (${passed} of ${graded} graded)`,
  waitingForGrading: 'Waiting for grading',

  // Students
  studentsHeading: (n: number) => `Students (${n})`,
  noStudents: 'No students in the assigned classes.',
  studentColumns: {
    student: 'Student',
    class: 'Class',
    state: 'State',
    attempts: 'Attempts',
    score: 'Score',
    percentage: 'Percentage',
    result: 'Result',
    submitted: 'Submitted',
    answers: 'Answers',
  },
  state: { 'not-started': 'Not started', 'in-progress': 'In progress', submitted: 'Submitted', graded: 'Graded' },
  scoreSoFar: 'so far',
  passed: 'Passed',
  notPassed: 'Not passed',
  viewAnswers: 'View answers',
  /** Read after "View answers" by screen readers: "View answers of Ana Lima". */
  ofStudent: (name: string) => `of ${name}`,

  // Questions
  questionsHeading: (n: number) => `Questions (${n})`,
  noSubmissions: 'No submissions yet.',
  questionColumns: { question: 'Question', type: 'Type', points: 'Points', answered: 'Answered', correct: 'Correct' },

  // Grading
  waitingHeading: (n: number) => `Waiting for grading (${n})`,
  queueEmpty: 'Nothing is waiting for grading.',
  gradingNote: "Give from 0 up to the question's points; one decimal is allowed (for example 2.5).",
  gradeItem: (name: string, question: number) => `${name}, question ${question}`,
  gradeForm: (name: string, question: number) => `Grade ${name}, question ${question}`,
  answer: 'Answer',
  noAnswer: 'No answer given.',
  expectedAnswer: 'Expected answer',
  correctAnswer: 'Correct answer',
  comment: 'Comment',
  pointsUpTo: (max: number) => `Points (0 to ${max})`,
  commentOptional: 'Comment (optional)',
  saveGradeFailed: (reason: string) => `Could not save the grade: ${reason}`,
  saving: 'Saving...',
  saveGrade: 'Save grade',
  pointsNotANumber: (max: number) => `Points must be a number from 0 to ${max}.`,
  pointsMissing: (max: number) => `Please enter the points (0 to ${max}).`,
  pointsOutOfRange: (max: number) => `Points must be between 0 and ${max}.`,
  pointsOneDecimal: 'Points can have at most one decimal (for example 2.5).',

  // One learner's attempt
  backToResults: 'Back to results',
  answersOf: (name: string) => `Answers of ${name}`,
  loadingAttempt: 'Loading the attempt...',
  loadAttemptFailed: (reason: string) => `Could not load the attempt: ${reason}`,
  factAttempt: 'Attempt',
  factStatus: 'Status',
  factSubmitted: 'Submitted',
  factScore: 'Score',
  factPercentage: 'Percentage',
  factResult: 'Result',
  submittedWhenTimeRanOut: (when: string) => `${when} (time ran out)`,
  outcome: { correct: 'Correct', incorrect: 'Incorrect', partial: 'Partly correct', pending: 'Waiting for grading' },
  /** "3 / 6 points": the points given (or a dash) out of the question's. */
  pointsOutOf: (given: string, max: number) => `${given} / ${max} points`,
  notSubmitted: 'The answers show once the attempt is submitted.',

  // CSV export: one column per id, in the order the export writes them.
  csvColumns: {
    studentId: 'Student ID',
    name: 'Name',
    class: 'Class',
    state: 'State',
    attempts: 'Attempts',
    score: 'Score',
    totalPoints: 'Total Points',
    percentage: 'Percentage',
    passed: 'Passed',
    submittedAt: 'Submitted At',
  },
  csvYes: 'Yes',
  csvNo: 'No',
  csvFileName: (title: string) => `${title}-results.csv`,
  /** The file name's stem when the title leaves nothing usable. */
  csvUntitled: 'test',
};

export default en;
