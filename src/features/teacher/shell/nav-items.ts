/** The 'TEACHER TOOLS' navigation (spec section 2): ids are the spec's section keys. */
export const TEACHER_SECTIONS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'materials', label: 'Materials' },
  { id: 'tests', label: 'Tests' },
  { id: 'attendance', label: 'Attendance' },
  { id: 'students', label: 'Students' },
] as const;

export type TeacherSection = (typeof TEACHER_SECTIONS)[number]['id'];

/** The section ids a URL hash may name (`#tests`, `#tests/manage`). */
export const TEACHER_SECTION_IDS: readonly TeacherSection[] = TEACHER_SECTIONS.map((s) => s.id);

export const DEFAULT_SECTION: TeacherSection = 'dashboard';

export const TEACHER_TITLE = 'Teacher Dashboard';
export const TEACHER_SUBTITLE = 'Welcome back! Manage your classes and students effectively.';
export const NAV_TITLE = 'TEACHER TOOLS';
