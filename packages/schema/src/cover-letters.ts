import { z } from 'zod';
import { cleanString, id, timestamp } from './fields.ts';
import { icu } from './i18n/icu.ts';
import { TAILOR_FACT_WORDS, type TailorFactKind } from './job-match.ts';
import { LIMITS } from './limits.ts';
import { VALIDATION_MESSAGES, VERSION_MESSAGES } from './messages.ts';
import { resumeVersionKindSchema } from './resume/resume-versions.ts';

/**
 * Cover letters: documents of their own, linked to a resume (its contact details and design) and optionally to an
 * application (docs/applications.md). CRUD under /api/v1/users/cover-letters; the body is sanitised rich text
 * (RICH_TEXT_ALLOWLIST), as a resume's summary is.
 */

export const COVER_LETTER_MESSAGES = {
  titleRequired: 'Please enter a title.',
  notFound: 'Cover letter not found.',
  invalidId: 'Invalid cover letter ID.',
  resumeNotFound: 'Resume not found.',
  applicationNotFound: 'Application not found.',
  bodyTooLong: `A cover letter may be at most ${LIMITS.coverLetterBody} characters.`,
  tooMany: icu(
    'You can keep at most {max, plural, other {{max} cover letters}}. Delete some to add more.',
    (max: number) => ({
      max,
    }),
  ),
  nothingToUpdate: 'Nothing to update.',
  versionConflict: 'This cover letter was changed elsewhere. Your text is kept; review the newer version.',
  created: 'Cover letter created.',
  saved: 'Cover letter saved.',
  deleted: 'Cover letter moved to Trash.',
  restored: 'Cover letter restored.',
  deletedForever: 'Cover letter deleted for good.',
  drafted: 'Draft ready. Review it before inserting.',
  aiUnavailable: 'AI drafting needs an AI provider; use the offline draft.',
  invalidFormat: 'Format must be pdf or docx.',
  // The web app's words (docs/product.md, Cover letters).
  chooseResume: 'Please choose a resume.',
  draftRestorePrompt: 'This cover letter has changes on this device that were never saved.',
  draftInserted: 'Draft inserted.',
  draftInsertUndone: 'Your previous text is back.',
  noResumeLinked: 'Link a resume to see the preview: the letter takes its contact details and design.',
  /** Why a sentence of an AI draft was dropped: "states the employer Globex, which neither … has". */
  droppedReason: (facts: readonly { kind: TailorFactKind; text: string }[]) => {
    const named = facts.map((fact) => `the ${TAILOR_FACT_WORDS[fact.kind]} ${fact.text}`);
    const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
    return `states ${list}, which neither your resume nor the posting has`;
  },
} as const;

export const coverLetterTitleSchema = cleanString({ error: COVER_LETTER_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: COVER_LETTER_MESSAGES.titleRequired })
  .max(LIMITS.resumeTitle, { error: VALIDATION_MESSAGES.tooLong(LIMITS.resumeTitle) });

const shortText = () =>
  cleanString()
    .trim()
    .max(LIMITS.shortText, { error: VALIDATION_MESSAGES.tooLong(LIMITS.shortText) });

/** Who the letter is addressed to; empty fields are left out of the letter. */
export const coverLetterRecipientSchema = z.object({
  name: shortText().default(''),
  company: shortText().default(''),
  address: cleanString()
    .trim()
    .max(1000, { error: VALIDATION_MESSAGES.tooLong(1000) })
    .default(''),
});
export type CoverLetterRecipient = z.infer<typeof coverLetterRecipientSchema>;

/** Rich text (RICH_TEXT_ALLOWLIST), sanitised by the server on write. */
export const coverLetterBodySchema = cleanString().max(LIMITS.coverLetterBody, {
  error: COVER_LETTER_MESSAGES.bodyTooLong,
});

export const createCoverLetterBodySchema = z.object({
  title: coverLetterTitleSchema,
  resumeId: id(COVER_LETTER_MESSAGES.resumeNotFound),
  applicationId: id(COVER_LETTER_MESSAGES.applicationNotFound).nullable().optional(),
  body: coverLetterBodySchema.default(''),
  recipient: coverLetterRecipientSchema.optional(),
});
export type CreateCoverLetterBody = z.input<typeof createCoverLetterBodySchema>;

