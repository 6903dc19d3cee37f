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

/** Each rule and its cases: [a page's text, the matches of each query in it, the options if not the defaults]. */
const RULES: Record<string, [string, Record<string, string[]>, Partial<FindOptions>?][]> = {
  'ignores case unless Match case is on': [
    ['Energy and ENERGY and energy', { energy: ['Energy', 'ENERGY', 'energy'] }],
    ['Energy and ENERGY and energy', { energy: ['energy'], Energy: ['Energy'] }, { caseSensitive: true }],
  ],
  'Whole words skips matches inside longer words, on letters, digits and underscores alike': [
    ['A cell, two cells, a subcell; Cell.', { cell: ['cell', 'cell', 'cell', 'Cell'] }],
    ['A cell, two cells, a subcell; Cell.', { cell: ['cell', 'Cell'] }, { entireWord: true }],
    ['cell_2 cell2 cell-2', { cell: ['cell'] }, { entireWord: true }],
  ],
  'ignores accents both ways and maps the match back to the accented text': [
    ['The café sells crème brûlée.', { cafe: ['café'], 'creme brulee': ['crème brûlée'] }],
    ['A cafe on the corner', { café: ['cafe'] }],
    // Decomposed in the PDF itself ("e" + combining acute accent).
    ['cafe\u0301 au lait', { 'cafe au': ['cafe\u0301 au'] }],
  ],
  'finds a word broken by a hyphen at a line end, whole, hyphen included in the mark': [
    ['made by photo-\nsynthesis in leaves', { photosynthesis: ['photo-synthesis'], synthesis: ['synthesis'] }],
    // Not a broken word: a hyphen after a digit stays ("pages 5-\n10").
    ['pages 5-\n10', { '5-10': ['5-10'] }],
  ],
  'treats a line end as a space, and any run of spaces as one': [
    ['turns light\ninto energy', { 'light into': ['lightinto'] }],
    ['turns light   into energy', { 'light into': ['light   into'] }],
    ['turns light into energy', { 'light  into': ['light into'] }],
  ],
  'finds ligatures, curly quotes and fractions through their plain forms': [
    ['the ﬁrst ﬂoor', { 'first floor': ['ﬁrst ﬂoor'] }],
    ['don’t stop', { "don't": ['don’t'] }],
    ['“quoted”', { '"quoted"': ['“quoted”'] }],
    ['add ½ cup', { '1/2 cup': ['½ cup'] }],
  ],
  'joins CJK text across a line end': [['光合\n作用', { 光合作用: ['光合作用'] }]],
  'takes the query literally and lets punctuation have spaces around it or not': [
    ['x = a+b (c) * [d]', { 'a+b (c) * [d]': ['a+b (c) * [d]'] }],
    ['the end . Next', { 'end.': ['end .'] }],
    ['costs $5|more', { '$5|more': ['$5|more'] }],
  ],
};

describe('find: matching a page', () => {
  it.each(Object.entries(RULES))('%s', (_rule, cases) => {
    for (const [text, queries, options] of cases)
      for (const [query, matches] of Object.entries(queries)) expect(find(text, query, options), query).toEqual(matches);
  });

  it('searches for nothing when the query is empty or only spaces', () => {
    expect(compileQuery('', ANY)).toBeNull();
    expect(compileQuery('   ', ANY)).toBeNull();
    expect(find('some text', 'missing')).toEqual([]);
  });
});
