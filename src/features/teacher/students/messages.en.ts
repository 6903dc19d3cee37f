import { countOf } from '../../../lib/i18n/plural.ts';

/** The Students section: the directory, its cards and table, and the student profile. */
const en = {
  title: 'Student Directory',
  lead: 'Find a student and open their profile.',
  searchLabel: 'Search students',
  searchPlaceholder: 'Search by name, email, or phone...',
  classLabel: 'Class',
  gradeLabel: 'Grade',
  allClasses: 'All Classes',
  allGrades: 'All Grades',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} students`,
  viewLabel: 'View',
  views: { cards: 'Cards', table: 'Table' },
  loadingStudents: 'Loading students...',
  error: (message: string) => `Error: ${message}`,
  retry: 'Retry',
  noStudents: 'No students found',
  adjustFilters: 'Try adjusting your search or filter criteria.',
  loadingMore: 'Loading more students...',
  moreFailed: (message: string) => `Could not load more students: ${message}`,

  // Cards and table
  gradeBadge: (grade: string) => `Grade ${grade}`,
  gradeNotSet: 'Grade not set',
  email: 'Email',
  phone: 'Phone',
  attendance: 'Attendance',
  avgGrade: 'Avg Grade',
  viewProfile: 'View Profile',
  viewProfileOf: (name: string) => `View Profile of ${name}`,
  tableLabel: 'Students table',
  columns: {
    student: 'Student',
    class: 'Class',
    grade: 'Grade',
    contact: 'Contact',
    attendance: 'Attendance',
    avgGrade: 'Avg Grade',
    actions: 'Actions',
  },

  // Profile
  rollNo: (rollNo: string) => `Roll No: ${rollNo}`,
  averageGrade: 'Average Grade',
  studentId: 'Student ID',
  basicInfo: 'Basic Information',
  dateOfBirth: 'Date of Birth',
  enrollmentDate: 'Enrollment Date',
  parentInfo: 'Parent/Guardian Information',
  parentName: 'Name',
  emergencyContact: 'Emergency Contact',
  notProvided: 'Not provided',
  academicPerformance: 'Academic Performance',
  /** Read before a subject's letter grade. */
  letterGradeBefore: 'Grade ',
  subjectProgress: (subject: string) => `${subject} progress`,
  percentComplete: (percent: number) => `${percent}% Complete`,
  recentTests: 'Recent Test Results',
  score: (score: number, maxScore: number) => `${score}/${maxScore}`,
  communicationHistory: 'Communication History',
  /** The profile's sample data (fixed placeholders), keyed by sample id. */
  subjects: { mathematics: 'Mathematics', science: 'Science', english: 'English', history: 'History' },
  sampleTests: {
    algebraUnitTest: 'Algebra Unit Test',
    chemicalReactionsQuiz: 'Chemical Reactions Quiz',
    essayWriting: 'Essay Writing',
  },
  communicationTypes: { parentMeeting: 'Parent Meeting', email: 'Email', phoneCall: 'Phone Call', note: 'Note' },
  sampleNotes: {
    testSchedule: 'Shared the upcoming test schedule and revision materials.',
    mathProgress: 'Discussed progress in Mathematics; agreed on weekly practice goals.',
    missedClasses: 'Followed up on two missed classes; family confirmed a medical reason.',
    participation: 'Participates actively in class discussions and group projects.',
  },

  // Recent attendance
  recentAttendance: 'Recent Attendance',
  loadingAttendance: 'Loading attendance...',
  attendanceFailed: (error: string) => `Could not load attendance: ${error}`,
  serverUnreachable: 'The server could not be reached. Check your connection and try again.',
  noAttendance: 'No attendance marked yet.',
  latestMarks: (count: number) => `Latest ${count} marks`,
  /** Attendance statuses, keyed by the status the server sends. */
  statuses: { present: 'Present', absent: 'Absent', late: 'Late' },
  /** One-letter marks of the day row. */
  statusLetters: { present: 'P', absent: 'A', late: 'L' },
  dayMark: (date: string, status: string) => `${date}: ${status}`,
  termNone: (since: string) => `This term (since ${since}): no days marked yet.`,
  termCounts: (since: string, present: number, late: number, absent: number, markedDays: number) =>
    `This term (since ${since}): ${present} present, ${late} late, ${absent} absent of ${markedDays} marked ${markedDays === 1 ? 'day' : 'days'}.`,

  // Portal accounts linked to the student
  portalAccounts: 'Portal Accounts',
  loadingAccounts: 'Loading accounts...',
  accountsFailed: (reason: string) => `Could not load the linked accounts: ${reason}`,
  /** Account roles, keyed by the role the server sends. */
  roles: { student: 'Student', teacher: 'Teacher', parent: 'Parent', admin: 'Administrator' },
  unlink: 'Unlink',
  unlinkName: (name: string) => `Unlink ${name}`,
  noLinkedAccounts: 'No Student or Parent account is linked yet.',
  linkEmailLabel: 'Link an account by its email',
  linkAccount: 'Link account',
  linked: (email: string, student: string) => `${email} can now see ${student}'s dashboard.`,
  linkFailed: (email: string, reason: string) => `Could not link ${email}: ${reason}`,
  unlinked: (name: string, student: string) => `${name} is no longer linked to ${student}.`,
  unlinkFailed: (name: string, reason: string) => `Could not unlink ${name}: ${reason}`,
  tryAgain: 'Please try again.',
  /** A class that is an LMS course: its learners are read from the LMS. */
  rosterSync: 'Sync roster from LMS',
  rosterSyncing: 'Syncing roster...',
  rosterSynced: (cls: string, learners: number, added: number) =>
    `${cls}: ${countOf(learners, 'learner', 'learners')} from the LMS, ${added} new.`,
  rosterSyncFailed: (cls: string, reason: string) => `Could not sync the roster of ${cls}: ${reason}`,
  /** Why a typed email cannot be linked. */
  emailErrors: {
    required: 'Email is required',
    tooLong: 'Email must be at most 254 characters',
    invalid: 'Invalid email format',
    invisible: 'Email must not contain invisible characters',
    mixedScripts: 'The part before @ must not mix letters of different alphabets',
  },
};

export default en;
