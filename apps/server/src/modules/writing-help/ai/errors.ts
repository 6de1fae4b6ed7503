import { MESSAGES } from '@vitae/schema';
import { DomainError, Unavailable, UpstreamFailed, UpstreamTimedOut } from '../../../lib/domain-errors.ts';

export const aiTimeout = () => new UpstreamTimedOut(MESSAGES.aiTimeout);
export const aiUnreadable = () => new UpstreamFailed(MESSAGES.aiUnreadable);

/** Statuses that mean "busy or down, try later" rather than "broken". */
const UNAVAILABLE = new Set([408, 429, 503, 529]);

/** A provider's fault: Unavailable when it is busy or unreachable, UpstreamFailed when it answered badly. */
export function aiProviderError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status !== 'number') return new Unavailable(MESSAGES.aiUnavailable);
  return UNAVAILABLE.has(status)
    ? new Unavailable(MESSAGES.aiUnavailable)
    : new UpstreamFailed(MESSAGES.aiProviderFailed);
}
