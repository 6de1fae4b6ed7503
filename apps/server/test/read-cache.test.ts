import type { ChangeListener, DatabaseHandle } from '@vitae/db';
import { describe, expect, it } from 'vitest';
import { forgetChange, readCacheFor, ReadThroughCache } from '../src/lib/read-cache.ts';
import {
  as,
  registerUser,
  usingPostgres,
  useTwoInstances,
  userOnBothInstances,
  type TestApp,
} from './helpers/test-app.ts';

/** A load whose answer the test hands over when it wants, to interleave it with writes. */
function deferredLoad<V>() {
  let answer!: (value: V) => void;
  const promise = new Promise<V>((resolve) => (answer = resolve));
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return promise;
    },
    answer: (value: V) => answer(value),
    calls: () => calls,
  };
}

describe('ReadThroughCache', () => {
  it('loads on a miss, then answers from memory until the key is forgotten', async () => {
    const cache = new ReadThroughCache<string>(10);
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.read('k', load)).toBe('value 1');
    expect(await cache.read('k', load)).toBe('value 1');
    expect(loads).toBe(1);
    cache.forget('k');
    expect(await cache.read('k', load)).toBe('value 2');
    cache.clear();
    expect(await cache.read('k', load)).toBe('value 3');
  });

  it('does not keep what a read saw when a write forgot keys while it was reading', async () => {
    const cache = new ReadThroughCache<string>(10);
    const before = deferredLoad<string>();
    const reading = cache.read('k', before.load);
    cache.forget('other key'); // a write committed while the read was under way
    before.answer('old');
    expect(await reading).toBe('old');
    expect(await cache.read('k', async () => 'new')).toBe('new');
  });

  it('keeps nothing for a missing row, and nothing at all with capacity 0', async () => {
    const cache = new ReadThroughCache<string>(10);
    let loads = 0;
    expect(await cache.read('k', async () => (loads++, undefined))).toBeUndefined();
    expect(await cache.read('k', async () => (loads++, undefined))).toBeUndefined();
    expect(loads).toBe(2);

    const off = new ReadThroughCache<string>(0);
    await off.read('k', async () => 'a');
    expect(await off.read('k', async () => 'b')).toBe('b');
  });

  it('stores nothing while stopped, and forgets everything when stopped and when started again', async () => {
    const cache = new ReadThroughCache<string>(10);
    await cache.read('k', async () => 'kept');
    cache.stop();
    expect(cache.storing).toBe(false);
    expect(await cache.read('k', async () => 'fresh 1')).toBe('fresh 1');
    expect(await cache.read('k', async () => 'fresh 2')).toBe('fresh 2');

    const during = deferredLoad<string>();
    const reading = cache.read('k', during.load); // under way across the start: it may have missed a write
    cache.start();
    during.answer('seen while stopped');
    await reading;
    expect(await cache.read('k', async () => 'after start')).toBe('after start');
    expect(await cache.read('k', async () => 'later')).toBe('after start');
  });

  it('drops the least recently used entry beyond its capacity', async () => {
    const cache = new ReadThroughCache<string>(2);
    await cache.read('a', async () => 'a1');
    await cache.read('b', async () => 'b1');
    await cache.read('a', async () => 'a2'); // a is now the newest
    await cache.read('c', async () => 'c1'); // evicts b
    expect(await cache.read('a', async () => 'a3')).toBe('a1');
    expect(await cache.read('b', async () => 'b2')).toBe('b2');
  });
});

