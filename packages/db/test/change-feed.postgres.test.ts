import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchChanges, type Change } from '../src/changes.ts';
import { createDatabase, type DatabaseHandle } from '../src/client.ts';

/**
 * Passes PostgreSQL's messages to the client but its notifications ('A' messages), as a pooler in transaction mode
 * would: queries are answered, announcements never arrive.
 */
function withoutNotifications(deliver: (chunk: Buffer) => void) {
  let pending = Buffer.alloc(0);
  return (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    const passed: Buffer[] = [];
    while (pending.length >= 5 && pending.length >= 1 + pending.readUInt32BE(1)) {
      const size = 1 + pending.readUInt32BE(1);
      if (pending[0] !== 'A'.charCodeAt(0)) passed.push(pending.subarray(0, size));
      pending = pending.subarray(size);
    }
    if (passed.length) deliver(Buffer.concat(passed));
  };
}

/**
 * A TCP relay to PostgreSQL that can go silent, like a network that drops packets without closing anything, or that
 * holds back notifications.
 */
async function startRelay(target: URL, { dropNotifications = false } = {}) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      const forward = (chunk: Buffer) => to.write(chunk);
      from.on('data', dropNotifications && from === upstream ? withoutNotifications(forward) : forward);
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.toString(),
    /** Drops everything on the connections open now; new connections work. */
    silence: () => {
      for (const socket of sockets) socket.removeAllListeners('data');
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('watchChanges on PostgreSQL', () => {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `vitae_feed_${randomBytes(6).toString('hex')}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  let handle: DatabaseHandle;
  let sql: pg.Client;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    handle = await createDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await handle.migrate();
    sql = new pg.Client({ connectionString: url.toString() });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await handle?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  /** A feed whose events the test reads in order. */
  function record(connectionString: string, options = { heartbeatMs: 200, reconnectMs: 50 }) {
    const events: (Change | string | undefined)[] = [];
    const feed = watchChanges(
      connectionString,
      { live: () => events.push('live'), lost: () => events.push('lost'), change: (change) => events.push(change) },
      options,
    );
    return { events, feed };
  }

  it('announces committed changes to resumes, users and ended sessions, and nothing rolled back', async () => {
    const { events, feed } = record(url.toString());
    try {
      await expect.poll(() => events).toEqual(['live']);
      const userId = (await sql.query(`INSERT INTO users (email) VALUES ('feed@example.com') RETURNING id`)).rows[0].id;
      const resumeId = (
        await sql.query(`INSERT INTO resumes (user_id, resume_title) VALUES ($1, 'Feed') RETURNING id`, [userId])
      ).rows[0].id;
      await sql.query(`UPDATE resumes SET summary = 'changed' WHERE id = $1`, [resumeId]);
      await sql.query('BEGIN');
      await sql.query(`UPDATE resumes SET summary = 'rolled back' WHERE id = $1`, [resumeId]);
      await sql.query('ROLLBACK');
      const familyId = randomBytes(16)
        .toString('hex')
        .replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, '$1-$2-$3-$4-$5');
      await sql.query(
        `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1, $2, 'h1', now() + interval '1 day')`,
        [userId, familyId],
      );
      await sql.query(`UPDATE refresh_tokens SET used_at = now() WHERE family_id = $1`, [familyId]); // a rotation
      await sql.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1`, [familyId]);
      await sql.query(`UPDATE users SET full_name = 'Renamed' WHERE id = $1`, [userId]);
      await sql.query(`DELETE FROM users WHERE id = $1`, [userId]);

      const resume = { table: 'resumes', userId, id: resumeId };
      const session = { table: 'sessions', userId, familyId };
      const user = { table: 'users', userId };
      const deletion = [user, resume, session]; // one transaction: the cascades' order is PostgreSQL's to choose
      await expect.poll(() => events.length).toBe(5 + deletion.length);
      expect(events.slice(0, 5)).toEqual(['live', resume /* insert */, resume /* update */, session, user]);
      expect(events.slice(5)).toEqual(expect.arrayContaining(deletion));
    } finally {
      await feed.close();
    }
    expect(events.at(-1)).toBe('lost');
  });

  it('reports a killed connection as lost, then listens again', async () => {
    const { events, feed } = record(url.toString());
    try {
      await expect.poll(() => events).toEqual(['live']);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'vitae-changes'`,
        [name],
      );
      await expect.poll(() => events).toEqual(['live', 'lost', 'live']);
      await sql.query(`UPDATE users SET full_name = 'x' WHERE false`); // nothing changed, nothing announced
      const userId = (await sql.query(`INSERT INTO users (email) VALUES ('again@example.com') RETURNING id`)).rows[0]
        .id;
      await sql.query(`DELETE FROM users WHERE id = $1`, [userId]);
      await expect.poll(() => events).toEqual(['live', 'lost', 'live', { table: 'users', userId }]);
    } finally {
      await feed.close();
    }
  });

  it('notices a connection gone silent by its unanswered heartbeat, and listens again', async () => {
    const relay = await startRelay(url);
    const { events, feed } = record(relay.url);
    try {
      await expect.poll(() => events).toEqual(['live']);
      relay.silence();
      await expect.poll(() => events, { timeout: 2_000, interval: 10 }).toEqual(['live', 'lost']);
      await expect.poll(() => events, { timeout: 2_000 }).toEqual(['live', 'lost', 'live']);
    } finally {
      await feed.close();
      await relay.close();
    }
  });

  it('never goes live on a connection that answers queries but passes on no announcements', async () => {
    const relay = await startRelay(url, { dropNotifications: true });
    const { events, feed } = record(relay.url);
    try {
      // Each attempt fails at its first ping: it never goes live, so nothing is ever cached on its word.
      await expect.poll(() => events.length, { timeout: 3_000 }).toBeGreaterThanOrEqual(2);
      expect(new Set(events)).toEqual(new Set(['lost']));
    } finally {
      await feed.close();
      await relay.close();
    }
  });

  it('closes at once when closed while still connecting (a short command, such as npm run admin, ends that early)', async () => {
    for (const delayMs of [0, 1, 5]) {
      const { events, feed } = record(url.toString(), { heartbeatMs: 10_000, reconnectMs: 50 });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      // Before the fix, ending the client inside connect() left connect() unsettled forever, and close() with it:
      // this await never returned (and a process with nothing else to do exited with 13, unsettled top-level await).
      await feed.close();
      expect(events.filter((event) => event === 'live')).toHaveLength(events.includes('live') ? 1 : 0);
    }
  }, 20_000);
});
