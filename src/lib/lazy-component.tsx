import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLanguage, useMessages } from './i18n/use-language.ts';
import { loadTranslations, messagesIfLoaded, translationsReady, type Catalogue, type Messages } from './i18n/messages.ts';
import { libMessages } from './messages.ts';

/** Reads a catalogue's texts in the element's language. */
export type TextsOf = <M extends Messages>(catalogue: Catalogue<M>) => M;

/**
 * What failed to load, for the error message. An English phrase ("the Material section") is
 * shown as it is in English; in another language the message says "this part of the page" in
 * that language. A function picks the phrase from a catalogue in the element's language:
 * `(texts) => texts(learnerMessages).materialSection`.
 */
export type LazyLabel = string | ((texts: TextsOf) => string);

export interface LazyOptions {
  /** Shown while the chunk loads (default: nothing). */
  fallback?: ReactNode;
  /** Names what failed to load in the error message (default: "this part of the page"). */
  label?: LazyLabel;
}

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading now (e.g. on hover of the item that will show it); safe to call often. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy without Suspense. React holds back a Suspense boundary's resolved content for up
 * to 300 ms after its fallback appeared (its fallback throttle), so each lazy element or section
 * would show ~300 ms late although its chunk is ready in a few. Here the component renders the
 * moment its module has loaded, and a failed load shows a message with a retry instead of
 * unmounting the whole element.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyOptions = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (err: unknown) => {
        pending = undefined; // a later attempt fetches again
        throw err;
      },
    ));

  // Rendered once its module and the texts of the element's language are in: the module's
  // catalogues are known only after it has loaded, so a section never flashes English first.
  function Lazy(props: P) {
    const { locale } = useLanguage();
    const [Component, setComponent] = useState(() => (translationsReady(locale) ? loaded : undefined));
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (Component) return;
      let live = true;
      // A failure waits for the texts too: its message is in the element's language.
      start().then(
        (c) => loadTranslations(locale).then(() => live && setComponent(() => c)),
        () => loadTranslations(locale).then(() => live && setFailed(true)),
      );
      return () => {
        live = false;
      };
    }, [Component, attempt, locale]);

    if (Component) return <Component {...props} />;
    if (!failed) return <>{options.fallback ?? null}</>;
    return (
      <LoadError
        label={options.label}
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return Object.assign(Lazy, { preload: start });
}

function LoadError({ label, onRetry }: { label: LazyLabel | undefined; onRetry: () => void }) {
  const { locale } = useLanguage();
  const m = useMessages(libMessages);
  const texts: TextsOf = (catalogue) => messagesIfLoaded(catalogue, locale) ?? catalogue.en;
  const what = typeof label === 'function' ? label(texts) : label !== undefined && locale === 'en' ? label : m.thisPartOfThePage;
  return (
    <p className="edu-load-error" role="alert">
      {m.loadFailed(what)}{' '}
      <button type="button" className="edu-btn edu-btn--small" onClick={onRetry}>
        {m.tryAgain}
      </button>
    </p>
  );
}
