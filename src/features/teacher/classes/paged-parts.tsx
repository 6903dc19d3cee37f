import { useMessages } from '../../../lib/i18n/use-language.ts';
import type { PagedList } from '../../../lib/use-paged-list.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { classesMessages } from './messages.ts';

/** Load more under a paged list while it has more, with why the last try failed. */
export function MoreButton({ list }: { list: PagedList<unknown> }) {
  const m = useMessages(classesMessages);
  const describe = useErrorText();
  if (!list.hasMore) return null;
  return (
    <div className="stack cmore">
      {list.moreError !== null && (
        <p className="field__error" role="alert">
          {describe(list.moreError)}
        </p>
      )}
      <button type="button" className="edu-btn edu-btn--ghost" disabled={list.loadingMore} onClick={list.loadMore}>
        {list.loadingMore ? m.loadingMore : m.loadMore}
      </button>
    </div>
  );
}
