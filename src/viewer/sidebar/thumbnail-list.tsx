import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { formatNumber } from '../../lib/i18n/format.ts';
import { useLanguage, useMessages } from '../../lib/i18n/use-language.ts';
import { Icon } from '../icons.tsx';
import { viewerMessages } from '../messages.ts';
import type { PDFDocumentProxy } from '../pdf/pdf-runtime.ts';
import { thumbnailPictureHeight, thumbnailRowHeight } from './sidebar-rules.ts';
import { thumbnailKey, thumbnailStoreFor, type ThumbnailStore } from './thumbnail-store.ts';

/** Rows kept in the DOM beyond those in view, on each side. */
const OVERSCAN = 3;

interface Props {
  doc: PDFDocumentProxy;
  page: number;
  labels: readonly string[] | null;
  rotation: number;
  pageShown: boolean;
  onPage: (page: number) => void;
}

/**
 * One thumbnail per page, virtualized: only the rows in view and a few around them are in the
 * DOM, each exactly as tall as its page's shape needs (page 1's shape until a page is known),
 * so the scrollbar never jumps. Thumbnails are drawn one at a time once the viewer's page is
 * drawn, kept up to a limit, and their drawing stops when they scroll away.
 */
export function ThumbnailList({ doc, page, labels, rotation, pageShown, onPage }: Props) {
  const store = thumbnailStoreFor(doc);
  const scroller = useRef<HTMLDivElement>(null);
  const sizeVersion = useSyncExternalStore(store.subscribeSizes, store.sizeVersion);
  const count = doc.numPages;
  const rowHeight = (index: number): number => thumbnailRowHeight(store.ratio(index + 1, rotation));
  // Where the shown page's row starts: the list opens there rather than at page 1.
  const startOf = (index: number): number => {
    let top = 0;
    for (let i = 0; i < index; i++) top += rowHeight(i);
    return top;
  };
  // The virtualizer's API returns functions that cannot be memoized by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: rowHeight,
    overscan: OVERSCAN,
    initialOffset: () => startOf(page - 1),
  });

  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = startOf(page - 1);
    // Only when the list appears; later pages are scrolled to below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, sizeVersion, rotation]);
  // The shown page's thumbnail stays in view as the reader pages through the document.
  useEffect(() => virtualizer.scrollToIndex(page - 1, { align: 'auto' }), [virtualizer, page]);
  useEffect(() => {
    store.shownPage = page;
  }, [store, page]);
  useEffect(() => {
    store.queue.setPaused(!pageShown);
    return () => store.queue.setPaused(true);
  }, [store, pageShown]);

  return (
    <div ref={scroller} className="sb-scroller">
      <ul className="sb-thumbs" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            className="sb-thumbs__row"
            aria-setsize={count}
            aria-posinset={row.index + 1}
            style={{ transform: `translateY(${row.start}px)`, height: row.size }}
          >
            <Thumbnail
              store={store}
              page={row.index + 1}
              count={count}
              label={labels?.[row.index]}
              rotation={rotation}
              current={row.index + 1 === page}
              onPage={onPage}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ThumbnailProps {
  store: ThumbnailStore;
  page: number;
  count: number;
  label: string | undefined;
  rotation: number;
  current: boolean;
  onPage: (page: number) => void;
}

/** A page's thumbnail: a button named "Page 3" (or "Page iv (6 of 120)") that goes to the page. */
function Thumbnail({ store, page, count, label, rotation, current, onPage }: ThumbnailProps) {
  const m = useMessages(viewerMessages);
  const { tag } = useLanguage();
  const key = thumbnailKey(page, rotation);
  const canvas = useSyncExternalStore(store.drawn.subscribe, () => store.drawn.peek(key));
  const failed = useSyncExternalStore(store.subscribeFailed, () => store.failed.has(key));
  const holder = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    store.drawn.pin(key);
    if (!store.drawn.peek(key) && !store.failed.has(key)) store.queue.request({ key, page, rotation });
    return () => {
      store.queue.release(key);
      store.drawn.unpin(key);
    };
  }, [store, key, page, rotation]);
  useLayoutEffect(() => {
    if (canvas) holder.current?.replaceChildren(canvas);
    else holder.current?.replaceChildren();
  }, [canvas]);

  return (
    <button
      type="button"
      className="sb-thumb"
      aria-label={label === undefined ? m.pageNumber(page) : m.pageLabelOf(label, page, count)}
      aria-current={current ? 'page' : undefined}
      onClick={() => onPage(page)}
    >
      {failed ? (
        <span
          className="sb-thumb__picture sb-thumb__picture--failed"
          style={{ height: thumbnailPictureHeight(store.ratio(page, rotation)) }}
        >
          <Icon name="alert" />
        </span>
      ) : (
        <span
          ref={holder}
          className="sb-thumb__picture"
          style={{ height: thumbnailPictureHeight(store.ratio(page, rotation)) }}
        />
      )}
      <span className="sb-thumb__caption" aria-hidden="true">
        {label ?? formatNumber(tag, page)}
      </span>
    </button>
  );
}
