import { describe, expect, it } from 'vitest';
import { shellMessages } from './messages.ts';

describe('footer texts', () => {
  it('the copyright line carries the year', () => {
    expect(shellMessages.en.copyright(2031, 'EduPortal')).toBe('© 2031 EduPortal. All rights reserved.');
  });
});
