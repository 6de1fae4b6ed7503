import { z } from 'zod';
import { cleanString, id } from './fields.ts';
import { icu } from './i18n/icu.ts';
import { APPLICATION_MESSAGES } from './applications.ts';
import { LIMITS } from './limits.ts';
import type { Resume } from './resume/resume.ts';

/**
 * Job match: a posting's requirements, read without AI, each with the resume's evidence (docs/applications.md).
 * POST /api/v1/users/job-match {posting, resumeId}; GET /api/v1/users/applications/:id/match?resumeId=.
 */

/** What a requirement asks for: a skill or tool, years of experience, a degree, a certification, a language. */
export const REQUIREMENT_KINDS = ['skill', 'experience', 'degree', 'certification', 'language'] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export const REQUIREMENT_STATUSES = ['met', 'partly', 'not_shown'] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

export const JOB_MATCH_MESSAGES = {
  postingRequired: 'Paste the job posting.',
  postingTooLong: `A posting may be at most ${LIMITS.posting} characters.`,
  resumeRequired: 'Choose a resume to match.',
  resumeNotFound: 'Resume not found.',
  noPosting: 'This application has no posting text to match. Paste the posting first.',
  noRequirements: 'No requirements were found in this posting.',
  secondOpinionUnavailable: 'A second opinion needs an AI provider; the offline match is shown.',
} as const;

/** Where the resume meets a requirement: the field's path as the editor names it and the words that meet it. */
export const matchEvidenceSchema = z.object({
  /** `summary`, `experience.0.workSummary`, `skills.3.name`, `education.1.degree`… */
  field: z.string(),
  /** The words of that field that meet the requirement (a sentence or the field's text, plain). */
  text: z.string(),
});
export type MatchEvidence = z.infer<typeof matchEvidenceSchema>;

export const matchRequirementSchema = z.object({
  /** The requirement as the posting words it, shortened to the term ("JavaScript", "5+ years of experience"). */
  text: z.string(),
  kind: z.enum(REQUIREMENT_KINDS),
  /** False where the posting says it is nice to have (preferred, a plus, bonus…). */
  required: z.boolean(),
  status: z.enum(REQUIREMENT_STATUSES),
  evidence: z.array(matchEvidenceSchema),
});
export type MatchRequirement = z.infer<typeof matchRequirementSchema>;

const metOf = z.object({ met: z.number().int(), total: z.number().int() });

