import { z } from 'zod';
import { cleanString, id, list, longText, pageNumber, pageSize, requiredText, text, timestamp } from '../fields.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { customSectionsSchema } from './custom-sections.ts';
import { designSchema } from './design.ts';
import { personalDetailsSchema } from './personal.ts';
import { SECTION_KEYS, SECTIONS, type SectionKey } from './sections.ts';

export const resumeTitleSchema = cleanString({ error: MESSAGES.invalidResumeTitle })
  .trim()
  .min(1, { error: MESSAGES.invalidResumeTitle })
  .max(LIMITS.resumeTitle, { error: MESSAGES.invalidResumeTitle });

/** The title field of the create and rename dialogs: the same limit and message as the API. */
export const resumeTitleFormSchema = z.object({ resumeTitle: resumeTitleSchema });

/** Creating from a template says "Please enter a title." for an empty title, else as above. */
export const templateResumeTitleFormSchema = z.object({
  resumeTitle: cleanString().trim().min(1, { error: MESSAGES.emptyTemplateTitle }).pipe(resumeTitleSchema),
});

type Sections = typeof SECTIONS;

/** Each section's field (sections.ts): the summary a rich text, every other section a list of its items. */
type SectionFields = {
  [K in SectionKey]: Sections[K] extends { item: infer Item extends z.ZodType }
    ? ReturnType<typeof list<Item>>
    : ReturnType<typeof longText>;
};

/** The sections whose items are stored looser than they are written, with their stored item's list. */
type StoredSectionFields = {
  [K in SectionKey as Sections[K] extends { storedItem: z.ZodType } ? K : never]: Sections[K] extends {
    storedItem: infer Item extends z.ZodType;
  }
    ? ReturnType<typeof list<Item>>
    : never;
};

const sectionFields = Object.fromEntries(
  SECTION_KEYS.map((key) => {
    const section = SECTIONS[key];
    return [key, 'item' in section ? list(section.item) : longText()];
  }),
) as SectionFields;

const storedSectionFields = Object.fromEntries(
  SECTION_KEYS.flatMap((key) => {
    const section = SECTIONS[key];
    return 'storedItem' in section ? [[key, list(section.storedItem)]] : [];
  }),
) as StoredSectionFields;

/** Everything a user writes into a resume; list items carry no id (a client's ids are stripped). */
export const resumeContentSchema = z.object({
  ...personalDetailsSchema.shape,
  /** The summary and the lists, in the registry's order (sections.ts). */
  ...sectionFields,
  /** Sections of the user's own, placed by their ids in design.sectionOrder (after the rest otherwise). */
  customSections: customSectionsSchema,
  /** How it looks (design.ts); `{}` draws it as its template does. */
  design: designSchema.default({}),
});

/** Step 2's Save: the summary is required, then checked as it is stored. */
export const summaryFormSchema = z.object({ summary: requiredText(resumeContentSchema.shape.summary.unwrap()) });

/**
 * The content as stored, read and rendered: without the rules a write meets since (dates as months, an end not
 * before its start), so an older row reads, exports and renders as it was written. Writes use resumeContentSchema.
 */
export const storedResumeContentSchema = resumeContentSchema.extend(storedSectionFields);

export const resumeSchema = z.object({
  _id: id(),
  resumeTitle: z.string(),
  templateId: id().nullable(),
  ...storedResumeContentSchema.shape,
  /** Raised by one on every write; a PATCH may name the version it edits (see updateResumeBodySchema). */
  version: z.number().int(),
  /** A tailored copy's master resume (docs/tailoring.md); null for a resume of its own (and in rows written before). */
  masterId: id().nullable().default(null),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});

/** The fields of the content, in the order of the wizard. */
export const RESUME_CONTENT_FIELDS = Object.keys(resumeContentSchema.shape) as (keyof ResumeContent)[];

export const resumeIdParamsSchema = z.object({ id: id(MESSAGES.invalidResumeId) });

/** GET user-resumes: one page, newest update first; without paging, every resume up to the largest page. */
export const resumeListQuerySchema = z.object({
  page: pageNumber(),
  pageSize: pageSize(LIMITS.resumesPageSize, LIMITS.resumesPageSize, MESSAGES.invalidResumesPageSize),
});

