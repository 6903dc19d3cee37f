import { describe, expect, it } from 'vitest';
import { normalizeBasePath, resolveRoute, routeOf } from './base-path.ts';

describe('base path', () => {
  it("is '/' when unset or empty", () => {
    expect(normalizeBasePath(undefined)).toBe('/');
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath('  ')).toBe('/');
  });

  it('gets one leading and one trailing slash', () => {
    expect(normalizeBasePath('/portal/')).toBe('/portal/');
    expect(normalizeBasePath('portal')).toBe('/portal/');
    expect(normalizeBasePath('/school//portal')).toBe('/school/portal/');
  });

  it('may be an http(s) URL of a portal on another origin', () => {
    expect(normalizeBasePath('https://portal.school.example')).toBe('https://portal.school.example/');
    expect(normalizeBasePath('https://portal.school.example/edu')).toBe('https://portal.school.example/edu/');
  });

  it("never leads to another scheme or an origin named without one: those mean '/'", () => {
    expect(normalizeBasePath('javascript:alert(1)//')).toBe('/');
    expect(normalizeBasePath('data:text/html,x')).toBe('/');
    expect(normalizeBasePath('//evil.example/')).toBe('/');
  });

  it('resolves portal routes under it', () => {
    expect(resolveRoute('/', '/learners')).toBe('/learners');
    expect(resolveRoute('/', '/')).toBe('/');
    expect(resolveRoute('/portal/', '/learners')).toBe('/portal/learners');
    expect(resolveRoute('/portal', '/')).toBe('/portal/');
    expect(resolveRoute('https://portal.school.example', '/login')).toBe('https://portal.school.example/login');
  });

  it('gives the route a page path shows, or the path itself outside the base', () => {
    expect(routeOf('/', '/learners')).toBe('/learners');
    expect(routeOf('/portal/', '/portal/learners')).toBe('/learners');
    expect(routeOf('/portal/', '/portal/')).toBe('/');
    expect(routeOf('/portal/', '/portal')).toBe('/');
    expect(routeOf('/portal/', '/elsewhere/learners')).toBe('/elsewhere/learners');
    expect(routeOf('https://portal.school.example/edu/', '/edu/teachers/x')).toBe('/teachers/x');
  });
});
