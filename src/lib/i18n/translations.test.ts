import { describe, expect, it } from 'vitest';
import { translationFiles } from './messages.ts';

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
