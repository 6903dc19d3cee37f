import { describe, expect, it } from 'vitest';
import { normalizeBasePath, resolveRoute, routeOf } from './base-path.ts';

describe('base path', () => {
  it.each<[string, [string | undefined, string][]]>([
    [
      "is '/' when unset or empty",
      [
        [undefined, '/'],
        ['', '/'],
        ['  ', '/'],
      ],
    ],
    [
      'gets one leading and one trailing slash',
      [
        ['/portal/', '/portal/'],
        ['portal', '/portal/'],
        ['/school//portal', '/school/portal/'],
      ],
    ],
    [
      'may be an http(s) URL of a portal on another origin',
      [
        ['https://portal.school.example', 'https://portal.school.example/'],
        ['https://portal.school.example/edu', 'https://portal.school.example/edu/'],
      ],
    ],
    [
      "never leads to another scheme or an origin named without one: those mean '/'",
      [
        ['javascript:alert(1)//', '/'],
        ['data:text/html,x', '/'],
        ['//evil.example/', '/'],
      ],
    ],
  ])('%s', (_, cases) => {
    for (const [given, base] of cases) expect(normalizeBasePath(given)).toBe(base);
  });

  it.each<[string, (base: string, path: string) => string, [string, string, string][]]>([
    [
      'resolves portal routes under it',
      resolveRoute,
      [
        ['/', '/learners', '/learners'],
        ['/', '/', '/'],
        ['/portal/', '/learners', '/portal/learners'],
        ['/portal', '/', '/portal/'],
        ['https://portal.school.example', '/login', 'https://portal.school.example/login'],
      ],
    ],
    [
      'gives the route a page path shows, or the path itself outside the base',
      routeOf,
      [
        ['/', '/learners', '/learners'],
        ['/portal/', '/portal/learners', '/learners'],
        ['/portal/', '/portal/', '/'],
        ['/portal/', '/portal', '/'],
        ['/portal/', '/elsewhere/learners', '/elsewhere/learners'],
        ['https://portal.school.example/edu/', '/edu/teachers/x', '/teachers/x'],
      ],
    ],
  ])('%s', (_, fn, cases) => {
    for (const [base, path, expected] of cases) expect(fn(base, path)).toBe(expected);
  });
});
