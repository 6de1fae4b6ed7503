import { LRUCache } from 'lru-cache';

/** Any value but null and undefined: lru-cache's keys and values. */
type Defined = NonNullable<unknown>;

/** The one kind of cache in the server and the packages: npm's lru-cache, made by `createLru`. */
export type Lru<K extends Defined, V extends Defined> = LRUCache<K, V>;

export interface LruOptions<K, V> {
  /** Entries kept at most; 0 keeps none. */
  max: number;
  /** The entries' total size at most (`sizeOf`, or `set`'s `size`); 0 keeps none, a larger value is not kept. */
  maxBytes?: number;
  sizeOf?: (value: V, key: K) => number;
  /** Hears each entry dropped to make room. */
  onEvict?: (value: V, key: K) => void;
}

// lru-cache reads a bound of 0 as no bound at all.
class KeepsNothing<K extends Defined, V extends Defined> extends LRUCache<K, V> {
  override set(): this {
    return this;
  }
}

/** A least-recently-used map bounded by entries and, for values of varying size, by bytes. */
export function createLru<K extends Defined, V extends Defined>({
  max,
  maxBytes,
  sizeOf,
  onEvict,
}: LruOptions<K, V>): Lru<K, V> {
  if (max < 1 || maxBytes === 0) return new KeepsNothing<K, V>({ max: 1 });
  return new LRUCache<K, V>({
    max,
    ...(maxBytes && {
      maxSize: maxBytes,
      ...(sizeOf && { sizeCalculation: (value: V, key: K) => Math.max(1, Math.ceil(sizeOf(value, key))) }),
    }),
    ...(onEvict && { dispose: (value: V, key: K, reason: string) => reason === 'evict' && onEvict(value, key) }),
  });
}
