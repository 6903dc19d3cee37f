/**
 * The home page's texts. Tables are keyed by the ids in home-data.ts (the class names and the
 * row actions that `edu-home-action` carries, the audience ids) and by the catalogue's subjects.
 */
const en = {
  headline: 'For every student, every classroom. Real results.',
  mission:
    'We’re a nonprofit with the mission to provide a free, world-class education for anyone, anywhere. ' +
    'Learners, teachers and parents work together here, in one place.',
  audiences: { learners: 'Learners', teachers: 'Teachers', parents: 'Parents' },
  illustration: 'A smiling student studying with a laptop and books',
  topRated: 'Top Rated',

  examHeading: 'Exam Information',
  forStudents: 'For Students',
  rowTitles: { 'take-test': 'Mock Tests', 'download-materials': 'Study Materials', 'view-report': 'Progress Tracking' },
  rowButtons: { 'take-test': 'Take Test', 'download-materials': 'Download', 'view-report': 'View Report' },

  classes: 'Classes',
  classNames: { 'Class 11': 'Class 11', 'Class 12': 'Class 12' },
  classTimingLabel: 'Class Timing',
  feesLabel: 'Fees',
  /** A class's hours, from the two times already written in the language. */
  classTiming: (from: string, to: string) => `${from} - ${to}`,
  /** The fee, already written as an amount of money in the language. */
  perMonth: (fee: string) => `${fee}/month`,
  getSyllabus: 'Get Syllabus',
  viewMaterial: 'View Material',
  enrollNow: 'Enroll Now',

  scheduleHeading: 'Teaching Schedule',
  /** The catalogue's subjects by their catalogue name; any other shows as the catalogue names it. */
  subjects: {
    Mathematics: 'Mathematics',
    Physics: 'Physics',
    Chemistry: 'Chemistry',
    Biology: 'Biology',
    English: 'English',
    History: 'History',
    'Computer Science': 'Computer Science',
  },
  /** A session's hours, from the two times already written in the language. */
  sessionTime: (from: string, to: string) => `${from}-${to}`,
  sessionNote: (teachingMinutes: number, doubtMinutes: number) =>
    `${teachingMinutes}min Teaching + ${doubtMinutes}min Doubt Session`,
  joinClass: 'Join Class',
  viewNotes: 'View Notes',
};

export default en;
