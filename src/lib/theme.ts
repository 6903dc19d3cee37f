import type { Theme } from '../stores/config.ts';

export type { Theme };

const THEMES: readonly string[] = ['light', 'dark', 'auto'];

export const isTheme = (value: unknown): value is Theme => typeof value === 'string' && THEMES.includes(value);

/**
 * The element's own `theme` wins, then `configure({ theme })`, then light: an embedded element
 * matches a light host page whatever the reader's system prefers. Unknown values are ignored.
 */
export function resolveTheme(own: unknown, configured: unknown): Theme {
  if (isTheme(own)) return own;
  if (isTheme(configured)) return configured;
  return 'light';
}

/** The resolved theme is written on the element under this attribute; base.css selects on it. */
export const THEME_ATTRIBUTE = 'data-edu-theme';
