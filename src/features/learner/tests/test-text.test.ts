import { describe, expect, it } from 'vitest';
import { count, formatDateTime } from './test-text.ts';

describe('test texts', () => {
  it("writes '1 question' and '2 questions'", () => {
    expect(count(1, 'question')).toBe('1 question');
    expect(count(2, 'point')).toBe('2 points');
    expect(count(0, 'minute')).toBe('0 minutes');
  });
  it('formats an opening date and time in the given locale', () => {
    const at = '2030-05-06T10:15';
    expect(formatDateTime(at, 'en-US')).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' }).format(new Date(2030, 4, 6, 10, 15)));
    expect(formatDateTime(at, 'en-US')).toContain('May 6, 2030');
    expect(formatDateTime(at, 'de-DE')).toContain('6. Mai 2030');
  });
  it('shows text that is no date as it is', () => {
    expect(formatDateTime('soon', 'en-US')).toBe('soon');
  });
});
