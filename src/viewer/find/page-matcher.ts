/*
 * Matching a query in a page's normalized text, the rules of pdf.js's PDFFindController
 * (web/pdf_find_controller.js, Copyright Mozilla Foundation, Apache License 2.0):
 * - the query is normalized as the text is; any run of spaces matches any run of spaces;
 * - punctuation and symbols match with or without spaces around them ("end ." finds "end.");
 * - accents are ignored: "cafe" finds "café" (and "café" finds "cafe");
 * - Match case compares letters exactly; Whole words accepts a match only when the characters
 *   on either side are of another kind (letter, space, punctuation, CJK) than its ends.
 */
import { characterType } from './character-type.ts';
import { normalize, type NormalizedText } from './normalize.ts';
import { originalRange } from './original-range.ts';

export interface FindOptions {
  caseSensitive: boolean;
  entireWord: boolean;
}

/** A page's matches as offsets into its original text: ascending, one length per start. */
export interface PageMatches {
  starts: number[];
  lengths: number[];
}

/** Combining marks that change a character's meaning (viramas, voicing marks): never ignored. */
const DIACRITICS_EXCEPTION = new Set([
  0x3099, 0x309a, 0x094d, 0x09cd, 0x0a4d, 0x0acd, 0x0b4d, 0x0bcd, 0x0c4d, 0x0ccd, 0x0d3b, 0x0d3c, 0x0d4d, 0x0dca, 0x0e3a, 0x0eba,
  0x0f84, 0x1039, 0x103a, 0x1714, 0x1734, 0x17d2, 0x1a60, 0x1b44, 0x1baa, 0x1bab, 0x1bf2, 0x1bf3, 0x2d7f, 0xa806, 0xa82c, 0xa8c4,
  0xa953, 0xa9c0, 0xaaf6, 0xabed, 0x0c56, 0x0f71, 0x0f72, 0x0f7a, 0x0f7b, 0x0f7c, 0x0f7d, 0x0f80, 0x0f74,
]);
const SPECIAL_CHARS_REG_EXP = /([+^$|])|(\p{P}+)|(\s+)|(\p{M})|(\p{L})/gu;
const NOT_DIACRITIC_FROM_END_REG_EXP = /([^\p{M}])\p{M}*$/u;
const NOT_DIACRITIC_FROM_START_REG_EXP = /^\p{M}*([^\p{M}])/u;

const escapeRegExp = (s: string): string => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** The regular expression source for a normalized query, and whether it needs the `u` flag. */
function querySource(query: string, hasDiacritics: boolean): [isUnicode: boolean, source: string] {
  let isUnicode = false;
  // Punctuation and symbols may have spaces around them in the text, or not.
  const withOptionalSpaces = (original: string, fixed: string): string => {
    if (original === query) return fixed;
    if (query.startsWith(original)) return `${fixed}[ ]*`;
    if (query.endsWith(original)) return `[ ]*${fixed}`;
    return `[ ]*${fixed}[ ]*`;
  };
  let source = query.replaceAll(
    SPECIAL_CHARS_REG_EXP,
    (
      _m: string,
      p1: string | undefined,
      p2: string | undefined,
      p3: string | undefined,
      p4: string | undefined,
      p5: string | undefined,
    ): string => {
      if (p1) return withOptionalSpaces(p1, escapeRegExp(p1));
      if (p2) return withOptionalSpaces(p2, escapeRegExp(p2));
      if (p3) return '[ ]+';
      if (p4) return DIACRITICS_EXCEPTION.has(p4.charCodeAt(0)) ? p4 : '';
      if (hasDiacritics) {
        isUnicode = true;
        return `${p5}\\p{M}*`;
      }
      return p5 ?? '';
    },
  );
  const trailingSpaces = '[ ]*';
  if (source.endsWith(trailingSpaces)) source = source.slice(0, source.length - trailingSpaces.length);
  return [isUnicode, source];
}

function isEntireWord(content: string, start: number, length: number): boolean {
  let match = content.slice(0, start).match(NOT_DIACRITIC_FROM_END_REG_EXP);
  if (match && characterType(content.charCodeAt(start)) === characterType(match[1]!.charCodeAt(0))) return false;
  match = content.slice(start + length).match(NOT_DIACRITIC_FROM_START_REG_EXP);
  if (match && characterType(content.charCodeAt(start + length - 1)) === characterType(match[1]!.charCodeAt(0))) return false;
  return true;
}

/** A query ready to run on pages (null when it has nothing to search for). */
export interface CompiledQuery {
  /** The query as typed. */
  raw: string;
  options: FindOptions;
  matchPage(page: NormalizedText): PageMatches;
}

export function compileQuery(raw: string, options: FindOptions): CompiledQuery | null {
  const query = normalize(raw).text;
  // Spaces alone search for nothing.
  if (query.trim() === '') return null;
  const regExps = new Map<boolean, RegExp | null>();
  const regExpFor = (hasDiacritics: boolean): RegExp | null => {
    let regExp = regExps.get(hasDiacritics);
    if (regExp === undefined) {
      const [isUnicode, source] = querySource(query, hasDiacritics);
      regExp = source ? new RegExp(source, `g${isUnicode ? 'u' : ''}${options.caseSensitive ? '' : 'i'}`) : null;
      regExps.set(hasDiacritics, regExp);
    }
    return regExp;
  };
  return {
    raw,
    options,
    matchPage(page) {
      const result: PageMatches = { starts: [], lengths: [] };
      const regExp = regExpFor(page.hasDiacritics);
      if (!regExp) return result;
      regExp.lastIndex = 0;
      let match: RegExpExecArray | null;
      while ((match = regExp.exec(page.text)) !== null) {
        if (match[0].length === 0) {
          regExp.lastIndex++;
          continue;
        }
        if (options.entireWord && !isEntireWord(page.text, match.index, match[0].length)) continue;
        const [start, length] = originalRange(page.diffs, match.index, match[0].length);
        if (length) {
          result.starts.push(start);
          result.lengths.push(length);
        }
      }
      return result;
    },
  };
}
