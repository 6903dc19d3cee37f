import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('keeps at most `limit` values, dropping the least recently used', () => {
    const dropped: string[] = [];
    const cache = new LruCache<string>(3, (v) => dropped.push(v));
    for (const k of ['a', 'b', 'c']) cache.set(k, k.toUpperCase());
    cache.pin('a'); // a use: a is now the newest
    cache.unpin('a');
    cache.set('d', 'D');
    expect(dropped).toEqual(['B']);
    expect(cache.size).toBe(3);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe('A');
  });

  it('never drops a pinned value, and trims once it is unpinned', () => {
    const dropped: string[] = [];
    const cache = new LruCache<string>(1, (v) => dropped.push(v));
    cache.pin('a');
    cache.pin('b');
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.size).toBe(2);
    expect(dropped).toEqual([]);
    cache.unpin('a');
    expect(dropped).toEqual(['A']);
    expect(cache.size).toBe(1);
  });

  it('drops the value it replaces, and tells listeners of changes', () => {
    const dropped: string[] = [];
    const cache = new LruCache<string>(5, (v) => dropped.push(v));
    let heard = 0;
    const stop = cache.subscribe(() => (heard += 1));
    cache.set('a', 'A1');
    cache.set('a', 'A2');
    expect(dropped).toEqual(['A1']);
    expect(heard).toBe(2);
    stop();
    cache.clear();
    expect(dropped).toEqual(['A1', 'A2']);
    expect(heard).toBe(2);
  });
});
