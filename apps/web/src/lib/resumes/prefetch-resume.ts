import type { QueryClient } from '@tanstack/react-query';
import type { Resume } from '@vitae/schema';
import { tokens } from '../api-client.ts';
import { getResume, resumeQueryKey } from './get-resume.ts';

/**
 * Opening the editor by its address: the resume is asked for as the app starts, beside the session and the editor's
 * code, not after them; then `next` (the first pages) with it. Signed out, nothing is asked. A failure is left to
 * the editor, which asks again and says why.
 */
export function prefetchResume(
  queryClient: QueryClient,
  resumeId: string,
  next: (resume: Resume) => Promise<void>,
): void {
  if (!tokens.access()) return;
  void queryClient
    .fetchQuery({ queryKey: resumeQueryKey(resumeId), queryFn: () => getResume(resumeId), staleTime: Infinity })
    .then(next)
    .catch(() => {});
}
