/** The languages every text of the widgets is written in; English is the source. */
export const LOCALES = ['en', 'es', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** Languages written right to left. */
const RTL: ReadonlySet<Locale> = new Set<Locale>(['ar']);

export interface ResolvedLanguage {
  /** The catalogue the texts come from. */
  locale: Locale;
  /** The BCP 47 tag dates and numbers are formatted for (`es-MX` keeps Mexico's conventions). */
  tag: string;
  dir: 'ltr' | 'rtl';
}

const ENGLISH: ResolvedLanguage = { locale: 'en', tag: 'en', dir: 'ltr' };

/**
 * What a `lang` value means for the widgets: `es-MX` shows the Spanish texts with Mexican date
 * and number formats; a language without a catalogue (or junk) shows English, formatted as
 * English so texts and dates agree.
 */
export function resolveLanguage(value: string | null | undefined): ResolvedLanguage {
  const raw = (value ?? '').trim();
  if (!raw) return ENGLISH;
  let tag: string;
  try {
    tag = Intl.getCanonicalLocales(raw)[0] ?? '';
  } catch {
    return ENGLISH; // not a language tag
  }
  const base = tag.split('-')[0]!.toLowerCase();
  const locale = (LOCALES as readonly string[]).includes(base) ? (base as Locale) : undefined;
  if (!locale) return ENGLISH;
  return { locale, tag, dir: RTL.has(locale) ? 'rtl' : 'ltr' };
}

/**
 * The language an element is in: its own `lang`, else the closest ancestor's (looking out
 * through the shadow roots it sits in), else `<html lang>`. An empty `lang=""` says nothing.
 */
export function closestLang(el: Element): string {
  let node: Element | null = el;
  while (node) {
    const found = node.closest('[lang]:not([lang=""])');
    if (found) return found.getAttribute('lang')!;
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return document.documentElement.lang;
}

/** The document and shadow roots between an element and the page, where a `lang` may change. */
export function langScopes(el: Element): Node[] {
  const scopes: Node[] = [];
  let root = el.getRootNode();
  while (root instanceof ShadowRoot) {
    scopes.push(root);
    root = root.host.getRootNode();
  }
  scopes.push(document.documentElement);
  return scopes;
}
