import type { SectionId } from './model.ts';

export type SidebarGroupId = 'stuff' | 'account';

/** The sidebar's groups and their items, in order (their names are in the messages); the default section is syllabus. */
export const SIDEBAR_GROUPS: readonly { id: SidebarGroupId; items: readonly SectionId[] }[] = [
  { id: 'stuff', items: ['syllabus', 'material', 'test'] },
  { id: 'account', items: ['progress', 'profile'] },
];

export const DEFAULT_SECTION: SectionId = 'syllabus';

/** Spec section 9: a swipe longer than 50 px closes the drawer. */
export const SWIPE_CLOSE_THRESHOLD = 50;

/** True for a horizontal swipe longer than the threshold (either direction). */
export function isCloseSwipe(startX: number, endX: number): boolean {
  return Math.abs(endX - startX) > SWIPE_CLOSE_THRESHOLD;
}
