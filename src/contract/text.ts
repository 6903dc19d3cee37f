/**
 * `text` without the run of `char` that ends it ("a//" becomes "a"). A loop, not `/x+$/`: that
 * pattern retries from every `char` of a run that is not at the end, its square in steps.
 */
export function trimEnd(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}
