import { z } from 'zod';

/**
 * The ATS check: what a parser reads back from the files Vitae writes (POST /api/v1/users/ats-check/:id) or from any
 * uploaded PDF or Word file (POST /api/v1/public/ats-check). docs/ats-check.md explains each part.
 */

/** Every finding's code: it names what was found. */
export const ATS_FINDING_CODES = [
  'contact-missing',
  'contact-order',
  'unknown-heading',
  'date-unreadable',
  'garbled-text',
  'columns-interleaved',
  'text-in-header-footer',
  'text-in-image',
  'too-long',
  'bullet-no-verb',
  'bullet-no-figure',
  'bullet-too-long',
  'repeated-words',
  'hidden-text',
  'text-outside-page',
  'keyword-stuffing',
  'ai-instructions',
  'fact-not-found',
  'no-text',
] as const;
export type AtsFindingCode = (typeof ATS_FINDING_CODES)[number];

export const atsSeveritySchema = z.enum(['error', 'warning', 'info']);
export type AtsSeverity = z.infer<typeof atsSeveritySchema>;

/**
 * A path into the resume, as the editor's fields are named: `fullName`, `experience.0.companyName`,
 * `skills.3.name` (list indexes from 0); null when a finding concerns the file as a whole.
 */
export const atsFieldPathSchema = z.string().min(1).max(200).nullable();

export const atsFindingSchema = z.object({
  severity: atsSeveritySchema,
  code: z.enum(ATS_FINDING_CODES),
  /** What was found, in plain words, in the language of the request (the `atsFinding.<code>.message` of the catalogue). */
  message: z.string(),
  /** What to do about it. */
  fix: z.string(),
  field: atsFieldPathSchema,
});
export type AtsFinding = z.infer<typeof atsFindingSchema>;

/** One fact of the resume and whether a parser reads it back from the file. */
export const atsFactSchema = z.object({
  field: z.string(),
  value: z.string(),
  found: z.boolean(),
  /** What the parser read in its place ('' when nothing). Equal to `value` when found. */
  read: z.string(),
});
export type AtsFact = z.infer<typeof atsFactSchema>;

export const atsReadabilitySchema = z.object({
  /** The language the figures are for (a resume language code). */
  language: z.string(),
  /** The formula's name ("Flesch reading ease", "Flesch–Amstad", …), or null when none is known for the language. */
  formula: z.string().nullable(),
  /** 0–100, higher is easier; null when no formula is known for the language. */
  score: z.number().nullable(),
  sentences: z.number().int(),
  words: z.number().int(),
  wordsPerSentence: z.number(),
  /** Sentences over 30 words. */
  longSentences: z.number().int(),
});
export type AtsReadability = z.infer<typeof atsReadabilitySchema>;

export const ATS_SCORE_PARTS = ['parse', 'completeness', 'writing'] as const;
export const atsScorePartSchema = z.object({
  key: z.enum(ATS_SCORE_PARTS),
  /** "Parse fidelity", "Completeness", "Writing" (in the language of the request, as `detail`). */
  label: z.string(),
  points: z.number(),
  max: z.number(),
  /** How the points were counted, in words ("12 of 12 facts read back"). */
  detail: z.string(),
});
export type AtsScorePart = z.infer<typeof atsScorePartSchema>;

/** 0–100, the sum of its parts' points (whose maxima sum to 100); never shown without them. */
export const atsScoreSchema = z.object({
  total: z.number().int().min(0).max(100),
  parts: z.array(atsScorePartSchema),
});

/** Where the reader found a field: page and line (both from 1) and how sure it is (0–1). */
export const atsSourceSchema = z.object({
  field: z.string(),
  page: z.number().int(),
  line: z.number().int(),
  confidence: z.number().min(0).max(1),
});
export type AtsSource = z.infer<typeof atsSourceSchema>;

const reportBase = {
  /** The extracted text in reading order, as a parser sees it. */
  text: z.string(),
  findings: z.array(atsFindingSchema),
  readability: atsReadabilitySchema,
  score: atsScoreSchema,
};

/** The check of one file Vitae writes (the PDF or the Word file), against the resume it was written from. */
export const atsReportSchema = z.object({ ...reportBase, facts: z.array(atsFactSchema) });
export type AtsReport = z.infer<typeof atsReportSchema>;

export const atsCheckSchema = z.object({ pdf: atsReportSchema, docx: atsReportSchema });
export type AtsCheck = z.infer<typeof atsCheckSchema>;

/**
 * The public checker's report of an uploaded file: `fields` is what the reader found, shaped like a resume's
 * content, and `sources` says where each came from.
 */
export const publicAtsReportSchema = z.object({
  ...reportBase,
  fields: z.record(z.string(), z.unknown()),
  sources: z.array(atsSourceSchema),
});
export type PublicAtsReport = z.infer<typeof publicAtsReportSchema>;

/** The ATS check's texts (docs/ats-check.md). */
export const ATS_MESSAGES = {
  checked: 'Resume checked.',
  fileChecked: 'File checked.',
  tooFast: 'You are checking resumes too quickly. Please wait a moment and try again.',
  publicTooFast: 'Too many files checked from your network. Please wait a minute and try again.',
} as const;

/** The public checker's own refusal: it reads PDFs and Word files, not the JSON and ZIP exports import takes. */
export const ATS_FILE_MESSAGES = {
  unsupported: 'Upload a PDF or a Word file (.docx) to check.',
} as const;
