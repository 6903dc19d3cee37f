import baseCss from './base.css?inline';
import formsCss from './forms.css?inline';
import layoutCss from './layout.css?inline';
import sectionsCss from './sections.css?inline';
import tabsCss from './tabs.css?inline';
import tonesCss from './tones.css?inline';

const cache = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text, shared by every shadow root that adopts it. */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = cache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    cache.set(css, sheet);
  }
  return sheet;
}

/** Adds sheets to a shadow root (no <style> elements, so a strict CSP holds). */
export function adoptStyles(root: ShadowRoot, ...cssTexts: string[]): void {
  const sheets = cssTexts.map(sheetFor).filter((s) => !root.adoptedStyleSheets.includes(s));
  if (sheets.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
}

/** Tokens, resets and the look every element shares (buttons, cards, form fields, section heads, tabs, tones, layout primitives). */
export const BASE_CSS = [baseCss, formsCss, sectionsCss, tabsCss, tonesCss, layoutCss].join('\n');
