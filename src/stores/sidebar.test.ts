import { describe, expect, it } from 'vitest';
import { LEGACY_SIDEBAR_STORAGE_KEY, parseSidebarOpen, readSidebarOpen, SIDEBAR_STORAGE_KEY } from './sidebar.ts';

/** A storage double: a Map behind safeStorage's get/set. */
function memory(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get: (k: string) => map.get(k) ?? null,
    set: (k: string, v: string) => void map.set(k, v),
  };
}

describe('sidebar persistence', () => {
  it('keeps the state under the edu-sidebar-open key in the page storage', () => {
    expect(readSidebarOpen(memory({ 'edu-sidebar-open': 'true' }))).toBe(true);
    expect(readSidebarOpen(memory({ 'edu-sidebar-open': 'false', 'sidebar-open': 'true' }))).toBe(false);
    const carried = memory({ 'sidebar-open': 'true' });
    readSidebarOpen(carried);
    expect([...carried.map.keys()].sort()).toEqual(['edu-sidebar-open', 'sidebar-open']);
  });
  it('defaults to closed when nothing is stored', () => {
    expect(parseSidebarOpen(null)).toBe(false);
    expect(readSidebarOpen(memory())).toBe(false);
  });
  it("is open only for the stored string 'true'", () => {
    expect(parseSidebarOpen('true')).toBe(true);
    expect(parseSidebarOpen('false')).toBe(false);
    expect(parseSidebarOpen('1')).toBe(false);
    expect(parseSidebarOpen('{"x":1}')).toBe(false);
  });
  it('carries a state kept under the old key over to the new one, leaving the old key as it was', () => {
    const storage = memory({ [LEGACY_SIDEBAR_STORAGE_KEY]: 'true' });
    expect(readSidebarOpen(storage)).toBe(true);
    expect(storage.map.get(SIDEBAR_STORAGE_KEY)).toBe('true');
    expect(storage.map.get(LEGACY_SIDEBAR_STORAGE_KEY)).toBe('true');
  });
  it('reads the old key only while the new one is unset', () => {
    const storage = memory({ [SIDEBAR_STORAGE_KEY]: 'false', [LEGACY_SIDEBAR_STORAGE_KEY]: 'true' });
    expect(readSidebarOpen(storage)).toBe(false);
  });
});
