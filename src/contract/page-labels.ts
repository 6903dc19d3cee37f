/**
 * A document's page labels when they say something the page numbers do not (a front matter in
 * roman numerals, "A-1"...): null when there are none or every label is its page's number.
 */
export function meaningfulLabels(labels: readonly string[] | null | undefined, pageCount: number): string[] | null {
  if (!labels || labels.length !== pageCount) return null;
  return labels.some((label, i) => label !== String(i + 1)) ? [...labels] : null;
}
