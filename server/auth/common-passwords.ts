/**
 * The most used passwords, from the dictionary zxcvbn-ts keeps (the leaked-password corpora it
 * ranks, lower-case): a password on it is guessed in the first seconds of any attack, whatever
 * its mix of cases and digits. Loaded on first use, so a server that never signs anyone up never
 * holds it.
 */
let common: Promise<ReadonlySet<string>> | undefined;

const loadCommon = (): Promise<ReadonlySet<string>> =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

/** True when the password, case aside, is on the list ("Password1" is). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommon()).has(password.toLowerCase());
}
