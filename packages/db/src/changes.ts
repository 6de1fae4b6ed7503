import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The channel migration 0003's triggers announce committed changes on. */
const CHANGES_CHANNEL = 'vitae_changes';
/** Heartbeats on the same channel start so; they announce no change. */
const PING = 'ping ';

/** A committed change to a row the read caches may keep. */
export type Change =
  | { table: 'resumes'; userId: string; id: string }
  | { table: 'users'; userId: string }
  /** A session (refresh-token family) was revoked or deleted. */
  | { table: 'sessions'; userId: string; familyId: string };

/** The change a trigger's payload announces; undefined for one this version cannot read. */
export function parseChange(payload: string): Change | undefined {
  const [table, userId, second, ...rest] = payload.split(' ');
  if (!userId || rest.length) return undefined;
  if (table === 'users' && second === undefined) return { table, userId };
  if (table === 'resumes' && second) return { table, userId, id: second };
  if (table === 'sessions' && second) return { table, userId, familyId: second };
  return undefined;
}

export interface ChangeListener {
  /** Listening (again): changes made before now may have been missed. */
  live(): void;
  /** Not listening (no longer, or an attempt failed): changes may be missed until `live`. */
  lost(): void;
  /** A committed change; undefined for one that cannot be read (assume anything changed). */
  change(change: Change | undefined): void;
}

export interface ChangeFeedOptions {
  /**
   * How often the listening connection proves that announcements reach it: it announces a ping of its own and must
   * hear it back within this. A silent break, or a pooler that does not pass notifications on, is noticed so.
   */
  heartbeatMs: number;
  /** The wait before listening again after the connection failed. */
  reconnectMs: number;
}

const DEFAULT_CHANGE_FEED: ChangeFeedOptions = { heartbeatMs: 5_000, reconnectMs: 1_000 };

/**
 * Listens for changes on a connection of its own, outside the pool, and keeps listening. It is `live` once its first
 * ping came back; a failed attempt or connection, or a heartbeat not heard back, reports `lost` and it connects again
 * after `reconnectMs`.
 */
export function watchChanges(
  connectionString: string,
  listener: ChangeListener,
  { heartbeatMs, reconnectMs }: ChangeFeedOptions = DEFAULT_CHANGE_FEED,
): { close(): Promise<void> } {
  let closed = false;
  let current: { client: pg.Client; stop(): void } | undefined;
  let wakeUp: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      setTimeout(resolve, ms).unref();
    });

  async function listenOnce(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      application_name: 'vitae-changes',
      connectionTimeoutMillis: heartbeatMs,
      query_timeout: heartbeatMs,
    });
    let stop!: () => void;
    const broken = new Promise<void>((resolve) => (stop = resolve));
    current = { client, stop };
    client.on('error', stop);
    client.on('end', stop);
    const pings = new Map<string, () => void>();
    client.on('notification', ({ payload = '' }) => {
      // Every instance's pings reach every listener; only this connection's own are awaited.
      if (payload.startsWith(PING)) pings.get(payload)?.();
      else listener.change(parseChange(payload));
    });
    /** Whether a ping announced now comes back within a heartbeat. */
    const hearsItself = () => {
      const ping = `${PING}${randomUUID()}`;
      const heard = new Promise<void>((resolve) => pings.set(ping, resolve));
      const sent = client.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, ping]);
      return settlesWithin(Promise.all([sent, heard]), heartbeatMs).finally(() => pings.delete(ping));
    };
    let live = false;
    let heartbeat: NodeJS.Timeout | undefined;
    // close() during a connection attempt ends the client, and pg then never settles connect(): wait for `broken` too.
    const unlessStopped = <T>(work: Promise<T>) => {
      work.catch(() => {});
      return Promise.race([
        work,
        broken.then(() => {
          throw new Error('stopped');
        }),
      ]);
    };
    try {
      await unlessStopped(client.connect());
      await unlessStopped(client.query(`LISTEN ${CHANGES_CHANNEL}`));
      if (!(await hearsItself())) throw new Error('announcements do not arrive on this connection');
      if (closed) return;
      live = true;
      listener.live();
      heartbeat = setInterval(() => void hearsItself().then((alive) => alive || stop()), heartbeatMs);
      heartbeat.unref();
      await broken;
    } catch {
      // Could not connect or listen: try again after a pause.
    } finally {
      clearInterval(heartbeat);
      if (live || !closed) listener.lost();
      // A connection gone silent may never finish closing: wait for it no longer than for a heartbeat.
      await settlesWithin(client.end(), heartbeatMs);
    }
  }

  const running = (async () => {
    while (!closed) {
      await listenOnce();
      if (!closed) await sleep(reconnectMs);
    }
  })();

  return {
    async close() {
      closed = true;
      current?.stop();
      // Also cuts short a connection attempt under way, which would otherwise run to its timeout.
      void current?.client.end().catch(() => {});
      wakeUp?.();
      await running;
    },
  };
}

/** Whether the promise resolves within `timeoutMs` (false if it rejects or takes longer). */
async function settlesWithin(promise: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
  try {
    return await Promise.race([promise.then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
