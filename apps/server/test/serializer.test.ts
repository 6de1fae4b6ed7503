import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { serializerCompiler } from '../src/serializer.ts';

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

  it('writes frozen (cached) data once per envelope, and mutable data every time', () => {
    const serialize = compile();
    const frozen = Object.freeze({ name: 'cached' });
    const first = serialize({ statusCode: 200, data: frozen, message: 'OK', success: true });
    expect(serialize({ statusCode: 200, data: frozen, message: 'OK', success: true })).toBe(first);
    expect(JSON.parse(serialize({ statusCode: 201, data: frozen, message: 'Made', success: true }))).toMatchObject({
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
