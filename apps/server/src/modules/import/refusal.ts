import { DomainError, InvalidInput, NothingToRead, UnsupportedFormat } from '../../lib/domain-errors.ts';

/** The kinds of refusal a reader process sends back: the file's own faults (detect.ts, zip.ts, pdf-lines.ts, …). */
const REFUSALS = {
  'invalid-input': InvalidInput,
  'unsupported-format': UnsupportedFormat,
  'nothing-to-read': NothingToRead,
} as const;

/** Why a reader refused a file, as it crosses the process boundary (an error's class does not). */
export interface Refusal {
  kind: keyof typeof REFUSALS;
  message: string;
}

const isRefusalKind = (kind: string): kind is Refusal['kind'] => Object.hasOwn(REFUSALS, kind);

/** The refusal a reader sends for `error`, or undefined when `error` is not a refusal of the file (a bug of ours). */
export function toRefusal(error: unknown): Refusal | undefined {
  if (!(error instanceof DomainError) || !isRefusalKind(error.kind)) return undefined;
  return { kind: error.kind, message: error.message };
}

/** The domain error a refusal stands for, on the server's side. */
export const fromRefusal = ({ kind, message }: Refusal): DomainError => new REFUSALS[kind](message);
