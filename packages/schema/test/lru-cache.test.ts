import { describe, expect, it } from 'vitest';
import { createLru } from '../src/lru-cache.ts';

const cache = (max: number, maxBytes: number, evicted: string[] = []) =>
  createLru<string, string>({ max, maxBytes, sizeOf: (v) => v.length, onEvict: (_v, key) => evicted.push(key) });

describe('createLru', () => {
  it('evicts the least recently used entry when over the entry limit', () => {
    const evicted: string[] = [];
    const lru = cache(2, 100, evicted);
    lru.set('a', 'A');
    lru.set('b', 'B');
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    lru.delete('a');
    expect(evicted).toEqual(['b']);
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

  it('keeps nothing with a bound of 0 (which lru-cache itself reads as no bound)', () => {
    for (const lru of [cache(0, 100), cache(10, 0)]) {
      lru.set('a', 'A');
      expect([lru.get('a'), lru.size]).toEqual([undefined, 0]);
    }
  });
});
