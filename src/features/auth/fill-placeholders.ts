/**
 * Splits a translated sentence at its `{name}` placeholders and puts each part in its place,
 * so links inside a sentence follow each language's word order:
 * `fillPlaceholders('I agree to the {terms}', { terms: link })` -> `['I agree to the ', link]`.
 * A placeholder without a part stays as written; empty text between parts is left out.
 */
export function fillPlaceholders<T>(template: string, parts: Readonly<Record<string, T>>): (string | T)[] {
  return template
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && Object.hasOwn(parts, name) ? parts[name]! : piece;
    })
    .filter((piece) => piece !== '');
}
