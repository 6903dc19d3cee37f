import { describe, expect, it } from 'vitest';
import { readPreviewText } from './preview-text.ts';

const run = (str: string, extra: Record<string, unknown> = {}) => ({
  str,
  dir: 'ltr',
  transform: [12, 0, 0, 12, 72, 700],
  width: 80,
  height: 12,
  fontName: 'g_d0_f1',
  hasEOL: false,
  ...extra,
});

const layout = (extra: Record<string, unknown> = {}) => ({
  view: [0, 0, 612, 792],
  userUnit: 1,
  rotate: 0,
  items: [
    { type: 'beginMarkedContentProps', id: 'mc0', tag: 'P' },
    run('Photosynthesis', { hasEOL: true }),
    { type: 'endMarkedContent' },
    run('next'),
  ],
  styles: { g_d0_f1: { fontFamily: 'sans-serif', ascent: 0.9, descent: -0.2, vertical: false } },
  lang: 'en-GB',
  ...extra,
});

describe('readPreviewText', () => {
  it('keeps the runs, marks, styles and page box the server wrote', () => {
    const read = readPreviewText(layout())!;
    expect(read.view).toEqual([0, 0, 612, 792]);
    expect(read.items.map((i) => ('str' in i ? i.str : i.type))).toEqual([
      'beginMarkedContentProps',
      'Photosynthesis',
      'endMarkedContent',
      'next',
    ]);
    expect(read.styles.g_d0_f1).toEqual({ fontFamily: 'sans-serif', ascent: 0.9, descent: -0.2, vertical: false });
    expect(read.lang).toBe('en-GB');
  });

  it('drops fields pdf.js does not read and a language that is not a tag', () => {
    const read = readPreviewText(layout({ items: [run('a', { onclick: 'x', chars: [1] })], lang: '"><img>' }))!;
    // Exactly the fields of a plain run.
    expect(read.items[0]).toEqual(run('a'));
    expect(read.lang).toBe(null);
  });

  it('refuses an end mark without its start: the text layer would climb out of itself', () => {
    expect(readPreviewText(layout({ items: [{ type: 'endMarkedContent' }, run('a')] }))).toBe(null);
  });

  it('refuses runs in a font it has no metrics for, or with numbers that are not numbers', () => {
    expect(readPreviewText(layout({ items: [run('a', { fontName: 'other' })] }))).toBe(null);
    expect(readPreviewText(layout({ items: [run('a', { fontName: '__proto__' })] }))).toBe(null);
    expect(readPreviewText(layout({ items: [run('a', { transform: [1, 0, 0, 1, 'x', 0] })] }))).toBe(null);
    expect(readPreviewText(layout({ items: [run('a', { width: Infinity })] }))).toBe(null);
  });

  it('refuses a page box, rotation or shape that is not a page', () => {
    expect(readPreviewText(layout({ view: [0, 0, 0, 792] }))).toBe(null);
    expect(readPreviewText(layout({ rotate: 45 }))).toBe(null);
    expect(readPreviewText(layout({ userUnit: -1 }))).toBe(null);
    expect(readPreviewText(layout({ items: 'text' }))).toBe(null);
    expect(readPreviewText(null)).toBe(null);
    expect(readPreviewText([layout()])).toBe(null);
  });
});
