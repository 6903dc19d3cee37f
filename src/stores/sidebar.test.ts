import { describe, expect, it } from 'vitest';
import { parseSidebarOpen, SIDEBAR_STORAGE_KEY } from './sidebar.ts';

describe('sidebar persistence', () => {
  it("uses the spec's storage key", () => {
    expect(SIDEBAR_STORAGE_KEY).toBe('sidebar-open');
  });
  it('defaults to closed when nothing is stored', () => {
    expect(parseSidebarOpen(null)).toBe(false);
  });
  it("is open only for the stored string 'true'", () => {
    expect(parseSidebarOpen('true')).toBe(true);
    expect(parseSidebarOpen('false')).toBe(false);
    expect(parseSidebarOpen('1')).toBe(false);
    expect(parseSidebarOpen('{"x":1}')).toBe(false);
  });
});
