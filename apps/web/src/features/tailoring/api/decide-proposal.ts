import type { Resume, TailorDecision, TailoringState, UpdateResumeBody } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resumeQueryKey } from '../../../lib/resumes/get-resume.ts';
import { resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';
import { updateResume } from '../../../lib/resumes/update-resume.ts';
import { tailoringQueryKey } from './get-tailoring.ts';

/** POST applications/:id/tailor/:proposalId {decision}: records the choice (the edit itself is a PATCH of the variant). */
export const decideProposal = (applicationId: string, proposalId: string, decision: TailorDecision) =>
  api.post<{ decisions: Record<string, TailorDecision> }>(
    `/v1/users/applications/${encodeURIComponent(applicationId)}/tailor/${encodeURIComponent(proposalId)}`,
    { decision },
  );

export interface DecideInput {
  proposalId: string;
  decision: TailorDecision;
  /** The variant's fields to write first, with the version they were computed on (none for a rejection). */
  edit?: { variant: Resume; changes: UpdateResumeBody } | undefined;
}

/**
 * Applies (or undoes) one proposal: PATCHes the variant with its version, then records the choice. A variant changed
 * elsewhere rejects with ResumeConflictError (nothing written, nothing recorded); the caller reloads and says so.
 */
export function useDecideProposal(applicationId: string) {
  const queryClient = useQueryClient();
  const key = tailoringQueryKey(applicationId);
  return useMutation({
    mutationFn: async ({ proposalId, decision, edit }: DecideInput) => {
      const variant = edit
        ? await updateResume(edit.variant._id, { ...edit.changes, version: edit.variant.version })
        : undefined;
      if (variant) {
        queryClient.setQueryData(resumeQueryKey(variant._id), variant);
        queryClient.setQueryData<TailoringState | null>(key, (state) => state && { ...state, variant });
      }
      const { decisions } = await decideProposal(applicationId, proposalId, decision);
      return { variant, decisions };
    },
    onSuccess: ({ decisions }) => {
      queryClient.setQueryData<TailoringState | null>(key, (state) => state && { ...state, decisions });
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    },
  });
}
