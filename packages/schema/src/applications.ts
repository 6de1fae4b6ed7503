import { z } from 'zod';
import { cleanString, id, timestamp } from './fields.ts';
import { icu } from './i18n/icu.ts';
import { LIMITS } from './limits.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/**
 * Applications: one posting a user applies to, from saved to closed (docs/applications.md). The API lives under
 * /api/v1/users/applications; every answer is the usual envelope.
 */

export const APPLICATION_STAGES = ['saved', 'applied', 'screening', 'interview', 'offer', 'closed'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
export const applicationStageSchema = z.enum(APPLICATION_STAGES, {
  error: VALIDATION_MESSAGES.stageInvalid(APPLICATION_STAGES),
});

/** Why an application was closed; required when the stage is `closed`, refused otherwise. */
export const CLOSED_REASONS = ['rejected', 'withdrawn', 'ghosted', 'accepted', 'other'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];
export const closedReasonSchema = z.enum(CLOSED_REASONS, {
  error: VALIDATION_MESSAGES.reasonInvalid(CLOSED_REASONS),
});

/** How the stages and reasons read on screen (list, board columns, CSV keeps the codes). */
export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  saved: 'Saved',
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  closed: 'Closed',
};
export const CLOSED_REASON_LABELS: Record<ClosedReason, string> = {
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  ghosted: 'Ghosted',
  accepted: 'Accepted',
  other: 'Other',
};

export const APPLICATION_MESSAGES = {
  companyRequired: 'Please enter the company.',
  roleRequired: 'Please enter the role.',
  linkInvalid: 'The link must be a web address starting with http:// or https://.',
  reasonRequired: 'Say why the application was closed.',
  reasonOnlyWhenClosed: 'A reason is given only when the application is closed.',
  nextStepTitleRequired: 'Please name the next step.',
  nextStepDateInvalid: 'The next step needs a date and time.',
  notFound: 'Application not found.',
  invalidId: 'Invalid application ID.',
  tooMany: icu(
    'You can keep at most {max, plural, other {{max} applications}}. Delete some to add more.',
    (max: number) => ({
      max,
    }),
  ),
  nothingToUpdate: 'Nothing to update.',
  created: 'Application added.',
  updated: 'Application saved.',
  deleted: 'Application deleted.',
  stageChanged: 'Stage changed.',
  csvNotCsv: 'Please choose a CSV file.',
  csvTooLarge: icu('The CSV file is larger than {megabytes} MB.', (megabytes: number) => ({ megabytes })),
  csvNoHeader: 'The CSV file must start with a header row naming its columns (company and role at least).',
  csvTooManyRows: icu('A CSV file holds at most {max, plural, other {{max} applications}}.', (max: number) => ({
    max,
  })),
  /** applied_at of an imported row: a date, or a date and time with its offset. */
  csvAppliedAtInvalid: 'applied_at must be a date (2026-03-01) or a date and time (2026-03-01T09:00:00Z).',
  importTooFast: 'You are importing applications too quickly. Please wait a moment and try again.',
  /** A row that cannot be imported: nothing of the file is imported then. */
  csvBadRow: icu('Line {line}: {message}', (line: number, message: string) => ({ line, message })),
  imported: icu(
    '{count, plural, one {{count} application} other {{count} applications}} imported.',
    (count: number) => ({ count }),
  ),
  resumeNotFound: 'Resume not found.',
  coverLetterNotFound: 'Cover letter not found.',
} as const;

const requiredText = (max: number, message: string) =>
  cleanString({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: VALIDATION_MESSAGES.tooLong(max) });
const optionalText = (max: number) =>
  cleanString()
    .trim()
    .max(max, { error: VALIDATION_MESSAGES.tooLong(max) });

/** A link to the posting: stored as text, never fetched by the server. */
export const postingLinkSchema = cleanString()
  .trim()
  .max(LIMITS.url, { error: APPLICATION_MESSAGES.linkInvalid })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), { error: APPLICATION_MESSAGES.linkInvalid });

