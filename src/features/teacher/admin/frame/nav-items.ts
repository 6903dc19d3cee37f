/** The 'ADMINISTRATION' navigation, in order: ids are the section keys (their names are in messages.ts). */
export const ADMIN_SECTION_IDS = ['pending', 'classes', 'teachers', 'students', 'links'] as const;

export type AdminSection = (typeof ADMIN_SECTION_IDS)[number];

export const DEFAULT_ADMIN_SECTION: AdminSection = 'pending';
