import { userMessage } from '../../lib/api-client.ts';

/**
 * What a refused account call toasts: the server's own message (429 included) or the API client's sentence for a
 * failure without one, else the generic one: never an error code or a programming error's text.
 */
export function errorMessage(error: unknown): string {
  return userMessage(error);
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The part of a zod schema (from packages/schema) a form needs: the web app imports no zod of its own. */
interface Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Checks what a form would send with the request's own schema from packages/schema: the parsed (cleaned) body, or
 * the schema's first message per field (e.g. MESSAGES.invalidEmail under `email`).
 */
export function validate<T>(schema: Schema<T>, value: unknown): { data: T } | { errors: Record<string, string> } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { errors };
}
