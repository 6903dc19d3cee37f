import { describe, expect, it } from 'vitest';
import { resolveTheme } from './theme.ts';

describe('theme', () => {
  it('is light by default, whatever the system prefers', () => {
    expect(resolveTheme(undefined, undefined)).toBe('light');
  });
  it("takes configure()'s theme, and the element's own over it", () => {
    expect(resolveTheme(undefined, 'auto')).toBe('auto');
    expect(resolveTheme('dark', 'auto')).toBe('dark');
    expect(resolveTheme('light', 'dark')).toBe('light');
  });
  it('ignores values that name no theme', () => {
    expect(resolveTheme('blue', 'dark')).toBe('dark');
    expect(resolveTheme('', undefined)).toBe('light');
    expect(resolveTheme('DARK', 'sepia')).toBe('light');
  });
});
