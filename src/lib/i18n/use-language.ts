import { createContext, use, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { formatFor, type Format } from './format.ts';
import { closestLang, langScopes, resolveLanguage, type ResolvedLanguage } from './locale.ts';
import { loadMessages, loadTranslations, messagesIfLoaded, type Catalogue, type Messages } from './messages.ts';

export const LanguageContext = createContext<ResolvedLanguage>(resolveLanguage('en'));

/** The element's language: its catalogue, its formatting tag and its direction. */
export const useLanguage = (): ResolvedLanguage => useContext(LanguageContext);

/**
 * The texts of a catalogue in the element's language. They are normally loaded before the
 * element or section renders (see lazyComponent); if not, the component suspends until they are.
 */
export function useMessages<M extends Messages>(catalogue: Catalogue<M>): M {
  const { locale } = useLanguage();
  return messagesIfLoaded(catalogue, locale) ?? use(loadMessages(catalogue, locale));
}

/** Date and number formatting in the element's language. */
export const useFormat = (): Format => formatFor(useLanguage().tag);

/**
 * The `lang` an element is in (its own, an ancestor's, the page's), kept current: a page that
 * switches `<html lang>` switches the widgets with it.
 */
export function useClosestLang(host: HTMLElement): string {
  return useSyncExternalStore(
    (changed) => {
      const observer = new MutationObserver(changed);
      for (const scope of langScopes(host))
        observer.observe(scope, { attributes: true, attributeFilter: ['lang'], subtree: true });
      return () => observer.disconnect();
    },
    () => closestLang(host),
  );
}

/**
 * The language to show: the requested one once its texts are loaded. The first render uses it
 * at once (the element's lazy content waits for its texts); a later switch keeps the current
 * language on screen until the new texts are in.
 */
export function useLoadedLanguage(requested: string): ResolvedLanguage {
  const wanted = resolveLanguage(requested);
  const [shown, setShown] = useState(wanted);
  const changed = wanted.tag !== shown.tag;
  useEffect(() => {
    if (!changed) return;
    let live = true;
    void loadTranslations(wanted.locale).then(() => live && setShown(wanted));
    return () => {
      live = false;
    };
    // wanted is derived from `requested`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested, changed]);
  return shown;
}
