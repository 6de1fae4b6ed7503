import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { serializerCompiler } from '../src/serializer.ts';
import { isCached, ReadThroughCache } from '../src/lib/read-cache.ts';

const schema = z.object({
  statusCode: z.number(),
  data: z.object({ name: z.string() }),
  message: z.string(),
  success: z.boolean(),
});
const compile = () =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (payload: unknown) => string;

describe('serializerCompiler', () => {
  it('writes only declared properties', () => {
    const serialize = compile();
    const json = serialize({ statusCode: 200, data: { name: 'a', secret: 's' }, message: 'OK', success: true });
    expect(JSON.parse(json)).toEqual({ statusCode: 200, data: { name: 'a' }, message: 'OK', success: true });
  });

  it('writes data from the read cache once per envelope, and other data every time', async () => {
    const serialize = compile();
    // Each read of `name` answers a new value, so the JSON shows whether the serializer read the data again.
    let reads = 0;
    const source = {
      get name() {
        reads += 1;
        return `read ${reads}`;
      },
    };
    const cached = (await new ReadThroughCache<{ name: string }>(1).read('k', async () => source))!;
    expect(isCached(cached)).toBe(true);
    expect(isCached({ name: 'cached' })).toBe(false);
    const first = serialize({ statusCode: 200, data: cached, message: 'OK', success: true });
    const readsForFirst = reads;
    expect(JSON.parse(first)).toEqual({
      statusCode: 200,
      data: { name: `read ${readsForFirst}` },
      message: 'OK',
      success: true,
    });
    // The same envelope again: the JSON kept from the first write, the data not read again.
    expect(serialize({ statusCode: 200, data: cached, message: 'OK', success: true })).toBe(first);
    expect(reads).toBe(readsForFirst);
    // Another envelope around the same data: written anew.
    expect(JSON.parse(serialize({ statusCode: 201, data: cached, message: 'Made', success: true }))).toEqual({
      statusCode: 201,
      data: { name: `read ${readsForFirst + 1}` },
      message: 'Made',
      success: true,
    });

    const mutable = { name: 'before' };
    serialize({ statusCode: 200, data: mutable, message: 'OK', success: true });
    mutable.name = 'after';
    expect(JSON.parse(serialize({ statusCode: 200, data: mutable, message: 'OK', success: true })).data.name).toBe(
      'after',
    );
  });
});
