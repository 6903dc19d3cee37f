import { useVirtualizer, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState } from 'react';

type Key = VirtualItem['key'];

export interface PageVirtualizerOptions {
  count: number;
  estimateSize: (index: number) => number;
  overscan?: number;
  getItemKey?: (index: number) => Key;
}

/** A row in the DOM, placed from the top of the list's own element. */
export interface PageRow {
  index: number;
  key: Key;
  start: number;
  end: number;
}

export interface PageVirtualizer {
  /** Ref of the element the rows are placed in (position relative, `totalSize` tall). */
  setList: (el: HTMLElement | null) => void;
  /** That element, once in the DOM. */
  list: HTMLElement | null;
  rows: PageRow[];
  totalSize: number;
  /** Ref of each row's element (with `data-index`), for rows whose height is their content's. */
  measureElement: (el: HTMLElement | null) => void;
}

interface Place {
  /** null: the window. */
  scroller: HTMLElement | null;
  /** The list's top from the top of the scroller's content. */
  margin: number;
}

const parentOf = (el: Element): Element | null => {
  if (el.assignedSlot) return el.assignedSlot;
  if (el.parentElement) return el.parentElement;
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
};

const SCROLLS = new Set(['auto', 'scroll', 'overlay']);

/** The nearest ancestor (through shadow roots and slots) that scrolls content taller than itself. */
function scrollingAncestor(el: Element): HTMLElement | null {
  for (let n = parentOf(el); n && n !== document.body && n !== document.documentElement; n = parentOf(n)) {
    if (n instanceof HTMLElement && SCROLLS.has(getComputedStyle(n).overflowY) && n.scrollHeight > n.clientHeight + 1) return n;
  }
  return null;
}

function placeOf(list: HTMLElement): Place {
  const scroller = scrollingAncestor(list);
  const top = list.getBoundingClientRect().top;
  const margin = scroller
    ? top - scroller.getBoundingClientRect().top - scroller.clientTop + scroller.scrollTop
    : top + window.scrollY;
  return { scroller, margin: Math.round(margin) };
}

/**
 * A list virtualized against the page's scroll: the list grows with the page and only the rows
 * in the window (plus `overscan`) exist. The list's distance from the top of the document is
 * the virtualizer's `scrollMargin`, measured again whenever the window, the list, the element
 * around it or the document changes size. A list inside a host's own scrolling box (the nearest
 * ancestor through shadow roots that scrolls overflowing content) is virtualized against that
 * box instead.
 */
export function usePageVirtualizer({ count, estimateSize, overscan, getItemKey }: PageVirtualizerOptions): PageVirtualizer {
  const [list, setList] = useState<HTMLElement | null>(null);
  const [place, setPlace] = useState<Place>({ scroller: null, margin: 0 });

  useLayoutEffect(() => {
    if (!list) return;
    const measure = (): void => {
      const next = placeOf(list);
      setPlace((p) => (p.scroller === next.scroller && p.margin === next.margin ? p : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    observer.observe(document.documentElement);
    const root = list.getRootNode();
    if (root instanceof ShadowRoot) observer.observe(root.host);
    if (place.scroller) observer.observe(place.scroller);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [list, place.scroller]);

  // Rows that change size are measured in the next frame, not inside the ResizeObserver callback:
  // the list then grows outside the observers' delivery, so the ones above it (the list, its
  // element, the document) are not left with undelivered notifications (an error event).
  const shared = {
    count,
    estimateSize,
    overscan,
    getItemKey,
    scrollMargin: place.margin,
    useAnimationFrameWithResizeObserver: true,
  };
  // Both exist so the hooks' order never changes; only the one for the actual scroller is enabled.
  const onWindow = useWindowVirtualizer<HTMLElement>({ ...shared, enabled: !place.scroller });
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders on scroll by design
  const inBox = useVirtualizer<HTMLElement, HTMLElement>({
    ...shared,
    enabled: !!place.scroller,
    getScrollElement: () => place.scroller,
  });
  const v = place.scroller ? inBox : onWindow;

  const attach = useCallback((el: HTMLElement | null) => setList(el), []);
  const rows = v
    .getVirtualItems()
    .map((item) => ({ index: item.index, key: item.key, start: item.start - place.margin, end: item.end - place.margin }));
  return { setList: attach, list, rows, totalSize: v.getTotalSize(), measureElement: v.measureElement };
}
