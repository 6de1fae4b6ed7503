/** A least-recently-used map bounded by entry count and by total size (as `sizeOf` measures it). */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  private totalSize = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserting moves the key to the end: Map keeps insertion order, so the first key is the oldest.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    const size = this.sizeOf(value);
    if (this.maxEntries < 1 || size > this.maxSize) return;
    this.delete(key);
    this.entries.set(key, value);
    this.totalSize += size;
    for (const [oldestKey] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalSize <= this.maxSize) break;
      this.delete(oldestKey);
    }
  }

  delete(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.totalSize -= this.sizeOf(value);
  }
}
