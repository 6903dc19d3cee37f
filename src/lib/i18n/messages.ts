import { LOCALES, type Locale } from './locale.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument list; each key keeps its own
type MessageFunction = (...args: any[]) => string;

/**
 * A message catalogue: each key a text, a function building a text from values, or a table of
 * texts by a stable id (`status: { present: 'Present', absent: 'Absent' }`).
 */
export type Messages = Record<string, string | MessageFunction | Readonly<Record<string, string>>>;

/** A translation has every key of the English catalogue with the same arguments, and no other. */
export type Translation<M extends Messages> = {
  readonly [K in keyof M]: M[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : M[K] extends string
      ? string
      : { readonly [T in keyof M[K]]: string };
};

type Translated = Exclude<Locale, 'en'>;
/** A translation file's loader: `import.meta.glob('./messages.{es,ar}.json')` gives one per language. */
type FileLoader = () => Promise<unknown>;

export interface Catalogue<M extends Messages> {
  readonly en: M;
  /** A language's texts, checked against English and ready to use. */
  readonly load: Record<Translated, () => Promise<M>>;
}

// Every catalogue whose module has been evaluated: when an element's language is not English,
// its translations are fetched together before the texts show, so nothing renders in English
// first and then switches.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- catalogues of any shape
type AnyCatalogue = Catalogue<any>;
const registry = new Set<AnyCatalogue>();
const loaded = new Map<AnyCatalogue, Partial<Record<Locale, Messages>>>();
const pending = new Map<AnyCatalogue, Partial<Record<Locale, Promise<Messages>>>>();

/**
 * Declares a catalogue: the English texts (the source, exactly as users see them, typed) and its
 * translation files as data, e.g. `defineMessages(en, import.meta.glob('./messages.{es,ar}.json'))`.
 * Each file's language is the part of its name before `.json`; a missing language is an error
 * here. A language's file, and the template formatter, load only when an element shows it.
 */
export function defineMessages<M extends Messages>(en: M, files: Record<string, FileLoader>): Catalogue<Translation<M>> {
  const load = Object.fromEntries(
    Object.entries(translationFiles(files)).map(([locale, [file, loadFile]]) => [
      locale,
      async () => {
        const [data, { compileTranslation }] = await Promise.all([loadFile(), import('./compile-translation.ts')]);
        return compileTranslation(en, (data as { default?: unknown }).default, locale, file);
      },
    ]),
  );
  const catalogue = { en, load } as unknown as Catalogue<Translation<M>>;
  registry.add(catalogue);
  loaded.set(catalogue, { en });
  return catalogue;
}

/** Each language's translation file among a catalogue's files, by its name (`messages.es.json`). */
export function translationFiles(files: Record<string, FileLoader>): Record<Translated, [string, FileLoader]> {
  const entries = LOCALES.filter((locale): locale is Translated => locale !== 'en').map((locale) => {
    const file = Object.keys(files).find((name) => name.endsWith(`.${locale}.json`));
    if (!file) throw new Error(`edu-widgets: no ${locale} translation among ${Object.keys(files).join(', ')}`);
    return [locale, [file, files[file]!]] as const;
  });
  return Object.fromEntries(entries) as Record<Translated, [string, FileLoader]>;
}

/** The catalogue's texts in a language, if already loaded. */
export function messagesIfLoaded<M extends Messages>(catalogue: Catalogue<M>, locale: Locale): M | undefined {
  return loaded.get(catalogue)?.[locale] as M | undefined;
}

/**
 * Loads the catalogue's texts in a language (once; the same promise while it loads). A language
 * that fails to load shows English rather than nothing.
 */
export function loadMessages<M extends Messages>(catalogue: Catalogue<M>, locale: Locale): Promise<M> {
  const have = messagesIfLoaded(catalogue, locale);
  if (have) return Promise.resolve(have);
  const inFlight = pending.get(catalogue)?.[locale];
  if (inFlight) return inFlight as Promise<M>;
  const promise = catalogue.load[locale as Translated]().then(
    (messages) => messages as Messages,
    (err: unknown) => {
      console.warn(`edu-widgets: the ${locale} texts did not load; showing English`, err);
      return catalogue.en as Messages;
    },
  );
  const done = promise.then((messages) => {
    loaded.set(catalogue, { ...loaded.get(catalogue), [locale]: messages });
    return messages;
  });
  pending.set(catalogue, { ...pending.get(catalogue), [locale]: done });
  return done as Promise<M>;
}

/** True when every catalogue known so far has its texts in this language. */
export const translationsReady = (locale: Locale): boolean =>
  [...registry].every((c) => messagesIfLoaded(c, locale) !== undefined);

/** Loads every known catalogue's texts in a language. */
export async function loadTranslations(locale: Locale): Promise<void> {
  if (translationsReady(locale)) return;
  await Promise.all([...registry].map((c) => loadMessages(c, locale)));
}
