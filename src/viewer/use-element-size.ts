import { useLayoutEffect, useState } from 'react';
import type { Size } from './viewer-rules.ts';

const UNMEASURED: Size = { width: 0, height: 0 };

/** An element's content box (inside its borders, scrollbar and padding), as a ResizeObserver reports it. */
function contentBox(el: HTMLElement): Size {
  const style = getComputedStyle(el);
  const rect = el.getBoundingClientRect();
  const inner = (total: number, offset: number, client: number, start: string, end: string) =>
    total - (offset - client) - parseFloat(start) - parseFloat(end);
  return {
    width: Math.round(inner(rect.width, el.offsetWidth, el.clientWidth, style.paddingLeft, style.paddingRight)),
    height: Math.round(inner(rect.height, el.offsetHeight, el.clientHeight, style.paddingTop, style.paddingBottom)),
  };
}

/**
 * The content box of an element, kept current with a ResizeObserver (0 x 0 until measured). It
 * is first measured before the browser paints the element, so what depends on its size (a PDF
 * page's picture) is in the first frame that shows it, not in the frame after.
 */
export function useElementSize(el: HTMLElement | null): Size {
  const [size, setSize] = useState(UNMEASURED);
  useLayoutEffect(() => {
    if (!el) return;
    const update = ({ width, height }: Size) =>
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    update(contentBox(el));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return size;
}

/** The content width of an element (0 until measured). */
export const useElementWidth = (el: HTMLElement | null): number => useElementSize(el).width;
