import { describe, expect, it } from 'vitest';
import { compileTranslation } from '../../src/lib/i18n/compile-translation.ts';
import { precompileTranslation } from './translations-plugin.mjs';

// A translation file as the build gives it to the browser (messages parsed), then as the
// browser turns it into a catalogue.
const load = (data: unknown, locale = 'es') =>
  compileTranslation(en, precompileTranslation(data, `messages.${locale}.json`), locale, `messages.${locale}.json`);

const en = {
  title: 'Tests',
  pageCount: (n: number) => (n === 1 ? '1 page' : `${n} pages`),
  dueOn: (day: string, n: number) => `Due ${day}, ${n} left`,
  status: { present: 'Present', absent: 'Absent' },
};
const es = {
  title: 'Pruebas',
  pageCount: '{0, plural, one {# página} other {# páginas}}',
  dueOn: 'Vence el {0}; quedan {1}',
  status: { present: 'Presente', absent: 'Ausente' },
};

describe('compileTranslation (a translation file as data)', () => {
  it('keeps texts and tables, and turns templates into functions of the English arguments', () => {
    const m = load(es);
    expect([m.title, m.status.absent, m.pageCount(1), m.pageCount(3), m.dueOn('lunes', 2)]).toEqual([
      'Pruebas',
      'Ausente',
      '1 página',
      '3 páginas',
      'Vence el lunes; quedan 2',
    ]);
  });

  it('uses the six Arabic plural forms', () => {
    const forms = '{0, plural, zero {لا صفحات} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}}';
    const m = load({ ...es, pageCount: forms }, 'ar');
    expect([0, 1, 2, 3, 11, 100].map((n) => m.pageCount(n).replace(/\d+|[٠-٩]+/, 'N'))).toEqual([
      'لا صفحات',
      'صفحة واحدة',
      'صفحتان',
      'N صفحات',
      'N صفحة',
      'N صفحة',
    ]);
  });

  it('shows markup in a value or a template as text', () => {
    const m = load({ ...es, dueOn: '<b>{0}</b> {1}' });
    expect(m.dueOn('<img src=x onerror=alert(1)>', 1)).toBe('<b><img src=x onerror=alert(1)></b> 1');
  });

  it.each([
    [Object.fromEntries(Object.entries(es).filter(([key]) => key !== 'title')), '"title": must be a text without arguments'],
    [{ ...es, extra: 'x' }, '"extra": is not a key of the English catalogue'],
    [{ ...es, status: { present: 'Presente' } }, '"status": must have exactly the texts absent,present'],
    [{ ...es, pageCount: '{0, plural, one {# página}' }, '"pageCount": not a valid ICU message'],
    [{ ...es, title: 'Pruebas de {0}' }, '"title": must be a text without arguments'],
    [
      { ...es, status: { present: 1, absent: 'Ausente' } },
      '"status.present": a translation holds texts and tables of texts only',
    ],
    [{ ...es, dueOn: 'Vence el {2}' }, '"dueOn": names {2}, but the text takes 2 value(s)'],
    [{ ...es, dueOn: 'Vence el {day}' }, '"dueOn": names {day}'],
    [['a'], 'a translation holds texts and tables of texts only'],
  ])('refuses a broken file whole: %j', (data, message) => {
    expect(() => load(data)).toThrow(message);
  });
});
