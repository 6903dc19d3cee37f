/** The 'TEACHER TOOLS' navigation, in order: ids are the section keys (their names are in messages.ts). */
export const TEACHER_SECTION_IDS = ['dashboard', 'classes', 'materials', 'tests', 'attendance', 'students'] as const;

export type TeacherSection = (typeof TEACHER_SECTION_IDS)[number];

export const DEFAULT_SECTION: TeacherSection = 'dashboard';
