import type { DatabaseHandle } from '@vitae/db';
import type { Resume, User } from '@vitae/schema';

/** Freezes the value and everything in it: cached values are shared by every request that reads them. */
function deepFreeze<V>(value: V): V {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A bounded, least-recently-used map of values read from the database, filled on a miss. A write forgets the keys
 * it changes after it committed; a read that was under way across that write does not store what it read (the
 * generation it started in is over), so no stale value outlives a write. Capacity 0 stores nothing.
 * Stored values are deeply frozen (the serializer writes a frozen value's JSON once, see serializer.ts).
 */
export class ReadThroughCache<V> {
  readonly #entries = new Map<string, V>();
  #generation = 0;

  constructor(readonly capacity: number) {}

  async read(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.#entries.get(key);
    if (hit !== undefined) {
      // Map keeps insertion order, so re-inserting makes this key the newest.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const generation = this.#generation;
    const value = await load();
    if (value !== undefined && generation === this.#generation && this.capacity > 0) {
      this.#entries.set(key, deepFreeze(value));
      if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
    }
    return value;
  }

  forget(...keys: string[]): void {
    this.#generation += 1;
    for (const key of keys) this.#entries.delete(key);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

/**
 * What the services keep in memory between requests. The values are shared and must not be mutated.
 * Only for a database this process alone writes to: PGlite, whose data directory one process opens. PostgreSQL
 * may have other writers (more instances), whose writes this process would not see, so there it stores nothing.
 */
export interface ReadCache {
  /** Whether this process is the database's only writer (PGlite): only then do the read caches store anything. */
  exclusive: boolean;
  /** The user behind a live session, by `${userId} ${familyId}`. Any write to users or sessions clears it. */
  sessions: ReadThroughCache<User>;
  /** A user's resume list, by user id. */
  resumeLists: ReadThroughCache<Resume[]>;
  /** One resume, by `${userId} ${resumeId}`. */
  resumes: ReadThroughCache<Resume>;
  /** PDFs known to be stored, with when each was last marked as used; complete when `exclusive` (services/pdfs.ts). */
  storedPdfs: Map<string, number>;
  /** PDFs rendered and linked to but not stored yet, when `exclusive` (services/pdfs.ts). */
  unstoredPdfs: Map<string, Uint8Array>;
}

const SESSIONS = 10_000;
const RESUME_LISTS = 1_000;
const RESUMES = 10_000;

// Keyed by the database object, so apps sharing one PGlite in one process (tests run two) share one cache.
const caches = new WeakMap<object, ReadCache>();

export function readCacheFor(database: DatabaseHandle): ReadCache {
  const exclusive = database.kind === 'pglite';
  let cache = caches.get(database.db);
  if (!cache) {
    cache = {
      exclusive,
      storedPdfs: new Map(),
      unstoredPdfs: new Map(),
      sessions: new ReadThroughCache(exclusive ? SESSIONS : 0),
      resumeLists: new ReadThroughCache(exclusive ? RESUME_LISTS : 0),
      resumes: new ReadThroughCache(exclusive ? RESUMES : 0),
    };
    caches.set(database.db, cache);
  }
  return cache;
}
