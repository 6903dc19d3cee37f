/** The teacher dashboard's frame: title, the section navigation, the teacher's card. */
const en = {
  title: 'Teacher Dashboard',
  subtitle: 'Welcome back! Manage your classes and students effectively.',
  navTitle: 'TEACHER TOOLS',
  /** Section names, keyed by the section id the URL and the `edu-teacher-section` event carry. */
  sections: {
    dashboard: 'Dashboard',
    classes: 'Classes',
    materials: 'Materials',
    tests: 'Tests',
    attendance: 'Attendance',
    students: 'Students',
  },
  /** Shown while a section's code loads. */
  loadingSections: {
    dashboard: 'Loading Dashboard...',
    classes: 'Loading Classes...',
    materials: 'Loading Materials...',
    tests: 'Loading Tests...',
    attendance: 'Loading Attendance...',
    students: 'Loading Students...',
  },
  closeMenu: 'Close menu',
  /** Read before the current section's name on the narrow-screen menu button. */
  openToolsCurrent: 'Open teacher tools, current section: ',
  /** Names the dashboard in the account gate's sentences. */
  gateWhat: 'The teacher dashboard',
  /** Names what failed to load in "Could not load {what}". */
  sectionPart: (section: string) => `the ${section} section`,
  teacherRole: 'Teacher',
};

export default en;
