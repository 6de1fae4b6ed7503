import { describe, expect, it } from 'vitest';
import { LruCache } from '../src/lru-cache.ts';

const cache = (maxEntries: number, maxSize: number) =>
  new LruCache<string, string>(maxEntries, maxSize, (v) => v.length);

describe('LruCache', () => {
  it('evicts the least recently used entry when over the entry limit', () => {
    const lru = cache(2, 100);
    lru.set('a', 'A');
    lru.set('b', 'B');
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('evicts oldest entries when over the size limit and never keeps a value larger than it', () => {
    const lru = cache(10, 5);
    lru.set('a', 'aa');
    lru.set('b', 'bb');
    lru.set('c', 'cc');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([undefined, 'bb', 'cc']);
    lru.set('big', 'xxxxxx');
    expect(lru.get('big')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('replaces a key without counting its old size', () => {
    const lru = cache(10, 4);
    lru.set('a', 'aaa');
    lru.set('a', 'aaaa');
    expect(lru.get('a')).toBe('aaaa');
    expect(lru.size).toBe(1);
  });
});