/** A dated step: an interview, a call, a deadline. `at` is ISO 8601 with its offset ("2026-12-03T14:00:00+01:00"). */
export const nextStepSchema = z.object({
  title: requiredText(LIMITS.shortText, APPLICATION_MESSAGES.nextStepTitleRequired),
  at: z.iso.datetime({ offset: true, error: APPLICATION_MESSAGES.nextStepDateInvalid }),
});
export type NextStep = z.infer<typeof nextStepSchema>;

export const applicationContactSchema = z.object({
  name: optionalText(LIMITS.shortText).default(''),
  role: optionalText(LIMITS.shortText).default(''),
  email: optionalText(LIMITS.email).default(''),
  phone: optionalText(LIMITS.shortText).default(''),
  notes: optionalText(LIMITS.shortText).default(''),
});
export type ApplicationContact = z.infer<typeof applicationContactSchema>;

/** One stage change, kept for good: the history is never rewritten. */
export const stageChangeSchema = z.object({
  stage: applicationStageSchema,
  reason: closedReasonSchema.nullable(),
  at: timestamp(),
});
export type StageChange = z.infer<typeof stageChangeSchema>;

/** The fields a user writes, shared by create (company and role required) and PATCH (any subset). */
const applicationFields = {
  company: requiredText(LIMITS.shortText, APPLICATION_MESSAGES.companyRequired),
  role: requiredText(LIMITS.shortText, APPLICATION_MESSAGES.roleRequired),
  /** The posting's text, pasted. */
  posting: optionalText(LIMITS.posting),
  link: postingLinkSchema,
  location: optionalText(LIMITS.shortText),
  salary: optionalText(LIMITS.shortText),
  /** Where the posting was found: a job board, a referral… */
  source: optionalText(LIMITS.shortText),
  nextStep: nextStepSchema.nullable(),
  contacts: z
    .array(applicationContactSchema)
    .max(LIMITS.applicationContacts, { error: VALIDATION_MESSAGES.tooManyContacts(LIMITS.applicationContacts) }),
  notes: optionalText(LIMITS.longText),
  /** The resume and cover letter sent (or to send); once the stage is `applied` or later, a frozen copy is kept. */
  resumeId: id(APPLICATION_MESSAGES.resumeNotFound).nullable(),
  coverLetterId: id(APPLICATION_MESSAGES.coverLetterNotFound).nullable(),
};

/** POST /applications: company and role, the rest optional; `stage` defaults to `saved`. */
export const createApplicationBodySchema = z
  .object({
    company: applicationFields.company,
    role: applicationFields.role,
    posting: applicationFields.posting.default(''),
    link: applicationFields.link.default(''),
    location: applicationFields.location.default(''),
    salary: applicationFields.salary.default(''),
    source: applicationFields.source.default(''),
    nextStep: applicationFields.nextStep.default(null),
    contacts: applicationFields.contacts.default([]),
    notes: applicationFields.notes.default(''),
    resumeId: applicationFields.resumeId.default(null),
    coverLetterId: applicationFields.coverLetterId.default(null),
    stage: applicationStageSchema.default('saved'),
    reason: closedReasonSchema.optional(),
  })
  .superRefine(refuseReasonMismatch);

/** PATCH /applications/:id: any subset of the fields, at least one. The stage changes only through …/:id/stage. */
export const updateApplicationBodySchema = z
  .object(
    Object.fromEntries(Object.entries(applicationFields).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof applicationFields]: z.ZodOptional<(typeof applicationFields)[K]>;
    },
  )
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    error: APPLICATION_MESSAGES.nothingToUpdate,
  });

/** POST /applications/:id/stage: the change is recorded with its date in `stageHistory`. */
export const stageChangeBodySchema = z
  .object({ stage: applicationStageSchema, reason: closedReasonSchema.optional() })
  .superRefine(refuseReasonMismatch);

