import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLanguage } from './i18n/use-language.ts';
import { loadTranslations, translationsReady } from './i18n/messages.ts';

export interface LazyOptions {
  /** Shown while the chunk loads (default: nothing). */
  fallback?: ReactNode;
  /** Names what failed to load in the error message, e.g. "the Material section". */
  label?: string;
}

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading now (e.g. on hover of the item that will show it); safe to call often. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy without Suspense. React holds back a Suspense boundary's resolved content for up
 * to 300 ms after its fallback appeared (its fallback throttle), so each lazy element or section
 * showed ~300 ms late although its chunk was ready in a few. Here the component renders the
 * moment its module has loaded, and a failed load shows a message with a retry instead of
 * unmounting the whole element.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyOptions = {}): LazyComponent<P> {
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
      start().then(
        (c) => loadTranslations(locale).then(() => live && setComponent(() => c)),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [Component, attempt, locale]);

    if (Component) return <Component {...props} />;
    if (!failed) return <>{options.fallback ?? null}</>;
    return (
      <p className="edu-load-error" role="alert">
        Could not load {options.label ?? 'this part of the page'}. Check your connection and try again.{' '}
        <button
          type="button"
          className="edu-btn edu-btn--small"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </button>
      </p>
    );
  }
  return Object.assign(Lazy, { preload: start });
}
