import { useMessages } from '../../../../lib/i18n/use-language.ts';
import { adminMessages } from './messages.ts';
import { reasonOf } from './reason.ts';
import type { PagedList } from '../../../../lib/use-paged-list.ts';

/** Under a paged list: how many rows show of how many, and "Show more" while there are more. */
export function PagedFooter<T>({ list }: { list: PagedList<T> }) {
  const m = useMessages(adminMessages);
  return (
    <div className="cluster cluster--spread admin-more">
      <p className="admin-more__count" role="status">
        {m.showing(list.items.length, list.total)}
      </p>
      {list.moreError ? (
        <p className="muted-line" role="alert">
          {m.loadFailed(reasonOf(list.moreError, m.tryAgain))}
        </p>
      ) : null}
      {list.hasMore && (
        <button type="button" className="edu-btn edu-btn--ghost" disabled={list.loadingMore} onClick={list.loadMore}>
          {m.showMore}
        </button>
      )}
    </div>
  );
}