function refuseReasonMismatch(value: { stage: ApplicationStage; reason?: ClosedReason }, ctx: z.RefinementCtx) {
  if (value.stage === 'closed' && !value.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: APPLICATION_MESSAGES.reasonRequired });
  if (value.stage !== 'closed' && value.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: APPLICATION_MESSAGES.reasonOnlyWhenClosed });
}

/** What was sent, as it was when sent: a later edit of the resume or letter never rewrites it. */
export const sentResumeSchema = z.object({
  resumeId: id(),
  resumeTitle: z.string(),
  /** The resume's content (storedResumeContentSchema) and templateId as they were. */
  content: z.record(z.string(), z.unknown()),
  sentAt: timestamp(),
});
export const sentCoverLetterSchema = z.object({
  coverLetterId: id(),
  title: z.string(),
  body: z.string(),
  sentAt: timestamp(),
});

export const applicationSchema = z.object({
  _id: id(),
  company: z.string(),
  role: z.string(),
  posting: z.string(),
  link: z.string(),
  location: z.string(),
  salary: z.string(),
  source: z.string(),
  stage: applicationStageSchema,
  closedReason: closedReasonSchema.nullable(),
  /** Every stage change, oldest first; the first is the stage it was created in. */
  stageHistory: z.array(stageChangeSchema),
  nextStep: nextStepSchema.nullable(),
  /** Next steps replaced by a newer one or passed, oldest first: never dropped. */
  pastSteps: z.array(nextStepSchema),
  contacts: z.array(applicationContactSchema),
  notes: z.string(),
  resumeId: id().nullable(),
  coverLetterId: id().nullable(),
  sentResume: sentResumeSchema.nullable(),
  sentCoverLetter: sentCoverLetterSchema.nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Application = z.infer<typeof applicationSchema>;
export type CreateApplicationBody = z.input<typeof createApplicationBodySchema>;
export type UpdateApplicationBody = z.infer<typeof updateApplicationBodySchema>;
export type StageChangeBody = z.infer<typeof stageChangeBodySchema>;

export const applicationIdParamsSchema = z.object({ id: id(APPLICATION_MESSAGES.invalidId) });

export const APPLICATION_SORTS = ['updated', 'created', 'company', 'nextStep'] as const;
/** GET /applications: filter by stage, search company, role, location, notes and posting; newest update first. */
export const applicationListQuerySchema = z.object({
  stage: applicationStageSchema.optional(),
  search: optionalText(LIMITS.shortText).optional(),
  sort: z.enum(APPLICATION_SORTS).default('updated'),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** GET /applications/insights: counts and times across the user's applications. */
export const applicationInsightsSchema = z.object({
  total: z.number().int(),
  byStage: z.record(applicationStageSchema, z.number().int()),
  closedByReason: z.record(closedReasonSchema, z.number().int()),
  /** Of applications that reached `applied`, the share (0..1) that reached `screening` or later; null with none. */
  responseRate: z.number().min(0).max(1).nullable(),
  /** Median days spent in each stage, over the stages left so far; null where none was left yet. */
  medianDaysInStage: z.record(applicationStageSchema, z.number().nullable()),
});
export type ApplicationInsights = z.infer<typeof applicationInsightsSchema>;

/**
 * CSV import and export (GET …/export.csv, POST …/import): one row per application, these columns in this order
 * (docs/applications.md). Import needs `company` and `role`; other columns are optional, unknown columns ignored.
 */
export const APPLICATION_CSV_COLUMNS = [
  'company',
  'role',
  'stage',
  'closed_reason',
  'location',
  'salary',
  'source',
  'link',
  'next_step',
  'next_step_at',
  'applied_at',
  'notes',
  'posting',
  'created_at',
  'updated_at',
] as const;

export const applicationImportResultSchema = z.object({ imported: z.number().int() });
