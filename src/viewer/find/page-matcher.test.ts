import { describe, expect, it } from 'vitest';
import { normalize } from './normalize.ts';
import { compileQuery, type FindOptions } from './page-matcher.ts';

const ANY: FindOptions = { caseSensitive: false, entireWord: false };

/** The matches of `query` in a page whose runs are `text` ("\n" at line ends), as the original text's pieces. */
function find(text: string, query: string, options: Partial<FindOptions> = {}): string[] {
  const compiled = compileQuery(query, { ...ANY, ...options });
  if (!compiled) return [];
  const original = text.replaceAll('\n', '');
  const { starts, lengths } = compiled.matchPage(normalize(text));
  return starts.map((start, i) => original.slice(start, start + lengths[i]!));
}

describe('find: matching a page', () => {
  it('ignores case unless Match case is on', () => {
    expect(find('Energy and ENERGY and energy', 'energy')).toEqual(['Energy', 'ENERGY', 'energy']);
    expect(find('Energy and ENERGY and energy', 'energy', { caseSensitive: true })).toEqual(['energy']);
    expect(find('Energy and ENERGY and energy', 'Energy', { caseSensitive: true })).toEqual(['Energy']);
  });

  it('Whole words skips matches inside longer words, on letters, digits and underscores alike', () => {
    const text = 'A cell, two cells, a subcell; Cell.';
    expect(find(text, 'cell')).toEqual(['cell', 'cell', 'cell', 'Cell']);
    expect(find(text, 'cell', { entireWord: true })).toEqual(['cell', 'Cell']);
    expect(find('cell_2 cell2 cell-2', 'cell', { entireWord: true })).toEqual(['cell']);
  });

  it('ignores accents both ways and maps the match back to the accented text', () => {
    expect(find('The café sells crème brûlée.', 'cafe')).toEqual(['café']);
    expect(find('The café sells crème brûlée.', 'creme brulee')).toEqual(['crème brûlée']);
    expect(find('A cafe on the corner', 'café')).toEqual(['cafe']);
    // Decomposed in the PDF itself ("e" + combining acute accent).
    expect(find('cafe\u0301 au lait', 'cafe au')).toEqual(['cafe\u0301 au']);
  });

  it('finds a word broken by a hyphen at a line end, whole, hyphen included in the mark', () => {
    expect(find('made by photo-\nsynthesis in leaves', 'photosynthesis')).toEqual(['photo-synthesis']);
    expect(find('made by photo-\nsynthesis in leaves', 'synthesis')).toEqual(['synthesis']);
    // Not a broken word: a hyphen after a digit stays ("pages 5-\n10").
    expect(find('pages 5-\n10', '5-10')).toEqual(['5-10']);
  });

  it('treats a line end as a space, and any run of spaces as one', () => {
    expect(find('turns light\ninto energy', 'light into')).toEqual(['lightinto']);
    expect(find('turns light   into energy', 'light into')).toEqual(['light   into']);
    expect(find('turns light into energy', 'light  into')).toEqual(['light into']);
  });

  it('finds ligatures, curly quotes and fractions through their plain forms', () => {
    expect(find('the ﬁrst ﬂoor', 'first floor')).toEqual(['ﬁrst ﬂoor']);
    expect(find('don’t stop', "don't")).toEqual(['don’t']);
    expect(find('“quoted”', '"quoted"')).toEqual(['“quoted”']);
    expect(find('add ½ cup', '1/2 cup')).toEqual(['½ cup']);
  });

  it('joins CJK text across a line end', () => {
    expect(find('光合\n作用', '光合作用')).toEqual(['光合作用']);
  });

  it('takes the query literally and lets punctuation have spaces around it or not', () => {
    expect(find('x = a+b (c) * [d]', 'a+b (c) * [d]')).toEqual(['a+b (c) * [d]']);
    expect(find('the end . Next', 'end.')).toEqual(['end .']);
    expect(find('costs $5|more', '$5|more')).toEqual(['$5|more']);
  });

  it('searches for nothing when the query is empty or only spaces', () => {
    expect(compileQuery('', ANY)).toBeNull();
    expect(compileQuery('   ', ANY)).toBeNull();
    expect(find('some text', 'missing')).toEqual([]);
  });
});
