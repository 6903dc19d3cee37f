import { describe, expect, it } from 'vitest';
import { crossedMark, formatClock } from './countdown.ts';
import { learnerTestsMessages } from './messages.ts';

describe('countdown as mm:ss', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [59, '00:59'],
    [60, '01:00'],
    [61, '01:01'],
    [599, '09:59'],
    [3600, '60:00'],
    [5400, '90:00'],
  ] as const)('%i s is %s', (s, text) => expect(formatClock(s)).toBe(text));
  it('rounds part seconds up and never goes below 0', () => {
    expect(formatClock(0.2)).toBe('00:01');
    expect(formatClock(-4)).toBe('00:00');
    expect(formatClock(Number.NaN)).toBe('00:00');
  });
});

describe('what screen readers hear (5 and 1 minute left, not every second)', () => {
  it('announces when the clock crosses 5 minutes and 1 minute', () => {
    expect(crossedMark(301, 300)).toBe(5);
    expect(crossedMark(61, 60)).toBe(1);
    expect([5, 1].map(learnerTestsMessages.en.minutesLeft)).toEqual(['5 minutes left.', '1 minute left.']);
  });
  it.each([
    [300, 299],
    [120, 119],
    [60, 59],
    [1, 0],
  ])('says nothing on other seconds: %i s to %i s', (from, to) => expect(crossedMark(from, to)).toBe(null));
  it('after a jump (a sleeping tab) announces the last mark crossed only', () => {
    expect(crossedMark(400, 50)).toBe(1);
  });
  it('announces nothing when the clock moves up (a re-sync)', () => {
    expect(crossedMark(290, 310)).toBe(null);
  });
});
