import { libMessages } from './messages.ts';

/** The dialog's texts in English when leaving would lose unsaved work (`leave` of the lib catalogue). */
export const LEAVE_TEXT = libMessages.en.leave;

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