/** PATCH: any subset, at least one; with `version`, refused (409 with the current letter) once it has moved. */
export const updateCoverLetterBodySchema = z
  .object({
    title: coverLetterTitleSchema.optional(),
    resumeId: id(COVER_LETTER_MESSAGES.resumeNotFound).optional(),
    applicationId: id(COVER_LETTER_MESSAGES.applicationNotFound).nullable().optional(),
    body: coverLetterBodySchema.optional(),
    recipient: coverLetterRecipientSchema.optional(),
    version: z.number().int().min(1).optional(),
  })
  .refine(({ version: _version, ...fields }) => Object.values(fields).some((value) => value !== undefined), {
    error: COVER_LETTER_MESSAGES.nothingToUpdate,
  });
export type UpdateCoverLetterBody = z.infer<typeof updateCoverLetterBodySchema>;

export const coverLetterSchema = z.object({
  _id: id(),
  title: z.string(),
  resumeId: id().nullable(),
  applicationId: id().nullable(),
  body: z.string(),
  recipient: coverLetterRecipientSchema,
  version: z.number().int(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

export const coverLetterIdParamsSchema = z.object({ id: id(COVER_LETTER_MESSAGES.invalidId) });

/** A cover letter in Trash, shaped as a trashed resume: deleted, kept 30 days (until `purgeAt`), then gone. */
export const trashedCoverLetterSchema = z.object({
  _id: id(),
  title: z.string(),
  deletedAt: timestamp(),
  purgeAt: timestamp(),
});
export type TrashedCoverLetter = z.infer<typeof trashedCoverLetterSchema>;

/** GET/POST /cover-letters/:id/versions/:versionId…: the letter and one of its versions. */
export const coverLetterVersionParamsSchema = z.object({
  id: id(COVER_LETTER_MESSAGES.invalidId),
  versionId: id(VERSION_MESSAGES.invalidVersionId),
});

/**
 * What a History version of a letter holds, and how the account export writes it: the title, the resume and
 * application it was linked to, the body and the recipient as they were.
 */
export const coverLetterVersionContentSchema = z.object({
  title: z.string(),
  resumeId: id().nullable(),
  applicationId: id().nullable(),
  body: z.string(),
  recipient: coverLetterRecipientSchema,
});
export type CoverLetterVersionContent = z.infer<typeof coverLetterVersionContentSchema>;

/** A cover letter as the account export holds it: whole, with `deletedAt` (in Trash) and every History version. */
export const exportedCoverLetterSchema = coverLetterSchema.extend({
  deletedAt: timestamp().nullable(),
  versions: z.array(
    z.object({
      _id: id(),
      name: z.string(),
      kind: resumeVersionKindSchema,
      createdAt: timestamp(),
      content: coverLetterVersionContentSchema,
    }),
  ),
});
export type ExportedCoverLetter = z.infer<typeof exportedCoverLetterSchema>;

/** POST /cover-letters/:id/draft: a proposed body; nothing is stored until the user inserts it and it autosaves. */
export const coverLetterDraftBodySchema = z.object({ mode: z.enum(['offline', 'ai']) });
export const coverLetterDraftSchema = z.object({
  body: z.string(),
  source: z.enum(['offline', 'ai']),
  /** Sentences of an AI draft removed because they stated a fact found in neither the resume nor the posting. */
  dropped: z.array(z.object({ reason: z.string(), text: z.string() })),
});
export type CoverLetterDraft = z.infer<typeof coverLetterDraftSchema>;

export const coverLetterExportQuerySchema = z.object({
  format: z.enum(['pdf', 'docx'], { error: COVER_LETTER_MESSAGES.invalidFormat }).default('pdf'),
});

/**
 * POST /api/v1/users/preview-cover-letter: the letter as the editor holds it, drawn like a resume preview
 * (resumePreviewSchema's shape), in the linked resume's template and design.
 */
export const coverLetterPreviewBodySchema = z.object({
  _id: id(COVER_LETTER_MESSAGES.invalidId).optional(),
  title: cleanString().max(LIMITS.resumeTitle).default(''),
  resumeId: id(COVER_LETTER_MESSAGES.resumeNotFound),
  body: coverLetterBodySchema.default(''),
  recipient: coverLetterRecipientSchema.default({ name: '', company: '', address: '' }),
});
