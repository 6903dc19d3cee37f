/**
 * The locale the page is written in: the nearest lang attribute around the element (crossing
 * out of its shadow root), else the document's; undefined (the browser's own) when none is set
 * or the tag is not one Intl knows.
 */
export function pageLocale(host: Element): string | undefined {
  const lang = host.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang;
  if (!lang) return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([lang])[0];
  } catch {
    return undefined;
  }
}
