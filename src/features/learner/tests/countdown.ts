/** The time left as mm:ss (minutes keep counting past 59: '75:00'); never negative. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(s / 60);
  return `${String(minutes).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Screen readers hear the time left only when it crosses these marks (minutes), not every second. */
export const ANNOUNCED_MINUTES = [5, 1] as const;

/**
 * The minutes left to announce when the clock moves from `before` to `after` seconds: the last
 * mark crossed (a sleeping tab may jump over both), or null.
 */
export function crossedMark(before: number, after: number): number | null {
  let minutes: number | null = null;
  for (const mark of ANNOUNCED_MINUTES) if (before > mark * 60 && after <= mark * 60 && after > 0) minutes = mark;
  return minutes;
}
