import { describe, expect, it } from 'vitest';
import { SHELL_EN } from './messages.ts';

describe('footer texts', () => {
  it('the copyright line carries the year', () => {
    expect(SHELL_EN.copyright(2031, 'EduPortal')).toBe('© 2031 EduPortal. All rights reserved.');
  });
});
