import { useLayoutEffect } from 'react';
import { useLatest } from '../lib/use-latest.ts';
import { listenAll } from '../lib/listen-all.ts';

/** Wheel distance (CSS px) that makes one zoom step: one mouse notch, or a short trackpad pinch. */
const STEP_DISTANCE = 100;
const LINE_PX = 16;
/** A two-finger pinch makes one step each time the fingers' distance grows or shrinks by a quarter. */
const PINCH_STEP = 1.25;

/**
 * Zoom gestures over the stage zoom the document one step at a time instead of the host page:
 * Ctrl (or Cmd) + wheel, a trackpad pinch (which browsers send as Ctrl + wheel), and a
 * two-finger pinch on a touch screen (the stage's CSS keeps the browser's own pinch off it).
 */
export function useZoomGestures(stage: HTMLElement | null, onStep: (direction: 1 | -1) => void, enabled: boolean): void {
  const step = useLatest(onStep);
  // Attached as the stage is committed: a gesture right after the document is shown counts.
  useLayoutEffect(() => {
    if (!stage || !enabled) return;
    let distance = 0;
    const onWheel = (e: WheelEvent): void => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      distance += e.deltaMode === WheelEvent.DOM_DELTA_LINE ? e.deltaY * LINE_PX : e.deltaY;
      while (Math.abs(distance) >= STEP_DISTANCE) {
        step.current(distance < 0 ? 1 : -1);
        distance -= Math.sign(distance) * STEP_DISTANCE;
      }
    };

    const touches = new Map<number, { x: number; y: number }>();
    let spread = 0; // the fingers' distance at the last step
    const fingersApart = (): number => {
      const [a, b] = [...touches.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
    };
    const onDown = (e: PointerEvent): void => {
      if (e.pointerType !== 'touch') return;
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      spread = touches.size === 2 ? fingersApart() : 0;
    };
    const onMove = (e: PointerEvent): void => {
      if (!touches.has(e.pointerId)) return;
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (touches.size !== 2 || spread <= 0) return;
      const now = fingersApart();
      if (now >= spread * PINCH_STEP) step.current(1);
      else if (now <= spread / PINCH_STEP) step.current(-1);
      else return;
      spread = now;
    };
    const onUp = (e: PointerEvent): void => {
      touches.delete(e.pointerId);
      spread = 0;
    };
    // Not passive: a Ctrl+wheel must be kept from zooming the page.
    return listenAll(
      stage,
      { wheel: onWheel, pointerdown: onDown, pointermove: onMove, pointerup: onUp, pointercancel: onUp },
      { passive: false },
    );
  }, [stage, enabled, step]);
}
