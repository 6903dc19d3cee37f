/** The administrator's dashboard frame: title, the section navigation, the administrator's card. */
const en = {
  title: 'School Administration',
  subtitle: "Approve teachers and manage the school's classes, teachers, students and parent links.",
  navTitle: 'ADMINISTRATION',
  /** Section names, keyed by the section id the URL and the `edu-admin-section` event carry. */
  sections: {
    pending: 'Pending teachers',
    classes: 'Classes',
    teachers: 'Teachers',
    students: 'Students',
    links: 'Parent links',
  },
  /** Shown while a section's code loads. */
  loadingSections: {
    pending: 'Loading Pending teachers...',
    classes: 'Loading Classes...',
    teachers: 'Loading Teachers...',
    students: 'Loading Students...',
    links: 'Loading Parent links...',
  },
  closeMenu: 'Close menu',
  /** Read before the current section's name on the narrow-screen menu button. */
  openToolsCurrent: 'Open administration, current section: ',
  /** Names the dashboard in the account gate's sentences. */
  gateWhat: 'The administration dashboard',
  /** Names what failed to load in "Could not load {what}". */
  sectionPart: (section: string) => `the ${section} section`,
  adminRole: 'Administrator',
};

export default en;
