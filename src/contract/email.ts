/**
 * What makes two emails the same address, and what makes one unsafe to show: look-alike
 * addresses (a Cyrillic "е" among Latin letters, fullwidth letters, a zero-width space) would
 * otherwise become separate accounts that read identically.
 */

/**
 * Characters that show nothing or reorder what is shown: format controls (zero-width space and
 * joiners, bidi overrides, soft hyphen), control codes, private-use and unassigned code points,
 * and the rest of Unicode's default-ignorable set (Hangul fillers, variation selectors).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u;

export const hasInvisibleCharacters = (email: string): boolean => INVISIBLE.test(email);

/**
 * One address, one spelling: compatibility forms folded (NFKC turns fullwidth "ａ" into "a")
 * and the domain lower-cased, as domains are case-insensitive.
 */
export function normalizeEmail(email: string): string {
  const folded = email.normalize('NFKC');
  const at = folded.lastIndexOf('@');
  return at < 0 ? folded : folded.slice(0, at) + folded.slice(at).toLowerCase();
}

/**
 * Scripts that a local part may not mix. Han, kana and Hangul form one group, since Japanese and
 * Korean names mix them legitimately; digits, punctuation and combining marks belong to no script.
 */
const SCRIPTS: readonly RegExp[] = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Georgian}/u,
  /\p{Script=Cherokee}/u,
  /\p{Script=Hebrew}/u,
  /\p{Script=Arabic}/u,
  /\p{Script=Devanagari}/u,
  /\p{Script=Bengali}/u,
  /\p{Script=Tamil}/u,
  /\p{Script=Thai}/u,
  /\p{Script=Ethiopic}/u,
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u,
];
/** A letter of any script: those outside SCRIPTS together count as one more script. */
const LETTER = /\p{L}/u;

/** True when the part before the last "@" holds letters of more than one script. */
export function localPartMixesScripts(email: string): boolean {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const seen = new Set<number>();
  for (const char of local) {
    if (!LETTER.test(char)) continue;
    const script = SCRIPTS.findIndex((s) => s.test(char));
    seen.add(script);
    if (seen.size > 1) return true;
  }
  return false;
}

/**
 * The form accounts are stored and found by: normalized, and wholly lower-cased, since the part
 * before "@" has always been matched without regard to case.
 */
export const emailKey = (email: string): string => normalizeEmail(email.trim()).toLowerCase();

/**
 * local@domain.tld: no spaces, one "@", a dot inside the domain. Every label excludes the dot
 * that ends it, so a failed match costs one pass over the value, never its square.
 */
export const DOTTED_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
