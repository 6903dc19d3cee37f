/** Spec section 9: 5 dots in the profile card, 7 days (M-S) in the widget. */
export const PROFILE_STREAK_DOTS = 5;
export const WEEK_DAYS = ['M', 'T', 'W', 'T', 'F', 'S', 'S'] as const;

const days = (streak: number): number => (Number.isFinite(streak) ? Math.max(0, Math.floor(streak)) : 0);

/** Version A: the first min(N, 5) dots are filled. */
export function profileStreakDots(streak: number): boolean[] {
  const n = days(streak);
  return Array.from({ length: PROFILE_STREAK_DOTS }, (_, i) => i < n);
}

/** Version B: the last N of the 7 day circles are filled. */
export function weekStreakDays(streak: number): { label: string; filled: boolean }[] {
  const n = Math.min(WEEK_DAYS.length, days(streak));
  return WEEK_DAYS.map((label, i) => ({ label, filled: i >= WEEK_DAYS.length - n }));
}

/** 'N days' (and '1 day'). */
export const streakDaysLabel = (streak: number): string => `${days(streak)} ${days(streak) === 1 ? 'day' : 'days'}`;

export function streakMessage(streak: number): string {
  const n = days(streak);
  return n > 0 ? `Keep going! You're on a ${n}-day streak!` : 'Complete a lesson today to start your streak!';
}

export const PROFILE_STREAK_NOTE = 'Keep learning to maintain your streak!';
