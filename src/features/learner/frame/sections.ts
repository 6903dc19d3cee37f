import type { SectionId } from '../shared/model.ts';

export type SidebarGroupId = 'stuff' | 'account';

/** The sidebar's groups and their items, in order (their names are in the messages); the default section is syllabus. */
export const SIDEBAR_GROUPS: readonly { id: SidebarGroupId; items: readonly SectionId[] }[] = [
  { id: 'stuff', items: ['syllabus', 'material', 'test'] },
  { id: 'account', items: ['progress', 'profile'] },
];

export const DEFAULT_SECTION: SectionId = 'syllabus';

/** The test a Test section's URL names (`#test/12`: 12); none for the list of tests. */
export const testIdOf = (tab: string | undefined): number | undefined =>
  tab !== undefined && /^[1-9][0-9]{0,8}$/.test(tab) ? Number(tab) : undefined;
