import { describe, expect, it } from 'vitest';
import { attendancePercent, currentTerm } from './term.ts';

describe('currentTerm', () => {
  it('starts on the latest of 1 September, 1 January and 1 May on or before today', () => {
    const starts: [string, string][] = [
      ['2026-01-01', '2026-01-01'],
      ['2026-03-10', '2026-01-01'],
      ['2026-04-30', '2026-01-01'],
      ['2026-05-01', '2026-05-01'],
      ['2026-08-31', '2026-05-01'],
      ['2026-09-01', '2026-09-01'],
      ['2026-12-31', '2026-09-01'],
    ];
    for (const [today, start] of starts) expect(currentTerm(today, undefined), today).toEqual({ start, today });
  });

  it('starts on TERM_START when it is set, even in another year', () => {
    expect(currentTerm('2026-03-10', '2025-11-17')).toEqual({ start: '2025-11-17', today: '2026-03-10' });
    expect(currentTerm('2026-03-10', '')).toEqual({ start: '2026-01-01', today: '2026-03-10' });
  });

  it('refuses a TERM_START that is not a calendar date, naming it', () => {
    for (const bad of ['2026-02-30', '1/9/2026', 'autumn']) {
      expect(() => currentTerm('2026-03-10', bad)).toThrow(
        `The server's TERM_START "${bad}" is not a date in the form YYYY-MM-DD.`,
      );
    }
  });
});

describe('attendancePercent', () => {
  it('is attended over marked, rounded half up, and null without marks', () => {
    expect(attendancePercent(3, 4)).toBe(75);
    expect(attendancePercent(2, 3)).toBe(67);
    expect(attendancePercent(1, 3)).toBe(33);
    expect(attendancePercent(1, 8)).toBe(13);
    expect(attendancePercent(0, 5)).toBe(0);
    expect(attendancePercent(0, 0)).toBeNull();
    expect(attendancePercent(0, null)).toBeNull();
  });
});
