/**
 * A material's url comes from the server: only http(s) urls (absolute, or relative to the
 * API base) may be opened. `javascript:`, `data:` and anything unparsable give null.
 */
export function safeMaterialUrl(url: unknown, apiBase: string): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    const resolved = new URL(url.trim(), `${apiBase.replace(/\/+$/, '')}/`);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/** Spec section 8: what is recorded when a material cannot be opened. */
export const urlNotAvailableMessage = (name: string): string => `URL not available for ${name}`;
