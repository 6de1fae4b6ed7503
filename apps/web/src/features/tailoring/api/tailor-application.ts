import type { TailorResult } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';
import { tailoringQueryKey } from './get-tailoring.ts';

/** POST applications/:id/tailor {resumeId}: a new variant of the resume and the proposals that passed the lock. */
export const tailorApplication = (applicationId: string, resumeId: string) =>
  api.post<TailorResult>(`/v1/users/applications/${encodeURIComponent(applicationId)}/tailor`, { resumeId });

/** Tailors the chosen resume: the tailoring shown becomes the new one (no choices yet), the resume list gains it. */
export function useTailorApplication(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resumeId: string) => tailorApplication(applicationId, resumeId),
    onSuccess: (result) => {
      queryClient.setQueryData(tailoringQueryKey(applicationId), { ...result, decisions: {} });
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    },
  });
}
