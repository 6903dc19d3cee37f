import { within } from 'shadow-dom-testing-library';

/** Each term of the description lists in `root`, with the text of the definition after it: [term, definition]. */
export const termPairs = (root: HTMLElement): (string | null)[][] =>
  within(root)
    .getAllByShadowRole('term')
    .map((t) => [t.textContent, t.nextElementSibling!.textContent]);
