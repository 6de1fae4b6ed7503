import { MESSAGES } from '@vitae/schema';
import { AppError } from '../../errors.ts';

export const aiTimeout = () => new AppError(504, MESSAGES.aiTimeout);
export const aiUnreadable = () => new AppError(502, MESSAGES.aiUnreadable);

/** Statuses that mean "busy or down, try later" rather than "broken". */
const UNAVAILABLE = new Set([408, 429, 503, 529]);

/** A provider's fault as the API answers it: 503 when it is busy or unreachable, 502 when it answered badly. */
export function aiProviderError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status !== 'number') return new AppError(503, MESSAGES.aiUnavailable);
  return UNAVAILABLE.has(status)
    ? new AppError(503, MESSAGES.aiUnavailable)
    : new AppError(502, MESSAGES.aiProviderFailed);
}
