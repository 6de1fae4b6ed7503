import type { DatabaseHandle } from '@vitae/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCacheFor, ReadThroughCache } from '../src/services/read-cache.ts';
import { as, createTwoInstances, registerUser, type TestApp } from './helpers/test-app.ts';

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
  const fakeHandle = (kind: DatabaseHandle['kind']) => ({ kind, db: {} }) as unknown as DatabaseHandle;

  it('caches only for PGlite, which this process alone writes to, and shares it between handles of one database', () => {
    const pglite = fakeHandle('pglite');
    expect(readCacheFor(pglite).resumes.capacity).toBeGreaterThan(0);
    expect(readCacheFor({ ...pglite })).toBe(readCacheFor(pglite));
    const postgres = readCacheFor(fakeHandle('postgres'));
    expect([postgres.sessions, postgres.resumeLists, postgres.resumes].map((cache) => cache.capacity)).toEqual([
      0, 0, 0,
    ]);
  });
});

describe('cached reads on two instances sharing one database', () => {
  let instances: Awaited<ReturnType<typeof createTwoInstances>>;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    instances = await createTwoInstances();
    ({ first, second } = instances);
  });
  afterAll(() => instances.close());

  it('show every write at once on both, even with reads racing the writes', async () => {
    const session = await registerUser(first.app);
    const calls = [as(first.app, session.accessToken), as(second.app, session.accessToken)];
    const created = await calls[0]!({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: 'Race' },
    });
    const id = created.json().data._id as string;
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
        expect((await get(call)).json().data.summary).toBe(`round ${round}`);
        expect((await list(call)).json().data.find((resume: { _id: string }) => resume._id === id).summary).toBe(
          `round ${round}`,
        );
      }
    }

    expect((await calls[1]!({ method: 'DELETE', url: `/api/v1/users/delete-resume/${id}` })).statusCode).toBe(200);
    expect((await get(calls[0]!)).statusCode).toBe(404);
    expect((await list(calls[0]!)).json().data).toEqual([]);
  });

  it('refuse a session at once on both when it ends on one', async () => {
    const session = await registerUser(first.app);
    const current = (app: TestApp['app']) =>
      as(app, session.accessToken)({ method: 'GET', url: '/api/v1/users/current-user' });
    expect((await current(first.app)).statusCode).toBe(200);
    expect((await current(second.app)).statusCode).toBe(200);
    const logout = await second.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await current(first.app)).statusCode).toBe(401);
    expect((await current(second.app)).statusCode).toBe(401);
  });
});
