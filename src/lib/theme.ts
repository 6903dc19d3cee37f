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

/**
 * The resolved theme is the element's custom state (`:state(dark)`), which base.css and a host
 * select on: a state, not an attribute, so the element never changes the host's markup (a
 * server-rendered page hydrates without mismatches).
 */
export function showTheme(states: CustomStateSet, theme: Theme): void {
  for (const other of THEMES) if (other !== theme) states.delete(other);
  states.add(theme);
}
