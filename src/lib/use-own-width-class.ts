import { useLayoutEffect, useState } from 'react';
import { deviceClassFor, type DeviceClass } from '../stores/device-class.ts';

const widthOf = (el: HTMLElement): number => el.getBoundingClientRect().width || window.innerWidth;

/**
 * The layout class of an element from its own width, not the window's: a dashboard in a 400 px
 * sidebar column is laid out as on a phone, on a wide page as on a desktop. An element not laid
 * out yet (width 0) goes by the window.
 */
export function useOwnWidthClass(el: HTMLElement): DeviceClass {
  const [device, setDevice] = useState(() => deviceClassFor(widthOf(el)));
  useLayoutEffect(() => {
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize[0]?.inlineSize ?? entry?.contentRect.width ?? 0;
      setDevice(deviceClassFor(width || window.innerWidth));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return device;
}
