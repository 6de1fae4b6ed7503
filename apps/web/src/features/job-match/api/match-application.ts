import type { JobMatch } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET applications/:id/match?resumeId=: the application's stored posting matched against a resume. */
export const matchApplication = (applicationId: string, resumeId: string) =>
  api.get<JobMatch>(
    `/v1/users/applications/${encodeURIComponent(applicationId)}/match?resumeId=${encodeURIComponent(resumeId)}`,
  );

/**
 * "Match" for an application: run when the user asks (a mutation, not a query), so changing the resume chosen never
 * sends a request by itself.
 */
export function useMatchApplication() {
  return useMutation({
    mutationFn: ({ applicationId, resumeId }: { applicationId: string; resumeId: string }) =>
      matchApplication(applicationId, resumeId),
    onError: (error) => console.error('Matching the application failed', error),
  });
}
