import { APPLICATION_MESSAGES, LIMITS } from '@vitae/schema';
import { InvalidInput, LimitReached, NotFound, TooLarge, UnsupportedFormat } from '../../lib/domain-errors.ts';

/** The domain errors of applications, each in the words of APPLICATION_MESSAGES (docs/applications.md). */

/** Missing, or another user's: the two answer alike. */
export const applicationNotFound = () => new NotFound(APPLICATION_MESSAGES.notFound);
/** A resume or cover letter to link that is not the user's (or is in Trash). */
export const linkedResumeNotFound = () => new NotFound(APPLICATION_MESSAGES.resumeNotFound);
export const linkedCoverLetterNotFound = () => new NotFound(APPLICATION_MESSAGES.coverLetterNotFound);
export const tooManyApplications = (max: number) => new LimitReached(APPLICATION_MESSAGES.tooMany(max));

export const csvNotCsv = () => new UnsupportedFormat(APPLICATION_MESSAGES.csvNotCsv);
export const csvTooLarge = () =>
  new TooLarge(APPLICATION_MESSAGES.csvTooLarge(LIMITS.applicationsCsvBytes / 1_048_576));
export const csvTooManyRows = () => new TooLarge(APPLICATION_MESSAGES.csvTooManyRows(LIMITS.applicationsCsvRows));
export const csvNoHeader = () => new InvalidInput(APPLICATION_MESSAGES.csvNoHeader);
/** `line` counts the header as line 1. */
export const csvBadRow = (line: number, message: string) =>
  new InvalidInput(APPLICATION_MESSAGES.csvBadRow(line, message));
