import { useEffect, useState } from 'react';
import type { Size } from './viewer-rules.ts';

const UNMEASURED: Size = { width: 0, height: 0 };

/** The content box of an element, kept current with a ResizeObserver (0 x 0 until measured). */
export function useElementSize(el: HTMLElement | null): Size {
  const [size, setSize] = useState(UNMEASURED);
  useEffect(() => {
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.round(entry.contentRect.width);
      const height = Math.round(entry.contentRect.height);
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return size;
}

/** The content width of an element (0 until measured). */
export const useElementWidth = (el: HTMLElement | null): number => useElementSize(el).width;
