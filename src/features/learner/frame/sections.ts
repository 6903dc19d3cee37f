import type { SectionId } from '../shared/model.ts';

export type SidebarGroupId = 'stuff' | 'account';

/** The sidebar's groups and their items, in order (their names are in the messages); the default section is syllabus. */
export const SIDEBAR_GROUPS: readonly { id: SidebarGroupId; items: readonly SectionId[] }[] = [
  { id: 'stuff', items: ['syllabus', 'material', 'test'] },
  { id: 'account', items: ['progress', 'profile'] },
];

export const DEFAULT_SECTION: SectionId = 'syllabus';
