import { describe, expect, it } from 'vitest';
import { formatDay } from './format.ts';

describe('formatDay: the one format of a day', () => {
  it('shows a calendar day as that local day in the language, whatever the time zone', () => {
    expect(formatDay('en', '2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDay('es', '2026-03-05')).toBe('5 mar 2026');
    expect(formatDay('en', new Date(2026, 10, 23, 15, 4))).toBe('Nov 23, 2026');
  });
  it('shows an instant as its local day, and other text as it came', () => {
    const instant = '2025-01-15T09:30:00.000Z';
    expect(formatDay('en', instant)).toBe(new Date(instant).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' }));
    expect(formatDay('en', 'not a date')).toBe('not a date');
    expect(formatDay('en', null)).toBe('');
  });
});
