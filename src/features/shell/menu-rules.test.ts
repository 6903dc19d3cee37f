import { describe, expect, it } from 'vitest';
import { isDashboardPath, showsMenuToggle } from './menu-rules.ts';
import { SHELL_EN } from './messages.ts';

describe('menu toggle rules', () => {
  it('dashboard paths start with /learners or /teachers', () => {
    expect(isDashboardPath('/learners')).toBe(true);
    expect(isDashboardPath('/teachers/x')).toBe(true);
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
  it('copyright carries the year', () => {
    expect(SHELL_EN.copyright(2031, 'EduPortal')).toBe('© 2031 EduPortal. All rights reserved.');
  });
});
