import { describe, expect, it } from 'vitest';
import { TESTS_EN } from './messages.ts';
import { actionsFor, formatDateTime } from './test-actions.ts';

const labels = (s: Parameters<typeof actionsFor>[0]) => actionsFor(s).map((a) => TESTS_EN.actions[a]);

describe('Manage tab actions by status', () => {
  it('draft: Schedule Test, Assign to Classes, View Details (nothing can have been submitted)', () => {
    expect(labels('draft')).toEqual(['Schedule Test', 'Assign to Classes', 'View Details']);
  });
  it('scheduled: Assign to Classes, Start Test, View Results, View Details', () => {
    expect(labels('scheduled')).toEqual(['Assign to Classes', 'Start Test', 'View Results', 'View Details']);
  });
  it('active: Assign to Classes, View Results, View Details', () => {
    expect(labels('active')).toEqual(['Assign to Classes', 'View Results', 'View Details']);
  });
  it('completed: Assign to Classes, View Results, View Details', () => {
    expect(labels('completed')).toEqual(['Assign to Classes', 'View Results', 'View Details']);
  });
});

describe('formatDateTime', () => {
  it('writes an instant in the given language and keeps empty and unreadable values', () => {
    const iso = '2025-03-15T10:30:00.000Z';
    expect(formatDateTime(iso, 'de-DE')).toBe(new Date(iso).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatDateTime(iso, 'de-DE')).not.toBe(formatDateTime(iso, 'en-US'));
    expect(formatDateTime('', 'en')).toBe('');
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
  it('writes a plain date as that day, with the month in the language', () => {
    expect(formatDateTime('2025-03-01', 'en')).toBe('Mar 1, 2025');
    expect(formatDateTime('2025-03-01', 'es')).toBe('1 mar 2025');
  });
});
