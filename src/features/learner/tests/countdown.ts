/** The time left as mm:ss (minutes keep counting past 59: '75:00'); never negative. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(s / 60);
  return `${String(minutes).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Screen readers hear the time left only when it crosses these marks (seconds), not every second. */
export const ANNOUNCED_MARKS = [
  { at: 5 * 60, text: '5 minutes left.' },
  { at: 60, text: '1 minute left.' },
] as const;

/**
 * What to announce when the clock moves from `before` to `after` seconds: the last mark crossed
 * (a sleeping tab may jump over both), or null.
 */
export function crossedMark(before: number, after: number): string | null {
  let text: string | null = null;
  for (const mark of ANNOUNCED_MARKS) if (before > mark.at && after <= mark.at && after > 0) text = mark.text;
  return text;
}

