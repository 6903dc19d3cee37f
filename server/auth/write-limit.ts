/**
 * Writes per account: at most WRITES_PER_MINUTE in any minute (a teacher marking attendance,
 * uploading and building tests makes a few a minute), counted by each server process.
 */
export const WRITES_PER_MINUTE = 120;
const WINDOW_MS = 60_000;

const recent = new Map<number, number[]>();

/** Records a write; returns the seconds to wait when the account is over the limit, else 0. */
export function takeWrite(accountId: number, now = Date.now()): number {
  const times = (recent.get(accountId) ?? []).filter((t) => now - t < WINDOW_MS);
  if (times.length >= WRITES_PER_MINUTE) {
    recent.set(accountId, times);
    return Math.ceil((times[0]! + WINDOW_MS - now) / 1000);
  }
  times.push(now);
  recent.set(accountId, times);
  if (recent.size > 50_000) recent.clear();
  return 0;
}

/** Forgets every count (tests that make more writes than a person could). */
export function forgetWrites(): void {
  recent.clear();
}
