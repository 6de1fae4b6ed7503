import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { FOLDER_NAME_PATTERN } from '../template.ts';
import { resumeTitleSchema, storedResumeContentSchema } from './resume.ts';

/**
 * GET /api/v1/users/export-resume/:id?format=…: one resume as a file. `json-resume` is JSON Resume 1.0.0
 * (jsonresume.org) with Vitae's extras under `x-vitae`; `vitae` is everything, for a lossless re-import; `markdown`,
 * `txt` and `docx` are the resume as its design shows it; `pdf` is the document generate-resume renders.
 */
export const RESUME_EXPORT_FORMATS = ['json-resume', 'vitae', 'markdown', 'txt', 'docx', 'pdf'] as const;

export type ResumeExportFormat = (typeof RESUME_EXPORT_FORMATS)[number];

export const resumeExportQuerySchema = z.object({
  format: z.enum(RESUME_EXPORT_FORMATS, { error: MESSAGES.invalidExportFormat }),
});

/** The version of the `vitae` format this server writes; an importer refuses a newer one. */
export const VITAE_EXPORT_VERSION = 1;

/**
 * The `vitae` export: a resume's title, its template by folder name (the same on every instance, unlike its id;
 * null when the resume has none and renders with the default) and every content field as stored, design and custom
 * sections included. An importer parses the file with this schema. The content is read as stored
 * (storedResumeContentSchema), so every resume this server holds exports and parses, older free-text dates included.
 */
export const vitaeResumeExportSchema = z.object({
  format: z.literal('vitae'),
  version: z.literal(VITAE_EXPORT_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  resume: z.object({
    resumeTitle: resumeTitleSchema,
    templateFolder: z.string().max(LIMITS.folderName).regex(FOLDER_NAME_PATTERN).nullable(),
    ...storedResumeContentSchema.shape,
  }),
});

export type VitaeResumeExport = z.infer<typeof vitaeResumeExportSchema>;
