/*
 * Character classes for whole-word matching, as pdf.js's find (web/pdf_find_utils.js,
 * Copyright Mozilla Foundation, Apache License 2.0) defines them: a match is a whole word when
 * the characters around it are of another class than its own first and last characters.
 */
const CharacterType = {
  SPACE: 0,
  ALPHA_LETTER: 1,
  PUNCT: 2,
  HAN_LETTER: 3,
  KATAKANA_LETTER: 4,
  HIRAGANA_LETTER: 5,
  HALFWIDTH_KATAKANA_LETTER: 6,
  THAI_LETTER: 7,
} as const;

export type CharacterType = (typeof CharacterType)[keyof typeof CharacterType];

const isAsciiSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;
const isAsciiAlphaOrDigit = (c: number): boolean =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);

export function characterType(c: number): CharacterType {
  // Alphabetical scripts.
  if (c < 0x2e80) {
    if ((c & 0xff80) === 0) {
      if (isAsciiSpace(c)) return CharacterType.SPACE;
      if (isAsciiAlphaOrDigit(c) || c === 0x5f) return CharacterType.ALPHA_LETTER;
      return CharacterType.PUNCT;
    }
    if ((c & 0xff80) === 0x0e00) return CharacterType.THAI_LETTER;
    if (c === 0xa0) return CharacterType.SPACE;
    return CharacterType.ALPHA_LETTER;
  }
  if ((c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff)) return CharacterType.HAN_LETTER;
  if (c >= 0x30a0 && c <= 0x30ff) return CharacterType.KATAKANA_LETTER;
  if (c >= 0x3040 && c <= 0x309f) return CharacterType.HIRAGANA_LETTER;
  if (c >= 0xff60 && c <= 0xff9f) return CharacterType.HALFWIDTH_KATAKANA_LETTER;
  return CharacterType.ALPHA_LETTER;
}

let nfkcRanges: string | null = null;

/**
 * A character class body of every BMP character that NFKC changes (ligatures such as "ﬁ",
 * full-width forms, superscripts), diacritics excepted: searching "fi" finds "ﬁ".
 */
export function charactersToNormalizeWithNfkc(): string {
  if (nfkcRanges !== null) return nfkcRanges;
  const ranges: string[] = [];
  let first = -1;
  let last = -1;
  const flush = (): void => {
    if (first < 0) return;
    ranges.push(first === last ? String.fromCharCode(first) : `${String.fromCharCode(first)}-${String.fromCharCode(last)}`);
  };
  const diacritic = /^\p{M}$/u;
  for (let i = 0; i < 0x10000; i++) {
    if (i >= 0xd800 && i <= 0xdfff) continue;
    const c = String.fromCharCode(i);
    if (c.normalize('NFKC') === c || diacritic.test(c)) continue;
    if (first >= 0 && last + 1 === i) {
      last = i;
      continue;
    }
    flush();
    first = last = i;
  }
  flush();
  nfkcRanges = ranges.join('');
  return nfkcRanges;
}
