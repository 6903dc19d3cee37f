import type { SectionId } from './model.ts';

/** Spec section 2: the sidebar's groups and items; the default section is syllabus. */
export const SIDEBAR_GROUPS: readonly { label: string; items: readonly { id: SectionId; label: string }[] }[] = [
  {
    label: 'MY STUFF',
    items: [
      { id: 'syllabus', label: 'Syllabus' },
      { id: 'material', label: 'Material' },
      { id: 'test', label: 'Test' },
    ],
  },
  {
    label: 'MY ACCOUNT',
    items: [
      { id: 'progress', label: 'Progress' },
      { id: 'profile', label: 'Profile' },
    ],
  },
];

export const DEFAULT_SECTION: SectionId = 'syllabus';

/** Spec section 9: a swipe longer than 50 px closes the drawer. */
export const SWIPE_CLOSE_THRESHOLD = 50;

/** True for a horizontal swipe longer than the threshold (either direction). */
export function isCloseSwipe(startX: number, endX: number): boolean {
  return Math.abs(endX - startX) > SWIPE_CLOSE_THRESHOLD;
}
