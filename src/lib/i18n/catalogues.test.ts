import { describe, expect, it } from 'vitest';
import type { Catalogue, Messages } from './messages.ts';

// Every catalogue of the widgets, found by file name: a translation is complete when it has each
// English key with the same kind of value, and every text is really translated.
const modules = import.meta.glob<Record<string, unknown>>(['/src/**/messages.ts', '/src/**/*-messages.ts', '/demo/messages.ts'], {
  eager: true,
});
const catalogues = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([, v]) => typeof v === 'object' && v !== null && 'en' in v && 'load' in v)
    .map(([name, v]) => [`${file} ${name}`, v as Catalogue<Messages>] as const),
);

/** Texts that are the same in every language: names and codes, not words. */
const SAME_EVERYWHERE = /^(EduPortal|PDF|CSV|[A-Z]{2,4}|[\d\s.,:%/()+-]*|\S+@\S+)$/;
const ARABIC = /[\u0600-\u06FF]/;

function* texts(messages: Messages, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') yield [prefix + key, value];
    else if (typeof value === 'object') yield* texts(value as Messages, `${prefix}${key}.`);
  }
}

describe('message catalogues', () => {
  it('are found', () => {
    expect(catalogues.length).toBeGreaterThan(0);
  });

  describe.each(catalogues)('%s', (_name, catalogue) => {
    it.each(['es', 'ar'] as const)('%s has every key of English, of the same kind, and no other', async (locale) => {
      const translated = (await catalogue.load[locale]()).default as Messages;
      const shape = (m: Messages) =>
        Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v === 'object' ? Object.keys(v).sort() : typeof v]));
      expect(shape(translated)).toEqual(shape(catalogue.en as Messages));
    });

    it('Arabic texts are in Arabic', async () => {
      const ar = (await catalogue.load.ar()).default as Messages;
      const untranslated = [...texts(ar)].filter(([, t]) => !ARABIC.test(t) && !SAME_EVERYWHERE.test(t.trim()));
      expect(untranslated).toEqual([]);
    });

    it('Spanish texts are not left empty', async () => {
      const es = (await catalogue.load.es()).default as Messages;
      expect([...texts(es)].filter(([, t]) => !t.trim())).toEqual([]);
    });
  });
});
