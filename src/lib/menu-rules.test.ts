import { describe, expect, it } from 'vitest';
import { headerShowsToggle, isDashboardPath, showsMenuToggle } from './menu-rules.ts';

describe('menu toggle rules', () => {
  it('dashboard paths start with /learners, /teachers or /admin', () => {
    expect(isDashboardPath('/learners')).toBe(true);
    expect(isDashboardPath('/teachers/x')).toBe(true);
    expect(isDashboardPath('/admin')).toBe(true);
    expect(isDashboardPath('/administration')).toBe(false);
    expect(isDashboardPath('/learnersx')).toBe(false);
    expect(isDashboardPath('/parents')).toBe(false);
    expect(isDashboardPath('/')).toBe(false);
  });
  it('shows only on mobile', () => {
    expect(showsMenuToggle('/learners', 'mobile')).toBe(true);
    expect(showsMenuToggle('/learners', 'tablet')).toBe(false);
    expect(showsMenuToggle('/teachers', 'desktop')).toBe(false);
    expect(showsMenuToggle('/', 'mobile')).toBe(false);
  });
});

describe('headerShowsToggle', () => {
  it('reads the page path under the base path', () => {
    expect(headerShowsToggle('/portal/', '/portal/learners', 'mobile')).toBe(true);
    expect(headerShowsToggle('/', '/school/maths', 'mobile')).toBe(false); // a host page elsewhere
  });
});
