import { useQuery } from '@tanstack/react-query';
import { getResume, resumeQueryKey } from '../../../lib/resumes/get-resume.ts';

/**
 * GET get-user-resume/:masterId: a tailored variant's master as it is now, for "Compare with master"
 * (docs/tailoring.md); read afresh each time the comparison opens, since the master may have been edited since.
 */
export function useMasterResume(masterId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: resumeQueryKey(masterId ?? ''),
    queryFn: () => getResume(masterId!),
    enabled: enabled && Boolean(masterId),
    staleTime: 0,
  });
}
