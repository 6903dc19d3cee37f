import { describe, expect, it } from 'vitest';
import { authTabFor, parseMode } from './tab-rules.ts';

describe('authTabFor', () => {
  it('is Sign In at /login, Sign Up at /signup', () => {
    expect(authTabFor('/login')).toBe('login');
    expect(authTabFor('/signup')).toBe('signup');
  });

  it('is Sign In at any path ending in /login, with or without a trailing slash', () => {
    expect(authTabFor('/login/')).toBe('login');
    expect(authTabFor('/school/portal/login')).toBe('login');
  });

  it('is Sign Up everywhere else', () => {
    for (const path of ['/', '/register', '/login-help', '/login/extra', '/mylogin', '']) {
      expect(authTabFor(path)).toBe('signup');
    }
  });

  it('lets a valid mode attribute override the path', () => {
    expect(authTabFor('/login', 'signup')).toBe('signup');
    expect(authTabFor('/anything', 'login')).toBe('login');
  });

  it('ignores an invalid mode', () => {
    expect(parseMode('LOGIN')).toBe(null);
    expect(parseMode('')).toBe(null);
    expect(authTabFor('/login', 'other')).toBe('login');
    expect(authTabFor('/x', null)).toBe('signup');
  });
});
