import { describe, expect, it } from 'vitest';
import { normalizeBasePath, resolveRoute, routeOf } from './base-path.ts';

const normalized = (base: string | undefined): string => normalizeBasePath(base);

/** Each rule: the function it is about and its cases, [arguments, expected]. */
const RULES: [string, (...args: never[]) => string, [(string | undefined)[], string][]][] = [
  [
    "is '/' when unset or empty",
    normalized,
    [
      [[undefined], '/'],
      [[''], '/'],
      [['  '], '/'],
    ],
  ],
  [
    'gets one leading and one trailing slash',
    normalized,
    [
      [['/portal/'], '/portal/'],
      [['portal'], '/portal/'],
      [['/school//portal'], '/school/portal/'],
    ],
  ],
  [
    'may be an http(s) URL of a portal on another origin',
    normalized,
    [
      [['https://portal.school.example'], 'https://portal.school.example/'],
      [['https://portal.school.example/edu'], 'https://portal.school.example/edu/'],
    ],
  ],
  [
    "never leads to another scheme or an origin named without one: those mean '/'",
    normalized,
    [
      [['javascript:alert(1)//'], '/'],
      [['data:text/html,x'], '/'],
      [['//evil.example/'], '/'],
    ],
  ],
  [
    'resolves portal routes under it',
    resolveRoute,
    [
      [['/', '/learners'], '/learners'],
      [['/', '/'], '/'],
      [['/portal/', '/learners'], '/portal/learners'],
      [['/portal', '/'], '/portal/'],
      [['https://portal.school.example', '/login'], 'https://portal.school.example/login'],
    ],
  ],
  [
    'gives the route a page path shows, or the path itself outside the base',
    routeOf,
    [
      [['/', '/learners'], '/learners'],
      [['/portal/', '/portal/learners'], '/learners'],
      [['/portal/', '/portal/'], '/'],
      [['/portal/', '/portal'], '/'],
      [['/portal/', '/elsewhere/learners'], '/elsewhere/learners'],
      [['https://portal.school.example/edu/', '/edu/teachers/x'], '/teachers/x'],
    ],
  ],
];

describe('base path', () => {
  it.each(RULES)('%s', (_, fn, cases) => {
    for (const [args, expected] of cases) expect((fn as (...a: (string | undefined)[]) => string)(...args)).toBe(expected);
  });
});
