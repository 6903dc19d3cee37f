import { trimEnd } from '../contract/text.ts';

const WEB_SCHEMES: readonly string[] = ['http:', 'https:'];

/**
 * URLs from a server or a host page are hostile: resolve one against `base` and keep it only
 * when its scheme is allowed (http(s) by default). `javascript:`, `data:`, unparsable or
 * empty values give null, so they never reach an href, a fetch or window.open.
 */
export function safeUrl(raw: unknown, base: string, schemes: readonly string[] = WEB_SCHEMES): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim(), base);
    return schemes.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** A material's url from the API: absolute, or relative to the API base. */
export const safeMaterialUrl = (url: unknown, apiBase: string): string | null => safeUrl(url, `${trimEnd(apiBase, '/')}/`);