describe('readCacheFor', () => {
  const fakeHandle = (kind: DatabaseHandle['kind'], watchChanges?: DatabaseHandle['watchChanges']) =>
    ({ kind, db: {}, watchChanges }) as unknown as DatabaseHandle;

  it('caches at once for PGlite, which this process alone writes to, and shares it between handles of one database', async () => {
    const pglite = fakeHandle('pglite');
    const cache = readCacheFor(pglite);
    expect(cache.resumes.storing).toBe(true);
    expect(readCacheFor({ ...pglite })).toBe(cache);
    await cache.resumes.read('u r', async () => ({ _id: 'r' }) as never);
    expect(await cache.resumes.read('u r', async () => undefined)).toEqual({ _id: 'r' });
  });

  it('caches for PostgreSQL only while the database’s change announcements are heard', async () => {
    let listener!: ChangeListener;
    const logged: string[] = [];
    const log = { warn: (message: string) => logged.push(`warn: ${message}`), info: () => {} };
    const cache = readCacheFor(
      fakeHandle('postgres', (given) => (listener = given)),
      log,
    );
    const reads = [cache.sessions, cache.resumeLists, cache.resumes];
    expect(reads.map((kept) => kept.storing)).toEqual([false, false, false]);
    listener.live();
    expect(reads.map((kept) => kept.storing)).toEqual([true, true, true]);
    expect(logged).toEqual([]);
    listener.lost();
    listener.lost(); // attempts to listen again that fail
    expect(reads.map((kept) => kept.storing)).toEqual([false, false, false]);
    expect(logged).toEqual([expect.stringMatching(/^warn: Cannot hear changes/)]);
  });

  it('forgets what each announced change makes stale', async () => {
    const cache = readCacheFor(fakeHandle('pglite'));
    const fill = async () => {
      await cache.sessions.read('u1 f1', async () => 'session u1 f1' as never);
      await cache.sessions.read('u2 f2', async () => 'session u2 f2' as never);
      await cache.resumeLists.read('u1', async () => ['list u1'] as never);
      await cache.resumeLists.read('u2', async () => ['list u2'] as never);
      await cache.resumes.read('u1 r1', async () => 'resume u1 r1' as never);
      await cache.resumes.read('u1 r2', async () => 'resume u1 r2' as never);
    };
    const kept = async () => {
      const keys = [
        [cache.sessions, 'u1 f1'],
        [cache.sessions, 'u2 f2'],
        [cache.resumeLists, 'u1'],
        [cache.resumeLists, 'u2'],
        [cache.resumes, 'u1 r1'],
        [cache.resumes, 'u1 r2'],
      ] as const;
      const found: string[] = [];
      for (const [map, key] of keys) {
        if ((await (map as ReadThroughCache<unknown>).read(key, async () => undefined)) !== undefined) found.push(key);
      }
      return found;
    };
    await fill();
    forgetChange(cache, { table: 'resumes', userId: 'u1', id: 'r1' });
    expect(await kept()).toEqual(['u1 f1', 'u2 f2', 'u2', 'u1 r2']);
    await fill();
    forgetChange(cache, { table: 'sessions', userId: 'u1', familyId: 'f1' });
    expect(await kept()).toEqual(['u2 f2', 'u1', 'u2', 'u1 r1', 'u1 r2']);
    await fill();
    forgetChange(cache, { table: 'users', userId: 'u1' });
    expect(await kept()).toEqual(['u1', 'u2', 'u1 r1', 'u1 r2']);
    await fill();
    forgetChange(cache, undefined);
    expect(await kept()).toEqual([]);
  });
});

describe('cached reads on two instances sharing one database', () => {
  const instances = useTwoInstances();

  /**
   * What the writing instance answers next shows its write at once. The other instance shows it at once on PGlite
   * (one process, one cache), and on PostgreSQL once the database's announcement of the change arrives.
   */
  async function expectSeen(read: () => Promise<unknown>, expected: unknown, atOnce: boolean) {
    if (atOnce) expect(await read()).toEqual(expected);
    else await expect.poll(read, { timeout: 2_000, interval: 2 }).toEqual(expected);
  }

  it('show every write on both, at once on the writer, even with reads racing the writes', async () => {
    const {
      calls,
      ids: [id],
    } = await userOnBothInstances(instances, ['Race']);
    const get = (call: (typeof calls)[number]) => call({ method: 'GET', url: `/api/v1/users/get-user-resume/${id}` });
    const list = (call: (typeof calls)[number]) => call({ method: 'GET', url: '/api/v1/users/user-resumes/' });

    for (let round = 1; round <= 20; round++) {
      const writer = calls[round % 2]!;
      const reads = [get(calls[0]!), get(calls[1]!), list(calls[0]!), list(calls[1]!)];
      const write = writer({
        method: 'PATCH',
        url: `/api/v1/users/update-resume-details/${id}`,
        payload: { summary: `round ${round}` },
      });
      await Promise.all([...reads, write]);
      for (const call of calls) {
        const atOnce = call === writer || !usingPostgres;
        await expectSeen(async () => (await get(call)).json().data.summary, `round ${round}`, atOnce);
        const listed = async () =>
          (await list(call)).json().data.find((resume: { _id: string }) => resume._id === id).summary;
        await expectSeen(listed, `round ${round}`, atOnce);
      }
    }

    expect((await calls[1]!({ method: 'DELETE', url: `/api/v1/users/delete-resume/${id}` })).statusCode).toBe(200);
    await expectSeen(async () => (await get(calls[0]!)).statusCode, 404, !usingPostgres);
    await expectSeen(async () => (await list(calls[0]!)).json().data, [], !usingPostgres);
  });

  it('refuse a session on both when it ends on one, at once on that one', async () => {
    const session = await registerUser(instances.first.app);
    const current = (app: TestApp['app']) =>
      as(app, session.accessToken)({ method: 'GET', url: '/api/v1/users/current-user' });
    expect((await current(instances.first.app)).statusCode).toBe(200);
    expect((await current(instances.second.app)).statusCode).toBe(200);
    const logout = await instances.second.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await current(instances.second.app)).statusCode).toBe(401);
    await expectSeen(async () => (await current(instances.first.app)).statusCode, 401, !usingPostgres);
  });
});
