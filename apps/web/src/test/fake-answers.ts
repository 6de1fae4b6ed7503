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

/** A request part (its body, its query) read with `schema`: the value as the route gets it, or the server's 400. */
function read<T>(schema: RequestSchema<T>, value: unknown): { value: T } | { refused: Answer } {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  // The server answers with the first issue's message (apps/server/src/plugins/errors.ts).
  return { refused: failure(400, result.error.issues[0]?.message ?? MESSAGES.invalidBody) };
}

/** A route whose body the server validates with `schema`: the handler gets the body as parsed. */
export function withBody<C extends { body: unknown }, T, R>(
  schema: RequestSchema<T>,
  handler: (call: C, body: T) => R,
): (call: C) => R | Answer {
  return (call) => {
    const body = read(schema, call.body);
    return 'refused' in body ? body.refused : handler(call, body.value);
  };
}

/** A route whose query string the server validates with `schema`: the handler gets it as parsed. */
export function withQuery<C extends { query: Record<string, string> }, T, R>(
  schema: RequestSchema<T>,
  handler: (call: C, query: T) => R,
): (call: C) => R | Answer {
  return (call) => {
    const query = read(schema, call.query);
    return 'refused' in query ? query.refused : handler(call, query.value);
  };
}
