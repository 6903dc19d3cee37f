import type { LearnerSectionMessages } from './section-messages.ts';

/** 5 dots in the profile card, 7 days (Monday to Sunday) in the widget. */
export const PROFILE_STREAK_DOTS = 5;
export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** A streak as a whole number of days (0 for anything that is not a count). */
export const streakDays = (streak: number): number => (Number.isFinite(streak) ? Math.max(0, Math.floor(streak)) : 0);

/** Version A: the first min(N, 5) dots are filled. */
export function profileStreakDots(streak: number): boolean[] {
  const n = streakDays(streak);
  return Array.from({ length: PROFILE_STREAK_DOTS }, (_, i) => i < n);
}

/** Version B: the last N of the 7 day circles are filled. */
export function weekStreakDays(streak: number): { day: WeekDay; filled: boolean }[] {
  const n = Math.min(WEEK_DAYS.length, streakDays(streak));
  return WEEK_DAYS.map((day, i) => ({ day, filled: i >= WEEK_DAYS.length - n }));
}

/** 'N days' (and '1 day'). */
export const streakDaysLabel = (streak: number, m: Pick<LearnerSectionMessages, 'streakDays'>): string => m.streakDays(streakDays(streak));

/** Encouragement on a streak, or how to start one. */
export function streakMessage(streak: number, m: Pick<LearnerSectionMessages, 'streakOn' | 'streakStart'>): string {
  const n = streakDays(streak);
  return n > 0 ? m.streakOn(n) : m.streakStart;
}
