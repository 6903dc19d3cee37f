import { describe, expect, it } from 'vitest';
import type { Catalogue, Messages } from './messages.ts';

// Every catalogue of the widgets, found by file name, with its translation files as they are
// written: a translation is complete when it loads (it has each English key, of the same kind,
// and no other) and every text and template is really translated.
const modules = import.meta.glob<Record<string, unknown>>(['/src/**/messages.ts', '/src/**/*-messages.ts', '/demo/messages.ts'], {
  eager: true,
});
// The files as written (the build parses their messages): every text is checked, in every branch.
const files = import.meta.glob<string>(['/src/**/*messages.{es,ar}.json', '/demo/*messages.{es,ar}.json'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const catalogues = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([, v]) => typeof v === 'object' && v !== null && 'en' in v && 'load' in v)
    .map(([name, v]) => [`${file} ${name}`, v as Catalogue<Messages>] as const),
);
const translationFiles = Object.entries(files).map(([file, text]) => [file, JSON.parse(text) as Messages] as const);

/** Texts that are the same in every language: names and codes, not words; `{0}` stands for a value. */
const SAME_EVERYWHERE = /^(EduPortal|PDF|CSV|[A-Z]{2,4}|[\d\s.,:%/()+-]*|\S+@\S+)$/;
const ARABIC = /[\u0600-\u06FF]/;

function* texts(messages: Messages, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') yield [prefix + key, value.replace(/\{\d+\}/g, '')];
    else if (typeof value === 'object') yield* texts(value as Messages, `${prefix}${key}.`);
  }
}

describe('message catalogues', () => {
  it('are found, and their translation files', () => {
    expect(catalogues.length).toBeGreaterThan(0);
    expect(translationFiles.length).toBeGreaterThan(0);
  });

  describe.each(catalogues)('%s', (_name, catalogue) => {
    it.each(['es', 'ar'] as const)('%s loads: every key of English, of the same kind, and no other', async (locale) => {
      const translated = await catalogue.load[locale]();
      const shape = (m: Messages) =>
        Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v === 'object' ? Object.keys(v).sort() : typeof v]));
      expect(shape(translated)).toEqual(shape(catalogue.en));
    });
  });

  it.each(translationFiles.filter(([file]) => file.includes('.ar.')))('%s is in Arabic', (_file, data) => {
    const untranslated = [...texts(data)].filter(([, t]) => !ARABIC.test(t) && !SAME_EVERYWHERE.test(t.trim()));
    expect(untranslated).toEqual([]);
  });

  it.each(translationFiles.filter(([file]) => file.includes('.es.')))('%s leaves no text empty', (_file, data) => {
    expect([...texts(data)].filter(([, t]) => !t.trim())).toEqual([]);
  });
});
