import { describe, expect, it } from 'vitest';
import { translations } from './messages.ts';

describe('translations (loaders by file name)', () => {
  it('gives each language the file named for it', async () => {
    const load = translations<string>({
      './messages.ar.ts': async () => ({ default: 'ar texts' }),
      './messages.es.ts': async () => ({ default: 'es texts' }),
    });
    expect((await load.es()).default).toBe('es texts');
    expect((await load.ar()).default).toBe('ar texts');
  });

  it('refuses a catalogue without one of the languages', () => {
    expect(() => translations({ './messages.es.ts': async () => ({ default: {} }) })).toThrow(
      'no ar translation among ./messages.es.ts',
    );
  });
});
