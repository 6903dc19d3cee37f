import { describe, expect, it } from 'vitest';
import { findTextFor, searchedWords } from './find-text.ts';

const seg = (text: string, match = false) => ({ text, match });

describe('searchedWords', () => {
  it('drops quotes, "or" and excluded words', () => {
    expect(searchedWords('"light into sugar" or  glucose -starch')).toBe('light into sugar glucose');
    expect(searchedWords('-only')).toBe('');
  });
});

describe('findTextFor', () => {
  it('is the searched words when the snippet shows them together', () => {
    expect(findTextFor('cell membrane', [seg('the '), seg('Cell', true), seg(' '), seg('membrane', true), seg(' holds')])).toBe(
      'cell membrane',
    );
    expect(findTextFor('"light into sugar"', [seg('turns '), seg('light', true), seg(' into '), seg('sugar', true)])).toBe(
      'light into sugar',
    );
  });

  it('is the first matched words as the page spells them when the searched words are not there together', () => {
    expect(findTextFor('volcanoes', [seg('a '), seg('volcano', true), seg(' erupts')])).toBe('volcano');
    expect(
      findTextFor('photosynthesis chloroplast', [
        seg('x '),
        seg('Photosynthesis', true),
        seg(' in the '),
        seg('chloroplast', true),
      ]),
    ).toBe('Photosynthesis');
    expect(
      findTextFor('rate photosynthesis', [seg('the '), seg('photosynthesis', true), seg(' '), seg('rate', true), seg(' falls')]),
    ).toBe('photosynthesis rate');
  });

  it('falls back to the searched words when the snippet marks nothing', () => {
    expect(findTextFor('  osmosis  ', [seg('no marks here')])).toBe('osmosis');
  });
});
