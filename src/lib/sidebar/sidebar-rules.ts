/** A swipe longer than this (in px) closes the navigation drawer. */
export const SWIPE_CLOSE_THRESHOLD = 50;

/** True for a horizontal swipe longer than the threshold (either direction). */
export function isCloseSwipe(startX: number, endX: number): boolean {
  return Math.abs(endX - startX) > SWIPE_CLOSE_THRESHOLD;
}

/** The id of a group's heading (its list is labelled by it). */
export const groupHeadingId = (navId: string, groupId: string): string => `${navId}-group-${groupId}`;

/** The id of the heading that names the drawer: its own title, else the first group's heading. */
export const drawerLabelId = (navId: string, hasTitle: boolean, firstGroupId: string): string =>
  hasTitle ? `${navId}-title` : groupHeadingId(navId, firstGroupId);
