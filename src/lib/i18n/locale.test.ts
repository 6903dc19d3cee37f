import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './locale.ts';
import { formatDateTime, formatNumber, formatRelative } from './format.ts';
import { pluralFor } from './plural.ts';

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

describe('plurals', () => {
  it('English has one and other', () => {
    const p = pluralFor('en');
    expect(p(1, { one: '# file', other: '# files' })).toBe('1 file');
    expect(p(3, { one: '# file', other: '# files' })).toBe('3 files');
  });
  it('Arabic has six forms, the number written as Arabic writes it', () => {
    const p = pluralFor('ar');
    const forms = { zero: 'z', one: 'o', two: 't', few: 'f#', many: 'm#', other: 'x#' };
    const n = (x: number) => formatNumber('ar', x);
    expect([0, 1, 2, 3, 11, 100].map((x) => p(x, forms))).toEqual(['z', 'o', 't', `f${n(3)}`, `m${n(11)}`, `x${n(100)}`]);
  });
});
