import { formatNumber } from './format.ts';

/** One text per plural category of the language; `#` stands for the number. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();

/**
 * A plural chooser for one language: Arabic has six categories (zero, one, two, few, many,
 * other), English and Spanish two; the number is written with the language's digits.
 */
export function pluralFor(tag: string): (n: number, forms: PluralForms) => string {
  let pr = rules.get(tag);
  if (!pr) rules.set(tag, (pr = new Intl.PluralRules(tag)));
  const chooser = pr;
  return (n, forms) => {
    const category = chooser.select(n);
    return (forms[category] ?? forms.other).replaceAll('#', formatNumber(tag, n));
  };
}

/** An English count, "1 point" or "3 points": the number as written, then the noun for it. */
export const countOf = (n: number, one: string, other: string): string => `${n} ${n === 1 ? one : other}`;
