import pg from 'pg';

/** The channel migration 0003's triggers announce committed changes on. */
export const CHANGES_CHANNEL = 'vitae_changes';

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
  /** No longer listening: changes from now on may be missed, until `live`. */
  lost(): void;
  /** A committed change; undefined for one that cannot be read (assume anything changed). */
  change(change: Change | undefined): void;
}

export interface ChangeFeedOptions {
  /** How often the listening connection proves it is alive; a silent break is noticed within about this. */
  heartbeatMs: number;
  /** The wait before listening again after the connection failed. */
  reconnectMs: number;
}

export const DEFAULT_CHANGE_FEED: ChangeFeedOptions = { heartbeatMs: 5_000, reconnectMs: 1_000 };

/**
 * Listens for changes on a connection of its own, outside the pool, and keeps listening: a failed connection, or a
 * heartbeat that goes unanswered, reports `lost` and connects again after `reconnectMs`.
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
    client.on('notification', ({ payload }) => listener.change(parseChange(payload ?? '')));
    let live = false;
    let heartbeat: NodeJS.Timeout | undefined;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (closed) return;
      live = true;
      listener.live();
      heartbeat = setInterval(() => void answers(client, heartbeatMs).then((alive) => alive || stop()), heartbeatMs);
      heartbeat.unref();
      await broken;
    } catch {
      // Could not connect or listen: try again after a pause.
    } finally {
      clearInterval(heartbeat);
      if (live) listener.lost();
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
      void current?.client.end().catch(() => {});
      wakeUp?.();
      await running;
    },
  };
}

/** Whether the connection answers a trivial query within `timeoutMs`. */
const answers = (client: pg.Client, timeoutMs: number) => settlesWithin(client.query('SELECT 1'), timeoutMs);

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
