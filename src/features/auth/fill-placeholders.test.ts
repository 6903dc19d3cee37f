import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders.ts';

describe('fillPlaceholders', () => {
  const terms = { link: 'terms' };
  const privacy = { link: 'privacy' };
  const parts = { terms, privacy };

  /** Each rule and its cases, [translation, parts in order]. */
  it.each<[string, [string, (string | { link: string })[]][]]>([
    [
      'puts each part where its placeholder is',
      [['I agree to the {terms} and {privacy}', ['I agree to the ', terms, ' and ', privacy]]],
    ],
    [
      'follows the order of the translation, with text glued to a part',
      [
        ['أوافق على {terms} و{privacy}', ['أوافق على ', terms, ' و', privacy]],
        ['{privacy} / {terms}', [privacy, ' / ', terms]],
      ],
    ],
    ['keeps a placeholder it has no part for', [['Read {terms} and {other}', ['Read ', terms, ' and ', '{other}']]]],
  ])('%s', (_rule, cases) => {
    for (const [text, expected] of cases) expect(fillPlaceholders(text, parts)).toEqual(expected);
  });
});