export const jobMatchSchema = z.object({
  requirements: z.array(matchRequirementSchema),
  /** `met` counts requirements met in full; `partly` ones are not counted. No single percentage on purpose. */
  summary: z.object({ required: metOf, niceToHave: metOf }),
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

export const postingTextSchema = cleanString({ error: JOB_MATCH_MESSAGES.postingRequired })
  .trim()
  .min(1, { error: JOB_MATCH_MESSAGES.postingRequired })
  .max(LIMITS.posting, { error: JOB_MATCH_MESSAGES.postingTooLong });

export const jobMatchBodySchema = z.object({
  posting: postingTextSchema,
  resumeId: id(JOB_MATCH_MESSAGES.resumeRequired),
});
export type JobMatchBody = z.infer<typeof jobMatchBodySchema>;

export const applicationMatchQuerySchema = z.object({ resumeId: id(JOB_MATCH_MESSAGES.resumeRequired) });

/** POST /api/v1/users/job-match/second-opinion {posting, resumeId}: an AI provider's view in words, never a figure. */
export const jobMatchOpinionSchema = z.object({ text: z.string(), provider: z.string() });
export type JobMatchOpinion = z.infer<typeof jobMatchOpinionSchema>;

/**
 * Tailoring (POST /api/v1/users/applications/:id/tailor {resumeId}): a variant of the resume linked to its master,
 * and proposed edits the user accepts or rejects one by one. A proposal may reorder, rephrase and emphasise; one that
 * adds an employer, title, date, number, degree, certification or skill absent from the master is dropped.
 */
export const TAILOR_FACT_KINDS = ['employer', 'title', 'date', 'number', 'degree', 'certification', 'skill'] as const;
export type TailorFactKind = (typeof TAILOR_FACT_KINDS)[number];

/** How a dropped proposal's reason names each kind of fact. */
export const TAILOR_FACT_WORDS: Record<TailorFactKind, string> = {
  employer: 'employer',
  title: 'title',
  date: 'date',
  number: 'number',
  degree: 'degree',
  certification: 'certification',
  skill: 'skill',
};

export const tailorProposalSchema = z.object({
  id: z.string(),
  /** The variant's field it changes: `summary`, `experience.0.workSummary`, `skills` (order), `design.sectionOrder`. */
  field: z.string(),
  /** The field's text before and after, for the diff (a list's order as its items' names joined by ", "). */
  before: z.string(),
  after: z.string(),
  /** The value written to `field` when accepted (a string, or the reordered list / order). */
  value: z.unknown(),
  source: z.enum(['offline', 'ai']),
  /** Why it is proposed, in plain words ("Puts Skills first: the posting asks for 6 of them"). */
  reason: z.string(),
});
export type TailorProposal = z.infer<typeof tailorProposalSchema>;

export const droppedProposalSchema = z.object({
  /** Which fact it would have added, in words: "adds the number 40%, which your resume does not have". */
  reason: z.string(),
  /** The proposed text that was dropped. */
  text: z.string(),
  kind: z.enum(TAILOR_FACT_KINDS),
});
export type DroppedProposal = z.infer<typeof droppedProposalSchema>;

export const tailorBodySchema = z.object({ resumeId: id(JOB_MATCH_MESSAGES.resumeRequired) });

export const TAILOR_MESSAGES = {
  created: 'Tailored copy created.',
  accepted: 'Change applied.',
  undone: 'Change undone.',
  rejected: 'Change dismissed.',
  /** A dropped proposal's reason: "adds the number 40%, which your resume does not have". */
  droppedReason: (facts: readonly { kind: TailorFactKind; text: string }[]) => {
    const named = facts.map((fact) => `the ${TAILOR_FACT_WORDS[fact.kind]} ${fact.text}`);
    const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
    return `adds ${list}, which your resume does not have`;
  },
  noTailoring: 'This application has not been tailored yet.',
  noProposals: 'Nothing to change: your resume already puts first what this posting asks for.',
  conflict: 'The tailored copy was changed elsewhere. It has been reloaded: look at the change again and choose.',
  stale: 'This part of the tailored copy has changed since the proposal, so the proposal no longer applies.',
  /** Why each kind of proposal is made, shown beside its diff. */
  sectionOrderReason: icu(
    'Puts {first} higher: it shows {count, plural, other {{count} of the things}} this posting asks for.',
    (first: string, count: number) => ({ first, count }),
  ),
  skillOrderReason: icu(
    'Puts first the {met, plural, one {{met} skill} other {{met} skills}} the posting asks for.',
    (met: number) => ({ met }),
  ),
  bulletOrderReason: icu(
    'Moves up the {met, plural, one {{met} bullet} other {{met} bullets}} that meet the posting.',
    (met: number) => ({ met }),
  ),
  aiSummaryReason: 'A rephrased summary that speaks to the posting, with nothing your resume does not say.',
  aiBulletReason: 'A rephrased bullet that speaks to the posting, with nothing your resume does not say.',
  variantSuffix: (company: string) => ` — ${company}`,
  proposalNotFound: 'Proposal not found.',
  invalidDecision: 'Choose accepted, rejected or open.',
  dropped: icu(
    '{count, plural, one {{count} proposal was dropped because it added facts your resume does not have.} other {{count} proposals were dropped because they added facts your resume does not have.}}',
    (count: number) => ({ count }),
  ),
} as const;

/** The tailoring of one application: its variant, the open proposals and what was dropped. */
export const tailorResultSchema = z.object({
  variant: z.custom<Resume>(),
  proposals: z.array(tailorProposalSchema),
  dropped: z.array(droppedProposalSchema),
});
export type TailorResult = z.infer<typeof tailorResultSchema>;

/** What the user chose for one proposal; `open` takes a choice back (undo). */
export const TAILOR_DECISIONS = ['accepted', 'rejected', 'open'] as const;
export type TailorDecision = (typeof TAILOR_DECISIONS)[number];

/** POST /api/v1/users/applications/:id/tailor/:proposalId {decision}. */
export const tailorDecisionBodySchema = z.object({
  decision: z.enum(TAILOR_DECISIONS, { error: TAILOR_MESSAGES.invalidDecision }),
});
export const tailorProposalParamsSchema = z.object({
  id: id(APPLICATION_MESSAGES.invalidId),
  proposalId: cleanString({ error: TAILOR_MESSAGES.proposalNotFound })
    .min(1, { error: TAILOR_MESSAGES.proposalNotFound })
    .max(64, { error: TAILOR_MESSAGES.proposalNotFound }),
});

/** The tailoring as stored on the application (`applications.tailoring`) and as GET …/:id/tailor answers it. */
export const storedTailoringSchema = z.object({
  variantId: z.string(),
  proposals: z.array(tailorProposalSchema),
  dropped: z.array(droppedProposalSchema),
  /** The user's choice per proposal id; a proposal not named is open. */
  decisions: z.record(z.string(), z.enum(TAILOR_DECISIONS)),
});
export type StoredTailoring = z.infer<typeof storedTailoringSchema>;

/** GET …/:id/tailor: the last tailoring with its variant as it is now, and the choices made. */
export const tailoringStateSchema = tailorResultSchema.extend({
  decisions: z.record(z.string(), z.enum(TAILOR_DECISIONS)),
});
export type TailoringState = z.infer<typeof tailoringStateSchema>;
