import { defineMessages, type Translation } from '../../lib/i18n/messages.ts';
import type { SectionId } from './model.ts';
import type { SidebarGroupId } from './sections.ts';
import type { WeekDay } from './streak.ts';

/**
 * The learner dashboard's texts: top bar, sidebar, Syllabus, Material, Progress, Profile and the
 * Add New Course / Edit Profile forms (the Test section has its own catalogue in tests/).
 * Counts come in as numbers (plurals); percentages and dates already formatted, except `percent`
 * and `resultDay`, which format them.
 */
const en = {
  // The dashboard and its top bar.
  noLearner: 'Name a learner with the student-id attribute to see their dashboard.',
  /** What the element is, in the sign-in gate's "... is for student accounts" sentence. */
  gateWhat: 'The learner dashboard',
  goBack: 'Go back',
  title: 'Learner Dashboard',
  greeting: (name: string) => `Welcome back, ${name}! Here's your personalized learning overview.`,
  sectionsToggle: 'Sections',
  courseAdded: (title: string) => `Course "${title}" added.`,
  profileUpdated: 'Profile updated.',
  loadingSection: (section: string) => `Loading ${section}...`,
  /** Names what failed to load in "Could not load {what}". */
  sectionPart: (section: string) => `the ${section} section`,
  addCourseForm: 'the Add course form',
  percent: (n: number) => `${n}%`,

  // The sidebar.
  navLabel: 'Learner dashboard',
  menu: 'Menu',
  closeSidebar: 'Close sidebar',
  groups: { stuff: 'MY STUFF', account: 'MY ACCOUNT' } satisfies Record<SidebarGroupId, string>,
  sections: {
    syllabus: 'Syllabus',
    material: 'Material',
    test: 'Test',
    progress: 'Progress',
    profile: 'Profile',
  } satisfies Record<SectionId, string>,

  // Syllabus.
  myCourses: 'My Courses',
  edit: 'Edit',
  complete: (percent: string) => `${percent} complete`,
  courseProgress: (title: string) => `${title} progress`,
  startCourse: 'Start Course',
  addAnotherCourse: 'Add another course',
  seeAllCourses: 'See all courses',

  // The Add New Course form.
  addCourseTitle: 'Add New Course',
  courseTitle: 'Course Title',
  category: 'Category',
  categoryPlaceholder: 'e.g., Mathematics, Physics',
  instructor: 'Instructor',
  cancel: 'Cancel',
  addCourse: 'Add Course',
  courseErrors: {
    title: 'Course title is required',
    category: 'Category is required',
    instructor: 'Instructor is required',
  },

  // Material.
  fileCount: (n: number) => (n === 1 ? '1 file' : `${n} files`),
  /** `{course}` marks where the course's title goes (shown in bold). */
  showingFor: 'Showing materials for {course}',
  showAllMaterials: 'Show all materials',
  loadingMaterials: 'Loading materials...',
  noMaterialsFor: (title: string) => `No materials found for ${title}.`,
  noMaterials: 'No materials found.',
  viewAllMaterials: 'View All Materials',
  materialsScrollable: (n: number) => `${n} materials, scrollable`,
  size: (size: string) => `Size: ${size}`,
  uploaded: (date: string) => `Uploaded: ${date}`,
  fileNotAvailable: 'File not available',
  viewFile: (name: string) => `View ${name}`,
  view: 'View',
  sizeUnits: { Bytes: 'Bytes', KB: 'KB', MB: 'MB', GB: 'GB' },

  // Progress.
  overallProgress: 'Overall Progress',
  overallAverage: 'Overall average',
  overallProgressBar: 'Overall progress',
  tiles: {
    testsTaken: 'Tests Taken',
    totalMarks: 'Total Marks',
    averageScore: 'Average Score',
    gradeLevel: 'Grade Level',
  },
  subjectPerformance: 'Subject Performance',
  noGradedTests: 'No graded tests yet.',
  subjectAverage: (subject: string) => `${subject} average`,
  recentPerformance: 'Recent Test Performance',
  /** A result's day ('2024-03-15'): English shows it as the server wrote it; others format it for `tag`. */
  resultDay: (day: string, _tag: string) => day,

  // Profile.
  myProfile: 'My Profile',
  changePhoto: 'Change photo',
  level: (level: string) => `Level ${level}`,
  levelProgress: (level: string) => `Level ${level} progress`,
  weeklyStreak: 'Weekly Streak',
  streakDays: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  streakDots: (filled: number, total: number) => `${filled} of ${total} days`,
  streakNote: 'Keep learning to maintain your streak!',
  streakOn: (n: number) => `Keep going! You're on a ${n}-day streak!`,
  streakStart: 'Complete a lesson today to start your streak!',
  thisWeek: 'This week',
  weekDays: { mon: 'M', tue: 'T', wed: 'W', thu: 'T', fri: 'F', sat: 'S', sun: 'S' } satisfies Record<WeekDay, string>,
  dayLearned: 'learned',
  dayNotYet: 'not yet',
  /** The avatar's letter when there is no name. */
  avatarFallback: 'U',

  // The Edit Profile form.
  editProfileTitle: 'Edit Profile',
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  bio: 'Bio',
  bioPlaceholder: 'Tell us about yourself',
  saveChanges: 'Save Changes',
  profileErrors: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
  },
};

export type LearnerMessages = Translation<typeof en>;
export const LEARNER_EN: LearnerMessages = en;

export const learnerMessages = defineMessages(en, {
  es: () => import('./messages.es.ts'),
  ar: () => import('./messages.ar.ts'),
});
