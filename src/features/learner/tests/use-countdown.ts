import { useCallback, useEffect, useRef, useState } from 'react';
import { crossedMark } from './countdown.ts';
import { useLatest } from '../../../lib/use-latest.ts';

export interface Countdown {
  /** Whole seconds left (rounded up), never below 0. */
  seconds: number;
  /** The minutes left at the last mark crossed (5, then 1), for a polite live region; null before any. */
  announcement: number | null;
  /** Sets the time left from the server's clock (every answer re-syncs it). */
  sync: (seconds: number) => void;
}

const TICK_MS = 250;
const whole = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));

/**
 * A countdown from the server's remaining seconds, kept on the page's monotonic clock (so a
 * changed system clock does not move it). `onExpire` runs once, when it reaches 0.
 */
export function useCountdown(initialSeconds: number, onExpire?: () => void): Countdown {
  const [seconds, setSeconds] = useState(() => whole(initialSeconds * 1000));
  const [announcement, setAnnouncement] = useState<number | null>(null);
  const end = useRef<number | null>(null);
  const shown = useRef(whole(initialSeconds * 1000));
  const expired = useRef(false);
  const expire = useLatest(onExpire);

  const show = useCallback(
    (next: number) => {
      const mark = crossedMark(shown.current, next);
      if (mark !== null) setAnnouncement(mark);
      shown.current = next;
      setSeconds(next);
      if (next === 0 && !expired.current) {
        expired.current = true;
        expire.current?.();
      }
    },
    [expire],
  );

  useEffect(() => {
    end.current ??= performance.now() + initialSeconds * 1000;
    const tick = (): void => show(whole((end.current ?? 0) - performance.now()));
    const id = setInterval(tick, TICK_MS);
    return () => clearInterval(id);
  }, [initialSeconds, show]);

  const sync = useCallback(
    (next: number) => {
      end.current = performance.now() + next * 1000;
      show(whole(next * 1000));
    },
    [show],
  );

  return { seconds, announcement, sync };
}
