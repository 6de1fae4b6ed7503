/**
 * What went wrong, named by what happened, with a message safe to show the user. Services throw these and know
 * nothing of HTTP; the errors plugin (plugins/errors.ts) is the one place that says which status each kind answers.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: ErrorKind;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export type ErrorKind =
  | 'invalid-input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-format'
  | 'limit-reached'
  | 'nothing-to-read'
  | 'too-many-attempts'
  | 'internal-failure'
  | 'upstream-failed'
  | 'unavailable'
  | 'upstream-timed-out';

/** What was sent cannot be used as it is (a wrong value, a damaged file, a wrong old password). */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid-input';
}

/** Who is asking is not known: no session, an expired one, wrong credentials, a share link's password not given. */
export class Unauthenticated extends DomainError {
  readonly kind = 'unauthenticated';
}

/** Who is asking is known, or the link is, and may not do this. */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
}

/** Nothing there, or nothing of the asker's: someone else's resume is missing to them. */
export class NotFound extends DomainError {
  readonly kind = 'not-found';
}

/** The change collides with what is stored: a taken email, a stale version (with the current state), the last admin. */
export class Conflict extends DomainError {
  readonly kind = 'conflict';

  constructor(
    message: string,
    /** The state as it is now, for the caller to show or merge (a stale resume save answers the current resume). */
    readonly current?: unknown,
  ) {
    super(message);
  }
}

/** What was sent is bigger than is taken at all. */
export class TooLarge extends DomainError {
  readonly kind = 'too-large';
}

/** What was sent is of a kind that is not taken (a file format, a body that is not a form). */
export class UnsupportedFormat extends DomainError {
  readonly kind = 'unsupported-format';
}

/** A limit of the account or the document is reached: resumes, dictionary words, pages or text of a PDF. */
export class LimitReached extends DomainError {
  readonly kind = 'limit-reached';
}

/** A file was read and holds nothing to take (a PDF without text). */
export class NothingToRead extends DomainError {
  readonly kind = 'nothing-to-read';
}

/** Too many tries in a while; `retryAfterSeconds` says when the next one is counted again. */
export class TooManyAttempts extends DomainError {
  readonly kind = 'too-many-attempts';

  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A failure of ours that the user is told of in words of its own (a PDF that could not be rendered). */
export class InternalFailure extends DomainError {
  readonly kind = 'internal-failure';
}

/** A service we depend on (the AI provider) answered badly. */
export class UpstreamFailed extends DomainError {
  readonly kind = 'upstream-failed';
}

/** Busy, full, shutting down, down or not configured: try later. */
export class Unavailable extends DomainError {
  readonly kind = 'unavailable';
}

/** A service we depend on (the AI provider) took too long. */
export class UpstreamTimedOut extends DomainError {
  readonly kind = 'upstream-timed-out';
}
