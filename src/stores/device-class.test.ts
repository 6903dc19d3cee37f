import { describe, expect, it } from 'vitest';
import { deviceClassFor } from './device-class.ts';

describe('deviceClassFor (mobile <= 767, tablet 768-1023, else desktop)', () => {
  it.each([
    [0, 'mobile'],
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, expected) => {
    expect(deviceClassFor(width)).toBe(expected);
  });
});
