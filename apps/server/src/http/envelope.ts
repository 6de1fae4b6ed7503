import { MESSAGES, type ApiError, type ApiSuccess, type FieldError } from '@vitae/schema';

/** The success envelope of every answer (docs/api.md, The envelope). */
export function ok<T>(data: T, message: string = MESSAGES.ok, statusCode = 200): ApiSuccess<T> {
  return { statusCode, data, message, success: true };
}

export function failure(statusCode: number, message: string, errors?: FieldError[], data: unknown = null): ApiError {
  return errors?.length
    ? { statusCode, data: data as null, message, success: false, errors }
    : { statusCode, data: data as null, message, success: false };
}

/**
 * `ok(data)`'s JSON, written as `data`'s JSON pieces arrive (a large document streamed): the same bytes the serializer
 * would write for the whole value.
 */
export async function* okJsonPieces(data: AsyncIterable<string>, message: string = MESSAGES.ok, statusCode = 200) {
  yield `{"statusCode":${statusCode},"data":`;
  yield* data;
  yield `,"message":${JSON.stringify(message)},"success":true}`;
}
