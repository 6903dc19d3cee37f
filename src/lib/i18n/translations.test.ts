import { describe, expect, it } from 'vitest';
import { compileTranslation } from './compile-translation.ts';
import { translationFiles } from './messages.ts';

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

describe('translation files (loaders by file name)', () => {
  it('gives each language the file named for it', () => {
    const load = async () => ({});
    const files = translationFiles({ './messages.ar.json': load, './messages.es.json': load });
    expect([files.es[0], files.ar[0]]).toEqual(['./messages.es.json', './messages.ar.json']);
  });

  it('refuses a catalogue without one of the languages', () => {
    expect(() => translationFiles({ './messages.es.json': async () => ({}) })).toThrow(
      'no ar translation among ./messages.es.json',
    );
  });
});

describe('compileTranslation (a translation file as data)', () => {
  it('keeps texts and tables, and turns templates into functions of the English arguments', () => {
    const m = compileTranslation(en, es, 'es');
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
    const m = compileTranslation(en, { ...es, pageCount: forms }, 'ar');
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
    const m = compileTranslation(en, { ...es, dueOn: '<b>{0}</b> {1}' }, 'es');
    expect(m.dueOn('<img src=x onerror=alert(1)>', 1)).toBe('<b><img src=x onerror=alert(1)></b> 1');
  });

  it.each([
    [{ ...es, title: undefined }, '"title": must be a text'],
    [{ ...es, extra: 'x' }, '"extra": is not a key of the English catalogue'],
    [{ ...es, status: { present: 'Presente' } }, '"status": must have exactly the texts absent,present'],
    [{ ...es, pageCount: '{0, plural, one {# página}' }, '"pageCount": is not a valid template'],
    [{ ...es, dueOn: 'Vence el {2}' }, '"dueOn": names {2}, but the text takes 2 value(s)'],
    [{ ...es, dueOn: 'Vence el {day}' }, '"dueOn": names {day}'],
    [['a'], 'is not an object'],
  ])('refuses a broken file whole: %j', (data, message) => {
    expect(() => compileTranslation(en, data, 'es', 'messages.es.json')).toThrow(message);
  });
});
