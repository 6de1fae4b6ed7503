import { MESSAGES } from '@vitae/schema';

/**
 * The fake API's answers (fake-api.ts, fake-share-trash.ts): the API's envelope, and requests read with the route's
 * own schema from packages/schema, as the server's validation does, so the fake refuses what the server refuses
 * with the same words.
 */

/** An answer: the API's envelope as JSON, or (`file`) a file's text with its own headers (an export). */
export type Answer = { status: number; body: unknown; file?: { content: string; headers: Record<string, string> } };

export const ok = (data: unknown, status = 200, message = 'OK'): Answer => ({
  status,
  body: { statusCode: status, data, message, success: true },
});

export const failure = (status: number, message: string): Answer => ({
  status,
  body: { statusCode: status, data: null, message, success: false },
});

/** One of the API's zod schemas, as the fake uses it. */
interface RequestSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** A route that reads a part of the request (its body, its query) with `schema`, as the server's validation does. */
function validated<C, T, R>(partOf: (call: C) => unknown, schema: RequestSchema<T>, handler: (call: C, value: T) => R) {
  return (call: C): R | Answer => {
    const result = schema.safeParse(partOf(call));
    if (result.success) return handler(call, result.data);
    // The server answers 400 with the first issue's message (apps/server/src/plugins/errors.ts).
    return failure(400, result.error.issues[0]?.message ?? MESSAGES.invalidBody);
  };
}

/** A route whose body the server validates with `schema`: the handler gets the body as parsed, or the server's 400. */
export const withBody = <C extends { body: unknown }, T, R>(
  schema: RequestSchema<T>,
  handler: (call: C, body: T) => R,
) => validated((call: C) => call.body, schema, handler);

/** A route whose query string the server validates with `schema`: the handler gets it as parsed. */
export const withQuery = <C extends { query: Record<string, string> }, T, R>(
  schema: RequestSchema<T>,
  handler: (call: C, query: T) => R,
) => validated((call: C) => call.query, schema, handler);
