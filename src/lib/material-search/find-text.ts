import type { SnippetSegment } from '../../contract/material-search.ts';

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The words of a search as typed, without its syntax: quotes, "or" and -excluded words. */
export function searchedWords(query: string): string {
  return squash(
    query
      .replaceAll('"', ' ')
      .split(/\s+/)
      .filter((w) => w !== '' && !w.startsWith('-') && w.toLowerCase() !== 'or')
      .join(' '),
  );
}

/**
 * What the viewer finds on a hit's page. The viewer finds one run of text, so: the searched
 * words when the snippet shows them together ("cell membrane"), else the first matched words
 * as the page spells them (a search of "volcanoes" on a page saying "volcano"), so the viewer
 * always lands on a match.
 */
export function findTextFor(query: string, snippet: readonly SnippetSegment[]): string {
  const words = searchedWords(query);
  const shown = squash(snippet.map((s) => s.text).join('')).toLowerCase();
  if (words !== '' && shown.includes(words.toLowerCase())) return words;
  const first = snippet.findIndex((s) => s.match);
  if (first === -1) return words || squash(query);
  // Matched words separated by nothing but spaces are one run ("photosynthesis" "rate").
  let run = snippet[first]!.text;
  for (let i = first + 1; i + 1 < snippet.length && snippet[i]!.text.trim() === '' && snippet[i + 1]!.match; i += 2) {
    run += snippet[i]!.text + snippet[i + 1]!.text;
  }
  return squash(run);
}
