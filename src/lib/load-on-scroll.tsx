import { useEffect, useRef } from 'react';
import { useMessages } from './i18n/use-language.ts';
import { LoadFailed } from './load-failed.tsx';
import { LoadingLine } from './loading-line.tsx';
import { libMessages } from './messages.ts';
import { useErrorText } from './use-error-text.ts';
import type { PagedList } from './use-paged-list.ts';

/** How far below the window (or the scrolling box) the list's end may be when its next page is asked for. */
const AHEAD = '600px';

/**
 * The end of a paged list: while it has more, the next page loads as this comes near the window
 * (through any scrolling box around it), again after each page while it is still near; a page
 * that failed says why, with Load more to try again.
 */
export function LoadOnScroll({ list, className }: { list: PagedList<unknown>; className: string }) {
  const m = useMessages(libMessages);
  const describe = useErrorText();
  const end = useRef<HTMLDivElement>(null);
  const { hasMore, loadingMore, moreError, loadMore, items } = list;
  const waiting = hasMore && !loadingMore && moreError === null;

  useEffect(() => {
    const el = end.current;
    if (!el || !waiting) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: `0px 0px ${AHEAD} 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [waiting, loadMore, items.length]);

  if (!hasMore) return null;
  return (
    <div ref={end} className={className} data-list-end="">
      {moreError !== null ? (
        <LoadFailed
          className={className}
          message={m.loadMoreFailed(describe(moreError))}
          retryLabel={m.loadMore}
          onRetry={loadMore}
        />
      ) : (
        <LoadingLine className={`${className}__loading`} text={m.loadingMore} />
      )}
    </div>
  );
}
