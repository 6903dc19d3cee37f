import { describe, expect, it } from 'vitest';
import { formatResultDay } from './result-day.ts';

describe('formatResultDay', () => {
  it('shows a calendar day in the language, the same day wherever the reader is', () => {
    expect(formatResultDay('en', '2024-03-15')).toBe('Mar 15, 2024');
    expect(formatResultDay('es', '2024-03-15')).toBe('15 mar 2024');
  });
  it('shows what is no date as it came', () => {
    expect(formatResultDay('es', 'soon')).toBe('soon');
  });
});
