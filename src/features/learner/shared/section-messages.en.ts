import { countOf } from '../../../lib/i18n/plural.ts';
import { SHARED_EN } from '../../../lib/i18n/shared-texts.ts';
import type { WeekDay } from './streak.ts';

/**
 * The texts of the learner dashboard's lazily loaded parts: the Material, Progress and Profile
 * sections and the Add New Course / Edit Profile forms. Only those parts import this catalogue,
 * so it loads with them (in the element's language, never English first) and not with the first
 * paint. Section names and `percent` are in messages.ts, which every part shares.
 * Counts come in as numbers (plurals); dates already formatted.
 */
const en = {
  // The Add New Course form.
  addCourseTitle: 'Add New Course',
  courseTitle: 'Course Title',
  category: 'Category',
  categoryPlaceholder: 'e.g., Mathematics, Physics',
  instructor: 'Instructor',
  cancel: SHARED_EN.cancel,
  addCourse: 'Add Course',
  courseErrors: {
    title: 'Course title is required',
    category: 'Category is required',
    instructor: 'Instructor is required',
  },

  // Material.
  fileCount: (n: number) => (n === 1 ? '1 file' : `${n} files`),
  /** `course` stands where the course's title goes (shown in bold). */
  showingFor: (course: string) => `Showing materials for ${course}`,
  showAllMaterials: 'Show all materials',
  loadingMaterials: 'Loading materials...',
  noMaterialsFor: (title: string) => `No materials found for ${title}.`,
  noMaterials: 'No materials found.',
  viewAllMaterials: 'View All Materials',
  filterCourse: 'Course',
  filterClass: 'Class',
  allCourses: 'All courses',
  allClasses: 'All classes',
  materialCourse: (course: string) => `Course: ${course}`,
  /** The classes of the material's audience the learner is in, listed. */
  materialClasses: (classes: string) => `Class: ${classes}`,
  size: (size: string) => `Size: ${size}`,
  uploaded: (date: string) => `Uploaded: ${date}`,
  fileNotAvailable: SHARED_EN.fileNotAvailable,
  pageCount: SHARED_EN.pageCount,
  processing: SHARED_EN.processing,
  viewFile: (name: string) => `View ${name}`,
  view: SHARED_EN.view,
  sizeUnits: SHARED_EN.sizeUnits,

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

  // Profile.
  myProfile: 'My Profile',
  changePhoto: 'Change photo',
  level: (level: string) => `Level ${level}`,
  levelProgress: (level: string) => `Level ${level} progress`,
  weeklyStreak: 'Weekly Streak',
  streakDays: (n: number) => countOf(n, 'day', 'days'),
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

export default en;
