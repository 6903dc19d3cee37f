export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Layout classes by width (an element's own): mobile <= 767 px, tablet 768-1023 px, otherwise desktop. */
export function deviceClassFor(width: number): DeviceClass {
  if (width <= 767) return 'mobile';
  if (width <= 1023) return 'tablet';
  return 'desktop';
}
