/*
 * Text normalization for find, the rules of pdf.js's PDFFindController
 * (web/pdf_find_controller.js, Copyright Mozilla Foundation, Apache License 2.0):
 * - text is decomposed (NFD), so a search without accents finds accented words;
 * - ligatures and compatibility forms ("ﬁ", full-width letters, "½") become their plain form (NFKC);
 * - curly quotes and the Unicode hyphen become ASCII ones;
 * - a line end is a space, except after a hyphen that breaks a word ("photo-" / "synthesis"
 *   is found as "photosynthesis") and between CJK characters (joined).
 * Normalizing changes lengths, so the result keeps where the positions shift: a match in the
 * normalized text maps back to the page's original text (the text layer's runs put end to end,
 * without line ends), which is what the highlighter marks.
 */
import { charactersToNormalizeWithNfkc } from './character-type.ts';
import type { PositionDiffs } from './original-range.ts';

export type { PositionDiffs };

export interface NormalizedText {
  text: string;
  diffs: PositionDiffs;
  hasDiacritics: boolean;
}

const CHARACTERS_TO_NORMALIZE: Readonly<Record<string, string>> = {
  '\u2010': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u00BC': '1/4',
  '\u00BD': '1/2',
  '\u00BE': '3/4',
};

const DIACRITICS_REG_EXP = /\p{M}+/gu;
const SYLLABLES_REG_EXP = /[\uAC00-\uD7AF\uFA6C\uFACF-\uFAD1\uFAD5-\uFAD7]+/g;
const SYLLABLES_LENGTHS = new Map<string, number>();
const FIRST_CHAR_SYLLABLES_REG_EXP = '[\\u1100-\\u1112\\ud7a4-\\ud7af\\ud84a\\ud84c\\ud850\\ud854\\ud857\\ud85f]';
const NFKC_CHARS_TO_NORMALIZE = new Map<string, string>();

let noSyllablesRegExp: RegExp | null = null;
let withSyllablesRegExp: RegExp | null = null;

function normalizationRegExp(hasSyllables: boolean): RegExp {
  const cached = hasSyllables ? withSyllablesRegExp : noSyllablesRegExp;
  if (cached) return cached;
  const replace = Object.keys(CHARACTERS_TO_NORMALIZE).join('');
  const cjk = '(?:\\p{Ideographic}|[\u3040-\u30FF])';
  const hkDiacritics = '(?:\u3099|\u309A)';
  const brokenWord = '\\p{Ll}-\\n(?=\\p{Ll})|\\p{Lu}-\\n(?=\\p{L})';
  const parts = [
    `[${replace}]`,
    `[${charactersToNormalizeWithNfkc()}]`,
    `${hkDiacritics}\\n`,
    '\\p{M}+(?:-\\n)?',
    brokenWord,
    '\\S-\\n',
    `${cjk}\\n`,
    '\\n',
    hasSyllables ? FIRST_CHAR_SYLLABLES_REG_EXP : '\\u0000',
  ];
  const regExp = new RegExp(parts.map((r) => `(${r})`).join('|'), 'gum');
  if (hasSyllables) withSyllablesRegExp = regExp;
  else noSyllablesRegExp = regExp;
  return regExp;
}