/** `base` (trimmed) then `suffix`, `base` shortened (by characters) so that the whole stays within the title limit. */
export function titleWithin(base: string, suffix = ''): string {
  const chars = [...base.trim()];
  const room = LIMITS.resumeTitle - suffix.length;
  return `${chars.length > room ? chars.slice(0, room).join('').trimEnd() : chars.join('')}${suffix}`;
}

/** The title of a duplicate: "… (copy)", the original shortened so the whole stays within the title limit. */
export const copyTitle = (title: string): string => titleWithin(title.trim() || 'Resume', ' (copy)');

/** `email` is the account's as the original client sends it; the owner always comes from the token. */
export const createResumeBodySchema = z.object({
  resumeTitle: resumeTitleSchema,
  email: cleanString().max(LIMITS.email).optional(),
  templateId: id(MESSAGES.unknownTemplate).optional(),
});

const contentFieldsOptional = Object.fromEntries(
  Object.entries(resumeContentSchema.shape).map(([key, schema]) => [key, schema.unwrap().optional()]),
) as {
  [K in keyof typeof resumeContentSchema.shape]: z.ZodOptional<
    ReturnType<(typeof resumeContentSchema.shape)[K]['unwrap']>
  >;
};

/**
 * PATCH: any subset of the fields; only those sent change. Unknown keys are ignored. With `version`, the write
 * happens only if the resume is still at that version (else 409 with the current resume); without it, it always does.
 */
export const updateResumeBodySchema = z
  .object({
    resumeTitle: resumeTitleSchema.optional(),
    templateId: id(MESSAGES.unknownTemplate).nullable().optional(),
    ...contentFieldsOptional,
    version: z
      .number({ error: MESSAGES.invalidResumeVersion })
      .int({ error: MESSAGES.invalidResumeVersion })
      .min(1, {
        error: MESSAGES.invalidResumeVersion,
      })
      .optional(),
  })
  .refine(({ version: _version, ...fields }) => Object.values(fields).some((value) => value !== undefined), {
    error: MESSAGES.nothingToUpdate,
  });

/**
 * generate-resume: the resume as the editor holds it, rendered with its templateId (or the default). `_id` names
 * which of the user's resumes it is (its PDF replaces that resume's previous one); without it, the user's draft.
 */
export const generateResumeBodySchema = z.object({
  _id: id(MESSAGES.invalidResumeId).optional(),
  resumeTitle: text(LIMITS.resumeTitle),
  templateId: id(MESSAGES.unknownTemplate).nullable().optional(),
  ...resumeContentSchema.shape,
});

export const generatedPdfSchema = z.object({
  /** A path on this server, signed and expiring, that answers application/pdf without an auth header. */
  resumeUrl: z.string(),
  /** The PDF's pages. */
  pageCount: z.number().int().min(1),
  /** Only when design.fitToOnePage is on: whether one page was reached; `message` says so when it was not. */
  fitted: z.boolean().optional(),
  message: z.string().optional(),
});

/**
 * preview-resume: the draft's pages, as typst.ts draws them for the download's document. `svg` is one SVG of every
 * page stacked vertically (viewBox `0 0 pageWidth pages*pageHeight`, in pt), text as glyph outlines.
 */
export const resumePreviewSchema = z.object({
  pages: z.number().int().min(1),
  pageWidth: z.number().positive(),
  pageHeight: z.number().positive(),
  svg: z.string(),
  /** The content hash of the render: the same draft answers the same hash. */
  hash: z.string(),
});

export const resumeThumbnailQuerySchema = z.object({
  /** Any value: the client's cache key (the resume's version), ignored by the server. */
  v: z.string().max(64).optional(),
});

export type ResumeContent = z.infer<typeof resumeContentSchema>;
export type ResumePreview = z.infer<typeof resumePreviewSchema>;
export type Resume = z.infer<typeof resumeSchema>;
export type CreateResumeBody = z.infer<typeof createResumeBodySchema>;
export type UpdateResumeBody = z.infer<typeof updateResumeBodySchema>;
export type GenerateResumeBody = z.infer<typeof generateResumeBodySchema>;
export type GeneratedPdf = z.infer<typeof generatedPdfSchema>;

export const defaultResumeContent: ResumeContent = resumeContentSchema.parse({});
