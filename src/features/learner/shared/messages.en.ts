import { SHARED_EN } from '../../../lib/i18n/shared-texts.ts';
import type { SectionId } from './model.ts';
import type { SidebarGroupId } from '../frame/sections.ts';

/**
 * The learner dashboard's first-paint texts: top bar, sidebar and Syllabus, plus what the lazily
 * loaded parts share with them (section names, `percent`, the loading and load-failure phrases,
 * the confirmations the dashboard shows after a form). A text used only by Material, Progress,
 * Profile or the Add New Course / Edit Profile forms goes in section-messages.ts, which loads
 * with those parts; the Test section has its own catalogue in tests/.
 * Percentages come in already formatted, except to `percent`, which formats them.
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
  percent: SHARED_EN.percent,

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
};

export default en;
