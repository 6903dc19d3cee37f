import type { LearnerSectionMessages } from './section-messages.ts';

/** The widget's 7 days, Monday to Sunday. */
export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** A streak as a whole number of days (0 for anything that is not a count). */
export const streakDays = (streak: number): number => (Number.isFinite(streak) ? Math.max(0, Math.floor(streak)) : 0);

/** The last N of the 7 day circles are filled. */
export function weekStreakDays(streak: number): { day: WeekDay; filled: boolean }[] {
  const n = Math.min(WEEK_DAYS.length, streakDays(streak));
  return WEEK_DAYS.map((day, i) => ({ day, filled: i >= WEEK_DAYS.length - n }));
}

/** 'N days' (and '1 day'). */
export const streakDaysLabel = (streak: number, m: Pick<LearnerSectionMessages, 'streakDays'>): string =>
  m.streakDays(streakDays(streak));

/** Encouragement on a streak, or how to start one. */
export function streakMessage(streak: number, m: Pick<LearnerSectionMessages, 'streakOn' | 'streakStart'>): string {
  const n = streakDays(streak);
  return n > 0 ? m.streakOn(n) : m.streakStart;
}
