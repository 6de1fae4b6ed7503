import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { serializerCompiler } from '../src/serializer.ts';
import { isCached, ReadThroughCache } from '../src/services/read-cache.ts';

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
    const cached = (await new ReadThroughCache<{ name: string }>(1).read('k', async () => ({ name: 'cached' })))!;
    expect(isCached(cached)).toBe(true);
    expect(isCached({ name: 'cached' })).toBe(false);
    const first = serialize({ statusCode: 200, data: cached, message: 'OK', success: true });
    expect(serialize({ statusCode: 200, data: cached, message: 'OK', success: true })).toBe(first);
    expect(JSON.parse(serialize({ statusCode: 201, data: cached, message: 'Made', success: true }))).toMatchObject({
      statusCode: 201,
      message: 'Made',
      data: { name: 'cached' },
    });

    const mutable = { name: 'before' };
    serialize({ statusCode: 200, data: mutable, message: 'OK', success: true });
    mutable.name = 'after';
    expect(JSON.parse(serialize({ statusCode: 200, data: mutable, message: 'OK', success: true })).data.name).toBe(
      'after',
    );
  });
});
