import { atom, onMount } from 'nanostores';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Spec section 4 / 9: mobile <= 767 px, tablet 768-1023 px, otherwise desktop. */
export function deviceClassFor(width: number): DeviceClass {
  if (width <= 767) return 'mobile';
  if (width <= 1023) return 'tablet';
  return 'desktop';
}

const currentWidth = (): number => (typeof window === 'undefined' ? 1024 : window.innerWidth);

export const $deviceClass = atom<DeviceClass>(deviceClassFor(currentWidth()));

onMount($deviceClass, () => {
  const update = (): void => $deviceClass.set(deviceClassFor(currentWidth()));
  update();
  window.addEventListener('resize', update, { passive: true });
  return () => window.removeEventListener('resize', update);
});
