import { useEffect } from 'react';

/** How close to the last loaded student (in students) the window may come before the next page is asked for. */
const NEAR_END = 20;

/** The directory's next page, for a list that loads it as it scrolls. */
export interface NextPage {
  hasMore: boolean;
  /** Asks for the next page (a no-op while one is loading). */
  loadMore: () => void;
  /** The last try failed: scrolling does not try again, the section's Retry does. */
  failed: boolean;
}

/**
 * Asks for the next page once the last student in the DOM (`lastShown`, an index among the
 * `loaded` ones) comes within NEAR_END of the end of what is loaded.
 */
export function useLoadNearEnd(lastShown: number, loaded: number, next: NextPage): void {
  const near = loaded > 0 && lastShown >= loaded - 1 - NEAR_END;
  const { hasMore, loadMore, failed } = next;
  useEffect(() => {
    if (near && hasMore && !failed) loadMore();
  }, [near, hasMore, failed, loadMore, loaded]);
}
