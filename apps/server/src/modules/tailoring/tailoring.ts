import { and, applications, eq, type Database } from '@vitae/db';
import {
  APPLICATION_MESSAGES,
  type DroppedProposal,
  type StoredTailoring,
  storedTailoringSchema,
  TAILOR_MESSAGES,
  type TailorDecision,
  type TailoringState,
  type TailorProposal,
  type TailorResult,
} from '@vitae/schema';
import { NotFound } from '../../lib/domain-errors.ts';
import type { TextCall } from '../writing-help/ai/provider-text.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import { aiProposals } from './ai-proposals.ts';
import { resumeSourceTexts, unsupportedFacts } from './evidence-lock.ts';
import { offlineProposals } from './proposals.ts';

export type TailoringService = ReturnType<typeof createTailoringService>;

export interface TailoringServiceOptions {
  db: Database;
  resumes: Pick<ResumeService, 'get' | 'createVariant'>;
  /** The configured AI provider (writing-help's one text call); null when AI is off (offline proposals only). */
  ai: TextCall | null;
  /** Hears a provider's failure (the answer then has the offline proposals only). */
  onAiFailed?: (error: unknown) => void;
}

/**
 * Tailoring a resume for an application (docs/tailoring.md): a variant linked to its master, and proposals that pass
 * the evidence lock. The master is only read; the variant is only written by the user accepting a proposal (the web
 * PATCHes it), so every change is seen and chosen.
 */
export function createTailoringService({ db, resumes, ai, onAiFailed }: TailoringServiceOptions) {
  async function application(userId: string, id: string) {
    const [row] = await db
      .select({ id: applications.id, company: applications.company, posting: applications.posting })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, userId)));
    if (!row) throw new NotFound(APPLICATION_MESSAGES.notFound);
    return row;
  }

  async function stored(userId: string, id: string): Promise<StoredTailoring> {
    const [row] = await db
      .select({ tailoring: applications.tailoring })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, userId)));
    if (!row) throw new NotFound(APPLICATION_MESSAGES.notFound);
    const parsed = storedTailoringSchema.safeParse(row.tailoring);
    if (!parsed.success) throw new NotFound(TAILOR_MESSAGES.noTailoring);
    return parsed.data;
  }

  async function save(userId: string, id: string, tailoring: StoredTailoring) {
    await db
      .update(applications)
      .set({ tailoring })
      .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  }

  return {
    /**
     * Creates the variant of the user's resume `resumeId` for application `id` (404 for either when not theirs) and
     * proposes edits: offline orders first, then the AI's rephrasings that pass the evidence lock. A rephrasing that
     * adds a fact of the master's absent goes to `dropped` with its reason, never to `proposals`.
     */
    async tailor(userId: string, id: string, resumeId: string): Promise<TailorResult> {
      const { company, posting } = await application(userId, id);
      const master = await resumes.get(userId, resumeId);
      const variant = await resumes.createVariant(userId, master._id, TAILOR_MESSAGES.variantSuffix(company));
      const sources = resumeSourceTexts(master);

      const candidates: TailorProposal[] = offlineProposals(master, posting);
      if (ai && posting.trim()) {
        try {
          candidates.push(...(await aiProposals(ai, master, posting)));
        } catch (error) {
          // A provider that fails or times out costs only its own proposals.
          onAiFailed?.(error);
        }
      }

      const proposals: TailorProposal[] = [];
      const dropped: DroppedProposal[] = [];
      for (const proposal of candidates) {
        // An offline proposal only reorders the master's own items: it has no words of its own to check.
        const facts = proposal.source === 'ai' ? unsupportedFacts(proposal.after, sources) : [];
        if (facts.length > 0) {
          dropped.push({ reason: TAILOR_MESSAGES.droppedReason(facts), text: proposal.after, kind: facts[0]!.kind });
        } else if (!proposals.some((kept) => kept.id === proposal.id)) {
          // A model may rephrase one bullet twice: the first rephrasing that passes is the one proposed.
          proposals.push(proposal);
        }
      }
      await save(userId, id, { variantId: variant._id, proposals, dropped, decisions: {} });
      return { variant, proposals, dropped };
    },

    /** The last tailoring of application `id`, its variant as it is now and the choices made (404 when none). */
    async get(userId: string, id: string): Promise<TailoringState> {
      const { variantId, proposals, dropped, decisions } = await stored(userId, id);
      const variant = await resumes.get(userId, variantId).catch((error: unknown) => {
        throw error instanceof NotFound ? new NotFound(TAILOR_MESSAGES.noTailoring) : error;
      });
      return { variant, proposals, dropped, decisions };
    },

    /** Records the user's choice on one proposal (the web has applied or undone the edit itself). */
    async decide(
      userId: string,
      id: string,
      proposalId: string,
      decision: TailorDecision,
    ): Promise<Record<string, TailorDecision>> {
      const tailoring = await stored(userId, id);
      if (!tailoring.proposals.some((proposal) => proposal.id === proposalId)) {
        throw new NotFound(TAILOR_MESSAGES.proposalNotFound);
      }
      const decisions = { ...tailoring.decisions };
      if (decision === 'open') delete decisions[proposalId];
      else decisions[proposalId] = decision;
      await save(userId, id, { ...tailoring, decisions });
      return decisions;
    },
  };
}
