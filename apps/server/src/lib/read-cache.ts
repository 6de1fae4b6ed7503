import type { Change, DatabaseHandle } from '@vitae/db';
import type { Logger } from './logger.ts';
import type { Resume, User } from '@vitae/schema';
import { createLru, type Lru } from '@vitae/schema/lru-cache';

const cachedValues = new WeakSet<object>();

/** Whether `value` is one a read cache keeps: shared by the requests that read it, and never changed. */
export const isCached = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && cachedValues.has(value);

/** Freezes a value read from the database and everything in it; answers about how many bytes its JSON takes. */
function freeze(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  if (typeof value !== 'object' || value === null) return 8;
  let bytes = 2;
  for (const [key, child] of Object.entries(Object.freeze(value))) bytes += key.length + 4 + freeze(child);
  return bytes;
}

/**
 * A least-recently-used map of values read from the database, filled on a miss. A write forgets the keys it changes
 * after it committed; a read that was under way across that write does not store what it read (the generation it
 * started in is over), so no stale value outlives a write. A stopped cache (one that cannot learn of every write: see
 * `readCacheFor`) stores nothing. Stored values are deeply frozen and marked (`isCached`): the serializer writes
 * their JSON once (serializer.ts).
 */
export class ReadThroughCache<V> {
  readonly #entries: Lru<string, NonNullable<V>>;
  #generation = 0;
  #storing: boolean;

  /** At most `max` values and about `maxBytes` of their JSON; 0 stores nothing. */
  constructor(max: number, { maxBytes = 16 * 1024 * 1024, storing = true } = {}) {
    this.#entries = createLru({ max, maxBytes });
    this.#storing = storing;
  }

  get storing(): boolean {
    return this.#storing;
  }

  async read(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.#entries.get(key);
    if (hit !== undefined) return hit;
    const generation = this.#generation;
    const value = await load();
    if (value !== undefined && generation === this.#generation && this.#storing) {
      this.#entries.set(key, value as NonNullable<V>, { size: freeze(value) });
      if (typeof value === 'object' && value) cachedValues.add(value);
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

  /** Forgets everything and stores nothing until `start`. */
  stop(): void {
    this.#storing = false;
    this.clear();
  }

  /** Forgets everything (writes may have gone unseen while stopped) and stores again. */
  start(): void {
    this.clear();
    this.#storing = true;
  }
}

/**
 * What the services keep in memory between requests. The values are shared and must not be mutated.
 *
 * Each instance forgets what it writes itself at once, so its own reads follow its writes exactly. On PostgreSQL
 * other instances write too: the database announces every committed change (migration 0003, `watchChanges`) and the
 * caches forget what it names when the announcement arrives, so another instance's write shows here after that delay
 * (bench/cross-instance.ts: within 5 ms on one machine). While the announcements cannot be heard, the caches are stopped.
 */
export interface ReadCache {
  /** Each holds at most so many entries (below) and about 16 MiB of their JSON. */
  /** The user behind a live session, by `${userId} ${familyId}`. Any write to users clears it. */
  sessions: ReadThroughCache<User>;
  /** A user's resume list, by user id. */
  resumeLists: ReadThroughCache<Resume[]>;
  /** One resume, by `${userId} ${resumeId}`. */
  resumes: ReadThroughCache<Resume>;
}

/** Forgets what a change announced by the database makes stale; anything, for one it could not read. */
export function forgetChange(cache: ReadCache, change: Change | undefined): void {
  switch (change?.table) {
    case 'resumes':
      cache.resumeLists.forget(change.userId);
      cache.resumes.forget(`${change.userId} ${change.id}`);
      return;
    case 'sessions':
      cache.sessions.forget(`${change.userId} ${change.familyId}`);
      return;
    case 'users':
      cache.sessions.clear();
      return;
    default:
      for (const kept of [cache.sessions, cache.resumeLists, cache.resumes]) kept.clear();
  }
}

// Keyed by the database object, so apps sharing one handle in one process (tests run two on PGlite) share one cache.
const caches = new WeakMap<object, ReadCache>();

/** `log` (the app's) hears when the caches stop because changes cannot be heard, and when they start again. */
export function readCacheFor(database: DatabaseHandle, log?: Pick<Logger, 'warn' | 'info'>): ReadCache {
  const cache = caches.get(database.db);
  if (cache) return cache;
  // On PGlite this process is the only writer; a shared database's caches wait until its announcements are heard.
  const options = { storing: database.kind === 'pglite' };
  const created: ReadCache = {
    sessions: new ReadThroughCache(10_000, options),
    resumeLists: new ReadThroughCache(1_000, options),
    resumes: new ReadThroughCache(10_000, options),
  };
  const reads = [created.sessions, created.resumeLists, created.resumes];
  let hearing: boolean | undefined;
  database.watchChanges?.({
    live: () => {
      reads.forEach((kept) => kept.start());
      hearing = true;
      log?.info('Listening for changes in the database: reads are cached');
    },
    lost: () => {
      reads.forEach((kept) => kept.stop());
      // Once per outage, not once per attempt to listen again.
      if (hearing !== false) {
        log?.warn('Cannot hear changes in the database: reads go to the database until listening again');
      }
      hearing = false;
    },
    change: (change) => forgetChange(created, change),
  });
  caches.set(database.db, created);
  return created;
}
