import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatMoment, formatNearbyDay } from './format.ts';

describe('formatDay: the one format of a day', () => {
  it('shows a calendar day as that local day in the language, whatever the time zone', () => {
    expect(formatDay('en', '2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDay('es', '2026-03-05')).toBe('5 mar 2026');
    expect(formatDay('en', new Date(2026, 10, 23, 15, 4))).toBe('Nov 23, 2026');
  });
  it('shows an instant as its local day, and other text as it came', () => {
    const instant = '2025-01-15T09:30:00.000Z';
    expect(formatDay('en', instant)).toBe(
      new Date(instant).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' }),
    );
    expect(formatDay('en', 'not a date')).toBe('not a date');
    expect(formatDay('en', null)).toBe('');
  });
});

describe('one format per kind of date', () => {
  it('a moment is its day and time; a plain day stays a day; other text as it came', () => {
    expect(formatMoment('en', '2030-05-06T10:15')).toBe('May 6, 2030, 10:15 AM');
    expect(formatMoment('es', '2030-05-06T10:15')).toBe('6 may 2030, 10:15');
    const iso = '2025-03-15T10:30:00.000Z';
    expect(formatMoment('de-DE', iso)).toBe(
      new Date(iso).toLocaleString('de-DE', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    );
    expect(formatMoment('en', '2025-03-01')).toBe('Mar 1, 2025');
    expect(formatMoment('en', '')).toBe('');
    expect(formatMoment('en', 'soon')).toBe('soon');
  });
  it('a day among nearby days has no year', () => {
    expect(formatNearbyDay('en', '2026-03-05')).toBe('Mar 5');
    expect(formatNearbyDay('es', '2026-03-05')).toBe('5 mar');
    expect(formatNearbyDay('en', 'x')).toBe('x');
  });
  it('a time of day follows the language clock', () => {
    expect(formatClock('en', '13:30')).toBe('1:30 PM');
    expect(formatClock('es', '13:30')).toBe('13:30');
    expect(formatClock('en', new Date(2026, 0, 1, 9, 5, 7))).toBe('9:05 AM');
  });
});
