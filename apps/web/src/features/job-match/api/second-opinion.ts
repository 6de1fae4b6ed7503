import type { JobMatchBody, JobMatchOpinion } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** An AI provider may take longer than an ordinary call. */
const OPINION_TIMEOUT_MS = 60_000;

/** POST job-match/second-opinion {posting, resumeId}: an AI provider's view in words, beside the offline figures. */
export const secondOpinion = (body: JobMatchBody) =>
  api.post<JobMatchOpinion>('/v1/users/job-match/second-opinion', body, { timeoutMs: OPINION_TIMEOUT_MS });

export function useSecondOpinion() {
  return useMutation({
    mutationFn: secondOpinion,
    onError: (error) => console.error('The second opinion failed', error),
  });
}
