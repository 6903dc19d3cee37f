import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './locale.ts';
import { formatDateTime, formatRelative } from './format.ts';
import { countOf } from './plural.ts';

describe('resolveLanguage', () => {
  it.each([
    ['es', 'es', 'es', 'ltr'],
    ['es-MX', 'es', 'es-MX', 'ltr'],
    ['AR-eg', 'ar', 'ar-EG', 'rtl'],
    ['en-GB', 'en', 'en-GB', 'ltr'],
    ['fr', 'en', 'en', 'ltr'],
    ['', 'en', 'en', 'ltr'],
    ['not a tag!', 'en', 'en', 'ltr'],
  ])('%j shows %s texts formatted as %s, %s', (value, locale, tag, dir) => {
    expect(resolveLanguage(value)).toEqual({ locale, tag, dir });
  });
});

describe('formatting in the element language', () => {
  const day = new Date(2026, 10, 22, 15, 4, 5);
  it('dates follow the language, not the browser', () => {
    expect(formatDateTime('en', day)).toBe('Nov 22, 2026');
    expect(formatDateTime('es', day)).toBe('22 nov 2026');
    expect(formatDateTime('ar', day, { month: 'long' })).toBe('نوفمبر');
  });
  it('an unreadable date is shown as it came', () => {
    expect(formatDateTime('en', 'soon')).toBe('soon');
    expect(formatDateTime('en', null)).toBe('');
  });
  it('relative times', () => {
    expect(formatRelative('en', -5, 'minute')).toBe('5 minutes ago');
    expect(formatRelative('es', -5, 'minute')).toBe('hace 5 minutos');
  });
});

describe('countOf (English counts; translations choose plural forms in their templates)', () => {
  it('names one, and more or none, with their own noun', () => {
    expect([0, 1, 3].map((n) => countOf(n, 'file', 'files'))).toEqual(['0 files', '1 file', '3 files']);
  });
});
