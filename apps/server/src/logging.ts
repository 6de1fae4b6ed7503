import type { FastifyServerOptions } from 'fastify';

/**
 * What never reaches a log line: passwords and their hashes, tokens, cookies, signed links' signatures, and the
 * parameters of a failed database query (Drizzle puts them in the error's message: a user's row, hash included).
 */
const REDACTED = '[redacted]';

/** Keys whose values are secrets wherever they appear in a logged object (one level deep, and at the top). */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'oldPassword',
  'passwordHash',
  'accessToken',
  'refreshToken',
  'idToken',
  'token',
  'tokenHash',
  'secret',
];

/** An error's own properties that hold a query's text or values (pg, PGlite, Drizzle). */
const QUERY_KEYS = new Set(['params', 'parameters', 'query', 'internalQuery', 'where']);

const PATTERNS: [RegExp, string][] = [
  // Drizzle: "Failed query: <sql>\nparams: <values>" — the values run to the end of the message (in a stack, to the
  // first frame).
  [/(\bparams: )[\s\S]*?(?=\n {4}at |$)/, `$1${REDACTED}`],
  [/scrypt\$[^\s"',]+/g, REDACTED],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, REDACTED],
  [/(\bBearer )\S+/gi, `$1${REDACTED}`],
  [/([?&]signature=)[^&\s"]*/g, `$1${REDACTED}`],
];

/** A text with every secret this file knows the shape of replaced. */
export function scrubText(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of PATTERNS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

/** A request URL as the access log writes it: a signed link's signature is a bearer credential until it expires. */
export const scrubUrl = (url: string) =>
  url.includes('signature=') ? url.replace(/([?&]signature=)[^&]*/g, `$1${REDACTED}`) : url;

const scrubValue = (value: unknown): unknown => (typeof value === 'string' ? scrubText(value) : value);

/**
 * An error as a log line holds it: type, message, stack, code and its own plain properties, each scrubbed, and its
 * cause the same way. Query text and values are left out; nested objects too (they may be rows).
 */
export function serializeError(error: Error, seen = new Set<unknown>()): SerializedError {
  seen.add(error);
  const message = scrubText(error.message);
  const stack = error.stack ?? '';
  const serialized: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message,
    stack: scrubText(error.message ? stack.replace(error.message, message) : stack),
  };
  for (const [key, value] of Object.entries(error)) {
    if (QUERY_KEYS.has(key) || key === 'cause' || SECRET_KEYS.includes(key)) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) serialized[key] = scrubValue(value);
  }
  if (error.cause !== undefined) serialized.cause = serializeInner(error.cause, seen);
  if (error instanceof AggregateError) serialized.errors = error.errors.map((inner) => serializeInner(inner, seen));
  return serialized;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeInner(value: unknown, seen: Set<unknown>): unknown {
  if (value instanceof Error) return seen.has(value) ? '[circular]' : serializeError(value, seen);
  return typeof value === 'object' && value !== null ? REDACTED : scrubValue(value);
}

/** The options every logger of the app gets, whatever else a caller (a test capturing lines) adds. */
export function loggerOptions(
  logger: FastifyServerOptions['logger'],
  level: string,
): FastifyServerOptions['logger'] | false {
  if (logger === false) return false;
  const given = typeof logger === 'object' && logger !== null ? logger : {};
  return {
    level,
    ...given,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SECRET_KEYS,
        ...SECRET_KEYS.map((key) => `*.${key}`),
      ],
      censor: REDACTED,
    },
    serializers: { ...(given as { serializers?: object }).serializers, err: (error: Error) => serializeError(error) },
  };
}
