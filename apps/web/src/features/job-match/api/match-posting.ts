import type { JobMatch, JobMatchBody } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST job-match {posting, resumeId}: the posting's requirements, each with the resume's evidence (offline). */
export const matchPosting = (body: JobMatchBody) => api.post<JobMatch>('/v1/users/job-match', body);

/** "Match" on a pasted posting; the report shows the result or the error beside the button. */
export function useMatchPosting() {
  return useMutation({
    mutationFn: matchPosting,
    onError: (error) => console.error('Matching the posting failed', error),
  });
}
