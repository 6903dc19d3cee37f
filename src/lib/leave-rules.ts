/** The dialog's texts when leaving would lose unsaved work. */
export const LEAVE_TEXT = {
  title: 'Leave without saving?',
  lead: 'You have unsaved work:',
  stay: 'Stay',
  leave: 'Leave',
} as const;

/**
 * Whether following a link to `target` leaves the page shown at `here`: the same path and
 * query (the hash aside) changes nothing a host router would re-render.
 */
export function leavesPage(target: string, here: { href: string }): boolean {
  try {
    const to = new URL(target, here.href);
    const from = new URL(here.href);
    return to.origin !== from.origin || to.pathname !== from.pathname || to.search !== from.search;
  } catch {
    return true;
  }
}