/** Normalizes a page's text (runs joined, "\n" at each line end) or a query. */
export function normalize(text: string): NormalizedText {
  const syllablePositions: [number, number][] = [];
  let m: RegExpExecArray | null;
  while ((m = SYLLABLES_REG_EXP.exec(text)) !== null) {
    let { index } = m;
    for (const char of m[0]) {
      let len = SYLLABLES_LENGTHS.get(char);
      if (!len) {
        len = char.normalize('NFD').length;
        SYLLABLES_LENGTHS.set(char, len);
      }
      syllablePositions.push([len, index++]);
    }
  }
  const regExp = normalizationRegExp(syllablePositions.length > 0);

  const rawDiacriticsPositions: [number, number][] = [];
  while ((m = DIACRITICS_REG_EXP.exec(text)) !== null) rawDiacriticsPositions.push([m[0].length, m.index]);

  const positions = [0, 0];
  let rawDiacriticsIndex = 0;
  let syllableIndex = 0;
  let shift = 0;
  let shiftOrigin = 0;
  let eol = 0;
  let hasDiacritics = false;

  const normalized = text
    .normalize('NFD')
    .replace(
      regExp,
      (
        _match: string,
        p1: string | undefined,
        p2: string | undefined,
        p3: string | undefined,
        p4: string | undefined,
        p5: string | undefined,
        p6: string | undefined,
        p7: string | undefined,
        p8: string | undefined,
        p9: string | undefined,
        offset: number,
      ): string => {
        let i = offset - shiftOrigin;
        if (p1) {
          // Characters with an ASCII equivalent ("’" -> "'", "½" -> "1/2").
          const replacement = CHARACTERS_TO_NORMALIZE[p1]!;
          const jj = replacement.length;
          for (let j = 1; j < jj; j++) positions.push(i - shift + j, shift - j);
          shift -= jj - 1;
          return replacement;
        }
        if (p2) {
          // Ligatures and compatibility forms.
          let replacement = NFKC_CHARS_TO_NORMALIZE.get(p2);
          if (!replacement) {
            replacement = p2.normalize('NFKC');
            NFKC_CHARS_TO_NORMALIZE.set(p2, replacement);
          }
          const jj = replacement.length;
          for (let j = 1; j < jj; j++) positions.push(i - shift + j, shift - j);
          shift -= jj - 1;
          return replacement;
        }
        if (p3) {
          // A Katakana-Hiragana voiced mark before a line end: the line end goes.
          hasDiacritics = true;
          if (i + eol === rawDiacriticsPositions[rawDiacriticsIndex]?.[1]) {
            ++rawDiacriticsIndex;
          } else {
            positions.push(i - 1 - shift + 1, shift - 1);
            shift -= 1;
            shiftOrigin += 1;
          }
          positions.push(i - shift + 1, shift);
          shiftOrigin += 1;
          eol += 1;
          return p3.charAt(0);
        }
        if (p4) {
          // Diacritics (decomposed by NFD or already in the text), maybe before "-\n".
          const hasTrailingDashEOL = p4.endsWith('\n');
          const len = hasTrailingDashEOL ? p4.length - 2 : p4.length;
          hasDiacritics = true;
          let jj = len;
          const raw = rawDiacriticsPositions[rawDiacriticsIndex];
          if (raw && i + eol === raw[1]) {
            jj -= raw[0];
            ++rawDiacriticsIndex;
          }
          for (let j = 1; j <= jj; j++) positions.push(i - 1 - shift + j, shift - j);
          shift -= jj;
          shiftOrigin += jj;
          if (hasTrailingDashEOL) {
            i += len - 1;
            positions.push(i - shift + 1, 1 + shift);
            shift += 1;
            shiftOrigin += 1;
            eol += 1;
            return p4.slice(0, len);
          }
          return p4;
        }
        if (p5) {
          // A word broken by a hyphen at the line end: joined, the hyphen dropped.
          const len = p5.length - 2;
          positions.push(i - shift + len, 1 + shift);
          shift += 1;
          shiftOrigin += 1;
          eol += 1;
          return p5.slice(0, -2);
        }
        if (p6) {
          // A hyphen at the line end after something else ("5-"): kept, the line end dropped.
          shiftOrigin += 1;
          eol += 1;
          return p6.slice(0, -1);
        }
        if (p7) {
          // CJK characters on both sides of a line end are joined.
          const len = p7.length - 1;
          positions.push(i - shift + len, shift);
          shiftOrigin += 1;
          eol += 1;
          return p7.slice(0, -1);
        }
        if (p8) {
          // Any other line end is a space.
          positions.push(i - shift + 1, shift - 1);
          shift -= 1;
          shiftOrigin += 1;
          eol += 1;
          return ' ';
        }
        // A Hangul syllable's first jamo: the syllable decomposed into several characters.
        if (i + eol === syllablePositions[syllableIndex]?.[1]) {
          const newCharLen = syllablePositions[syllableIndex]![0] - 1;
          ++syllableIndex;
          for (let j = 1; j <= newCharLen; j++) positions.push(i - (shift - j), shift - j);
          shift -= newCharLen;
          shiftOrigin += newCharLen;
        }
        return p9 ?? '';
      },
    );
  positions.push(normalized.length, shift);

  const starts = new Uint32Array(positions.length >> 1);
  const shifts = new Int32Array(positions.length >> 1);
  for (let i = 0; i < positions.length; i += 2) {
    starts[i >> 1] = positions[i]!;
    shifts[i >> 1] = positions[i + 1]!;
  }
  return { text: normalized, diffs: { starts, shifts }, hasDiacritics };
}
