import { useEffect } from 'react';
import { useLatest } from '../lib/use-latest.ts';

/** Wheel distance (CSS px) that makes one zoom step: one mouse notch, or a short trackpad pinch. */
const STEP_DISTANCE = 100;
const LINE_PX = 16;

/**
 * Ctrl (or Cmd) + wheel over the stage, and a trackpad pinch (which browsers send as Ctrl +
 * wheel), zooms the document one step per notch instead of zooming the host page.
 */
export function useWheelZoom(stage: HTMLElement | null, onStep: (direction: 1 | -1) => void, enabled: boolean): void {
  const step = useLatest(onStep);
  useEffect(() => {
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
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [stage, enabled, step]);
}
