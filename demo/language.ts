import { loadMessages } from '../src/lib/i18n/messages.ts';
import { resolveLanguage, type Locale } from '../src/lib/i18n/locale.ts';
import { safeStorage } from '../src/stores/safe-storage.ts';
import { demoMessages, type DemoMessages } from './messages.ts';

/** Each language named in itself, as a reader looking for theirs expects. */
const LANGUAGES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'ar', name: 'العربية' },
];
const STORAGE_KEY = 'edu-demo-lang';

/**
 * The portal's language: `?lang=` first (a shared link), then the reader's last choice, then the
 * browser's. It is the page's `<html lang>` (and `dir`), which every element follows by itself.
 */
export function initialLocale(): Locale {
  const asked = new URLSearchParams(location.search).get('lang') ?? safeStorage.get(STORAGE_KEY) ?? navigator.language;
  return resolveLanguage(asked).locale;
}

export async function applyLocale(locale: Locale): Promise<DemoMessages> {
  const messages = await loadMessages(demoMessages, locale);
  const { dir } = resolveLanguage(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;
  safeStorage.set(STORAGE_KEY, locale);
  return messages;
}

/** The language switch: three buttons, the current one pressed. */
export function languageSwitch(current: Locale, label: string, choose: (locale: Locale) => void): HTMLElement {
  const nav = document.createElement('nav');
  nav.className = 'demo-lang';
  nav.setAttribute('aria-label', label);
  for (const { locale, name } of LANGUAGES) {
    const button = document.createElement('button');
    button.type = 'button';
    button.lang = locale;
    button.textContent = name;
    button.setAttribute('aria-pressed', String(locale === current));
    button.addEventListener('click', () => choose(locale));
    nav.append(button);
  }
  return nav;
}
