import { describe, expect, it } from 'vitest';
import { learnerSectionMessages } from './section-messages.ts';
import { streakDaysLabel, streakMessage, weekStreakDays } from './streak.ts';

describe('weekly streak', () => {
  it('M T W T F S S, the last N filled', () => {
    const days = weekStreakDays(5);
    expect(days.map((d) => learnerSectionMessages.en.weekDays[d.day]).join(' ')).toBe('M T W T F S S');
    expect(days.map((d) => d.filled)).toEqual([false, false, true, true, true, true, true]);
    expect(weekStreakDays(0).some((d) => d.filled)).toBe(false);
    expect(weekStreakDays(12).every((d) => d.filled)).toBe(true);
  });
  it('messages for N > 0 and N = 0', () => {
    expect(streakMessage(5, learnerSectionMessages.en)).toBe("Keep going! You're on a 5-day streak!");
    expect(streakMessage(0, learnerSectionMessages.en)).toBe('Complete a lesson today to start your streak!');
    expect(streakMessage(-2.5, learnerSectionMessages.en)).toBe('Complete a lesson today to start your streak!');
  });
  it("'N days'", () => {
    expect(streakDaysLabel(5, learnerSectionMessages.en)).toBe('5 days');
    expect(streakDaysLabel(1, learnerSectionMessages.en)).toBe('1 day');
    expect(streakDaysLabel(0, learnerSectionMessages.en)).toBe('0 days');
  });
});
