/** Where a dashboard keeps its place: the page's URL hash (default) or nowhere (the host owns its URL). */
export type Routing = 'hash' | 'none';

/** The `routing` attribute: exactly `none` turns hash routing off; anything else keeps it. */
export const routingMode = (value: string | undefined | null): Routing =>
  value?.trim().toLowerCase() === 'none' ? 'none' : 'hash';

/**
 * A dashboard's place: a section and, for sections with tabs, the tab (absent: the section's
 * first), and what the tab shows of one record (`results/12`: the results of test 12).
 */
export interface SectionRoute<S extends string = string> {
  section: S;
  tab?: string;
  item?: string;
}

// A tab's id, or the id of the record a section shows (`#classes/12`).
const TAB_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/**
 * `#tests/manage` -> { section: 'tests', tab: 'manage' }; `#tests/manage/results/12` -> the same
 * with { item: 'results/12' }. A hash naming no known section (or none) means the fallback
 * section; a tab that is not a short lower-case id (letters, digits, hyphens) is left out, and
 * an item unless it is one or two such ids after a tab.
 */
export function parseRoute<S extends string>(hash: string, sections: readonly S[], fallback: S): SectionRoute<S> {
  const [section = '', tab = '', ...item] = decode(hash.replace(/^#/, '')).split('/');
  if (!(sections as readonly string[]).includes(section)) return { section: fallback };
  if (!TAB_ID.test(tab)) return { section: section as S };
  return item.length > 0 && item.length <= 2 && item.every((part) => TAB_ID.test(part))
    ? { section: section as S, tab, item: item.join('/') }
    : { section: section as S, tab };
}

/**
 * Whether a hash is the dashboard's to follow: empty (the first section) or naming a section.
 * Another hash (`#contact`) is the host page's own anchor and leaves the dashboard as it is.
 */
export function namesRoute(hash: string, sections: readonly string[]): boolean {
  const text = hash.replace(/^#/, '');
  const [section = ''] = decode(text).split('/');
  return text === '' || sections.includes(section);
}

/** The hash of a route: `#tests`, `#tests/manage` or `#tests/manage/results/12`. */
export const formatRoute = (route: SectionRoute): string =>
  `#${route.section}${route.tab ? `/${route.tab}${route.item ? `/${route.item}` : ''}` : ''}`;

export const sameRoute = (a: SectionRoute, b: SectionRoute): boolean =>
  a.section === b.section && (a.tab ?? '') === (b.tab ?? '') && (a.item ?? '') === (b.item ?? '');

/** The key of the history entry's position, kept in `history.state` of the entries a dashboard pushes. */
export const HISTORY_POSITION_KEY = 'eduPosition';

/**
 * The position of a history entry: stored by the dashboard in the entries it pushed or showed,
 * null for an entry it has not seen (a hash typed into the address bar, a link of the host page).
 */
export function historyPosition(state: unknown): number | null {
  const value = state && typeof state === 'object' ? (state as Record<string, unknown>)[HISTORY_POSITION_KEY] : undefined;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/**
 * The entry's state with its position added, keeping what the host stored there; null when the
 * host stored something that is not an object (the entry then stays as the host left it).
 */
export function withPosition(state: unknown, position: number): Record<string, unknown> | null {
  if (state === null || state === undefined) return { [HISTORY_POSITION_KEY]: position };
  if (typeof state !== 'object' || Array.isArray(state)) return null;
  return { ...(state as Record<string, unknown>), [HISTORY_POSITION_KEY]: position };
}
