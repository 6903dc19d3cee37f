import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders.ts';

describe('fillPlaceholders', () => {
  const parts = { terms: { link: 'terms' }, privacy: { link: 'privacy' } };

  it('puts each part where its placeholder is', () => {
    expect(fillPlaceholders('I agree to the {terms} and {privacy}', parts)).toEqual([
      'I agree to the ',
      { link: 'terms' },
      ' and ',
      { link: 'privacy' },
    ]);
  });

  it('follows the order of the translation, with text glued to a part', () => {
    expect(fillPlaceholders('أوافق على {terms} و{privacy}', parts)).toEqual([
      'أوافق على ',
      { link: 'terms' },
      ' و',
      { link: 'privacy' },
    ]);
    expect(fillPlaceholders('{privacy} / {terms}', parts)).toEqual([{ link: 'privacy' }, ' / ', { link: 'terms' }]);
  });

  it('keeps a placeholder it has no part for', () => {
    expect(fillPlaceholders('Read {terms} and {other}', parts)).toEqual(['Read ', { link: 'terms' }, ' and ', '{other}']);
  });
});
