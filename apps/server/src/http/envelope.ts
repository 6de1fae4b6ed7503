import { MESSAGES, type ApiError, type ApiSuccess, type FieldError } from '@vitae/schema';

/** The success envelope of every answer (README, Architecture: API contract). */
export function ok<T>(data: T, message: string = MESSAGES.ok, statusCode = 200): ApiSuccess<T> {
  return { statusCode, data, message, success: true };
}

export function failure(statusCode: number, message: string, errors?: FieldError[], data: unknown = null): ApiError {
  return errors?.length
    ? { statusCode, data: data as null, message, success: false, errors }
    : { statusCode, data: data as null, message, success: false };
}
