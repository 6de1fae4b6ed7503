import { ACCOUNT_MESSAGES } from '../account-security.ts';
import { APPLICATION_MESSAGES } from '../applications.ts';
import { ATS_FILE_MESSAGES, ATS_MESSAGES } from '../ats-check.ts';
import { COVER_LETTER_MESSAGES } from '../cover-letters.ts';
import { JOB_MATCH_MESSAGES, TAILOR_MESSAGES } from '../job-match.ts';
import {
  CUSTOM_SECTION_MESSAGES,
  DESIGN_MESSAGES,
  IMPORT_AI_WARNINGS,
  IMPORT_MESSAGES,
  invalidSectionMessage,
  listMessages,
  notFittedMessage,
  pdfTooManyPagesMessage,
  pdfTooMuchTextMessage,
  resumeLimitMessage,
  SHARE_MESSAGES,
  summaryMessages,
  TRASH_MESSAGES,
  VALIDATION_MESSAGES,
  VERSION_MESSAGES,
} from '../messages.ts';
import { prefixed } from './icu.ts';

/**
 * The server's messages beyond MESSAGES, in English, as a catalogue part (docs/i18n.md): each message group of
 * `packages/schema` keyed by its name (`shareMessages.linkCopied`), its texts as written in the group, and the
 * messages built from values as their ICU messages (`shareMessages.tooManyAttempts`). Nothing is retyped here.
 */
export default {
  ...prefixed('messages', {
    notFitted: notFittedMessage,
    invalidSection: invalidSectionMessage,
    pdfTooManyPages: pdfTooManyPagesMessage,
    pdfTooMuchText: pdfTooMuchTextMessage,
    resumeLimit: resumeLimitMessage,
  }),
  ...prefixed('designMessages', DESIGN_MESSAGES),
  ...prefixed('customSectionMessages', CUSTOM_SECTION_MESSAGES),
  ...prefixed('listMessages', listMessages),
  ...prefixed('summaryMessages', summaryMessages),
  ...prefixed('importMessages', IMPORT_MESSAGES),
  ...prefixed('importAiWarnings', IMPORT_AI_WARNINGS),
  ...prefixed('versionMessages', VERSION_MESSAGES),
  ...prefixed('trashMessages', TRASH_MESSAGES),
  ...prefixed('shareMessages', SHARE_MESSAGES),
  ...prefixed('validationMessages', VALIDATION_MESSAGES),
  ...prefixed('accountMessages', ACCOUNT_MESSAGES),
  ...prefixed('applicationMessages', APPLICATION_MESSAGES),
  ...prefixed('atsMessages', ATS_MESSAGES),
  ...prefixed('atsFileMessages', ATS_FILE_MESSAGES),
  ...prefixed('coverLetterMessages', COVER_LETTER_MESSAGES),
  ...prefixed('jobMatchMessages', JOB_MATCH_MESSAGES),
  ...prefixed('tailorMessages', TAILOR_MESSAGES),
};
