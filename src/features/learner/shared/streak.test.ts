import { describe, expect, it } from 'vitest';
import { LEARNER_SECTION_EN } from './section-messages.ts';
import { streakDaysLabel, streakMessage, weekStreakDays } from './streak.ts';

describe('weekly streak', () => {
  it('M T W T F S S, the last N filled', () => {
    const days = weekStreakDays(5);
    expect(days.map((d) => LEARNER_SECTION_EN.weekDays[d.day]).join(' ')).toBe('M T W T F S S');
    expect(days.map((d) => d.filled)).toEqual([false, false, true, true, true, true, true]);
    expect(weekStreakDays(0).some((d) => d.filled)).toBe(false);
    expect(weekStreakDays(12).every((d) => d.filled)).toBe(true);
  });
  it('messages for N > 0 and N = 0', () => {
    expect(streakMessage(5, LEARNER_SECTION_EN)).toBe("Keep going! You're on a 5-day streak!");
    expect(streakMessage(0, LEARNER_SECTION_EN)).toBe('Complete a lesson today to start your streak!');
    expect(streakMessage(-2.5, LEARNER_SECTION_EN)).toBe('Complete a lesson today to start your streak!');
  });
  it("'N days'", () => {
    expect(streakDaysLabel(5, LEARNER_SECTION_EN)).toBe('5 days');
    expect(streakDaysLabel(1, LEARNER_SECTION_EN)).toBe('1 day');
    expect(streakDaysLabel(0, LEARNER_SECTION_EN)).toBe('0 days');
  });
});
