import { cleanText, MESSAGES } from '@vitae/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { InvalidInput } from '../lib/domain-errors.ts';

/**
 * Values kept exactly as sent, whatever they hold. A password is never stored, only hashed (scrypt takes any bytes,
 * NUL included), and cleaning it would change which password an account has: a password set with a decomposed
 * accent, a CR LF or a control character must keep working byte for byte. Names as in packages/schema/src/user.ts.
 */
const UNTOUCHED_KEYS: ReadonlySet<string> = new Set(['password', 'newPassword', 'currentPassword', 'oldPassword']);

/** Deeper than any schema of the API; a body nested past this is refused rather than walked further. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Items of a list, or keys of an object, in any body, query or params: far more than any schema takes (a resume's
 * longest list holds 50). Counted before an item is looked at, so a body of 200,000 bad items is refused at once
 * instead of being validated, and reported, item by item.
 */
export const MAX_INPUT_ITEMS = 1_000;

class TooDeep extends Error {}
class TooMany extends Error {}

/** Cleans every string in `value` in place (objects, arrays) or returns the cleaned string; O(size of the input). */
function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_INPUT_DEPTH) throw new TooDeep();
  if (Array.isArray(value)) {
    if (value.length > MAX_INPUT_ITEMS) throw new TooMany();
    for (let i = 0; i < value.length; i++) value[i] = clean(value[i], depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  // Own keys only: a parsed JSON body or query has no others, and `__proto__` as a key is an own data property here.
  const keys = Object.keys(record);
  if (keys.length > MAX_INPUT_ITEMS) throw new TooMany();
  for (const key of keys) {
    if (UNTOUCHED_KEYS.has(key)) continue;
    const before = record[key];
    const after = clean(before, depth + 1);
    if (after !== before) record[key] = after;
  }
  return value;
}

/**
 * The safety net under the schemas' own cleaning (packages/schema/src/fields.ts): before validation, every string in
 * the JSON body, the query and the route params goes through cleanText, so a NUL (which PostgreSQL refuses) or a lone
 * surrogate (which UTF-8 cannot hold) never reaches the database or a service raw, whichever route and schema took it.
 */
export default fp(
  async function cleanInput(app: FastifyInstance) {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      try {
        request.body = clean(request.body, 0);
        request.query = clean(request.query, 0);
        request.params = clean(request.params, 0);
      } catch (error) {
        if (error instanceof TooDeep) throw new InvalidInput(MESSAGES.invalidBody);
        if (error instanceof TooMany) throw new InvalidInput(MESSAGES.bodyTooManyItems);
        throw error;
      }
    });
  },
  { name: 'clean-input' },
);
